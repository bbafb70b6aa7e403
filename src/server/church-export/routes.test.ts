import { describe, expect, it } from "vitest";
import { churchExportFiles, type ChurchExportManifest } from "@shared/schemas/church-export";
import { useAdminContext } from "../../../tests/admin-context";
import { createAdmin, createBand, createMusician, createSegment, createService, createSong } from "../../../tests/factories";
import { zipEntries } from "../../../tests/support/zip";

const ctx = useAdminContext({ emptyEachTest: true });

/** The zip's files as text. */
async function zipFiles(bytes: Buffer): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const [name, content] of await zipEntries(bytes)) files.set(name, content.toString("utf8"));
  return files;
}

async function exportAs(cookie: string, query = "") {
  const response = await ctx.api(`/api/admin/church/export${query}`, {}, cookie);
  expect(response.status).toBe(200);
  return zipFiles(Buffer.from(await response.arrayBuffer()));
}

/** A band, a musician, a song and a service with one segment, named after the church. */
async function fill(churchId: string, label: string) {
  const band = await createBand(ctx.app.db, churchId, { name: `Banda ${label}` });
  await createMusician(ctx.app.db, churchId, { name: `Músico ${label}` });
  const song = await createSong(ctx.app.db, churchId, { name: `Canção ${label}` });
  const service = await createService(ctx.app.db, churchId, { bandId: band.id });
  await createSegment(ctx.app.db, churchId, { serviceId: service.id, songCatalogId: song.id, bandId: band.id });
}

describe("GET /api/admin/church/export", () => {
  it("exports the session's church and nothing of another church, whatever the request names", async () => {
    await fill(ctx.churchId, "Nossa");
    await fill(ctx.otherChurchId, "Alheia");

    for (const query of ["", `?church=${ctx.otherChurchId}`, `?churchId=${ctx.otherChurchId}`]) {
      const files = await exportAs(ctx.cookie, query);
      const everything = [...files.values()].join("\n");
      expect(everything).toContain("Banda Nossa");
      expect(everything).not.toContain("Alheia");
      expect(everything).not.toContain(ctx.otherChurchId);
      const manifest = JSON.parse(files.get(churchExportFiles.manifest)!) as ChurchExportManifest;
      expect(manifest.counts).toMatchObject({ bands: 1, musicians: 1, songs: 1, services: 1, segments: 1 });
    }

    const theirs = [...(await exportAs(ctx.otherCookie)).values()].join("\n");
    expect(theirs).toContain("Banda Alheia");
    expect(theirs).not.toContain("Nossa");
  });

  it("answers a zip named after the church's slug and today, with a LEIA-ME in Portuguese", async () => {
    const response = await ctx.api("/api/admin/church/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(response.headers.get("content-disposition")).toMatch(new RegExp(`^attachment; filename="louvor-${ctx.own.church.slug}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`));
    const files = await zipFiles(Buffer.from(await response.arrayBuffer()));
    expect(files.get(churchExportFiles.readme)).toContain("Os cultos (0)");
    expect(JSON.parse(files.get(churchExportFiles.services)!)).toEqual([]);
  });

  it("needs a session (401) and a church (409)", async () => {
    expect((await ctx.app.request("/api/admin/church/export")).status).toBe(401);
    const admin = await createAdmin(ctx.app);
    const { cookie } = await ctx.app.signIn(admin.email, admin.password);
    const response = await ctx.api("/api/admin/church/export", {}, cookie);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("church_required");
  });

  it("answers other methods with a 4xx, never a 500", async () => {
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = await ctx.api("/api/admin/church/export", { method });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });
});
