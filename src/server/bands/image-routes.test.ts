import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBand } from "../../../tests/factories";
import { imageForm, pngBytes } from "../../../tests/images";
import type { Band } from "@shared/schemas/bands";
import { bands } from "../db";
import { useAdminContext } from "../../../tests/admin-context";

const ctx = useAdminContext({ emptyEachTest: true });

const MISSING_ID = "6f1c2b7a-3d4e-4f5a-8b9c-0d1e2f3a4b5c";

async function bandRow(id: string) {
  const [row] = await ctx.app.db.select().from(bands).where(eq(bands.id, id));
  return row;
}

describe("POST /api/admin/bands/:id/image", () => {
  async function upload(id: string, form: FormData, as = ctx.cookie) {
    return ctx.api(`/api/admin/bands/${id}/image`, { method: "POST", body: form }, as);
  }

  it("stores the image as WebP under its hash and deletes the old one", async () => {
    const band = await createBand(ctx.app.db, ctx.churchId);

    const first = await upload(band.id, imageForm(await pngBytes()));
    expect(first.status).toBe(200);
    const firstUrl = ((await first.json()) as { band: Band }).band.imageUrl ?? "";
    expect(firstUrl).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
    expect((await ctx.app.request(firstUrl)).headers.get("content-type")).toBe("image/webp");

    const second = await upload(band.id, imageForm(await pngBytes(80, 40)));
    expect(second.status).toBe(200);
    const { band: updated } = (await second.json()) as { band: Band };
    expect(updated.imageUrl).not.toBe(firstUrl);
    expect(updated).toMatchObject({ id: band.id, members: [] });
    expect((await bandRow(band.id))?.imageUrl).toBe(updated.imageUrl);
    expect((await ctx.app.request(firstUrl)).status).toBe(404);
  });

  it("refuses a non-image (422) and an image over 5 MB (413), keeping the image", async () => {
    const band = await createBand(ctx.app.db, ctx.churchId);
    const notImage = await upload(band.id, imageForm(new TextEncoder().encode("GIF89a isto não é imagem"), "banda.gif", "image/gif"));
    expect(notImage.status).toBe(422);
    expect(await notImage.json()).toMatchObject({ error: { message: "Por favor, selecione um arquivo de imagem válido." } });

    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(await pngBytes());
    const tooBig = await upload(band.id, imageForm(big));
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ error: { message: "A imagem deve ter no máximo 5MB." } });

    const noFile = await ctx.api(`/api/admin/bands/${band.id}/image`, { method: "POST", body: new FormData() });
    expect(noFile.status).toBe(422);
    expect((await bandRow(band.id))?.imageUrl).toBeNull();
  });

  it("answers 404 to another church's administrator and for unknown ids, changing nothing", async () => {
    const band = await createBand(ctx.app.db, ctx.churchId);
    expect((await upload(band.id, imageForm(await pngBytes()), ctx.otherCookie)).status).toBe(404);
    expect((await upload(MISSING_ID, imageForm(await pngBytes()))).status).toBe(404);
    expect((await upload("x", imageForm(await pngBytes()))).status).toBe(404);
    expect((await bandRow(band.id))?.imageUrl).toBeNull();
  });
});

describe("DELETE /api/admin/bands/:id/image", () => {
  it("removes the image and its file; another church gets 404", async () => {
    const band = await createBand(ctx.app.db, ctx.churchId);
    const uploaded = await ctx.api(`/api/admin/bands/${band.id}/image`, { method: "POST", body: imageForm(await pngBytes()) });
    const url = ((await uploaded.json()) as { band: Band }).band.imageUrl ?? "";

    expect((await ctx.api(`/api/admin/bands/${band.id}/image`, { method: "DELETE" }, ctx.otherCookie)).status).toBe(404);
    expect((await bandRow(band.id))?.imageUrl).toBe(url);

    const response = await ctx.api(`/api/admin/bands/${band.id}/image`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ band: { imageUrl: null } });
    expect((await ctx.app.request(url)).status).toBe(404);
  });

  it("deleting the band deletes its image file", async () => {
    const band = await createBand(ctx.app.db, ctx.churchId);
    const uploaded = await ctx.api(`/api/admin/bands/${band.id}/image`, { method: "POST", body: imageForm(await pngBytes()) });
    const url = ((await uploaded.json()) as { band: Band }).band.imageUrl ?? "";
    expect((await ctx.api(`/api/admin/bands/${band.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await ctx.app.request(url)).status).toBe(404);
  });
});
