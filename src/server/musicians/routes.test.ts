import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAdmin, createBand, createMusician, createSegment, createSegmentLineup, createService, createServiceLineup } from "../../../tests/factories";
import { imageForm, pngBytes } from "../../../tests/images";
import { musicianMessages, type Musician } from "@shared/schemas/musicians";
import { bandMusicians, musicians } from "../db";
import { useAdminContext } from "../../../tests/admin-context";
import { idsNotFound, MISSING_ID } from "../../../tests/support/ids-not-found";

const ctx = useAdminContext({ emptyEachTest: true });


async function listNames(query = "") {
  const response = await ctx.api(`/api/admin/musicians${query}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { musicians: Musician[] };
  return body.musicians.map((musician) => musician.name);
}

async function rowOf(id: string) {
  const [row] = await ctx.app.db.select().from(musicians).where(eq(musicians.id, id));
  return row;
}

describe("GET /api/admin/musicians", () => {
  it("lists the church's musicians in the contract's shape, ordered by name ignoring accents", async () => {
    const joao = await createMusician(ctx.app.db, ctx.churchId, { name: "João Silva", instrument: "Violão", bio: "Toca desde criança." });
    await createMusician(ctx.app.db, ctx.churchId, { name: "Zeca Lima" });
    await createMusician(ctx.app.db, ctx.churchId, { name: "Ágata Reis", isMultibanda: true });
    await createMusician(ctx.app.db, ctx.otherChurchId, { name: "Alguém de outra igreja" });

    const response = await ctx.api("/api/admin/musicians");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { musicians: Musician[] };
    expect(body.musicians.map((musician) => musician.name)).toEqual(["Ágata Reis", "João Silva", "Zeca Lima"]);
    expect(body.musicians[1]).toEqual({
      id: joao.id,
      name: "João Silva",
      isMultibanda: false,
      instrument: "Violão",
      bio: "Toca desde criança.",
      avatarUrl: null,
      email: null,
      phone: null,
    });
  });

  it("searches by name, ignoring case and accents, as 'contains'", async () => {
    await createMusician(ctx.app.db, ctx.churchId, { name: "João Silva" });
    await createMusician(ctx.app.db, ctx.churchId, { name: "Joana Prado" });
    await createMusician(ctx.app.db, ctx.churchId, { name: "Pedro São João" });
    await createMusician(ctx.app.db, ctx.churchId, { name: "Marcos" });

    expect(await listNames("?search=joao")).toEqual(["João Silva", "Pedro São João"]);
    expect(await listNames("?search=JOÃO")).toEqual(["João Silva", "Pedro São João"]);
    expect(await listNames("?search=jo")).toEqual(["Joana Prado", "João Silva", "Pedro São João"]);
    expect(await listNames("?search=")).toHaveLength(4);
  });

  it("takes % and _ in the search literally", async () => {
    await createMusician(ctx.app.db, ctx.churchId, { name: "Ana 100%" });
    await createMusician(ctx.app.db, ctx.churchId, { name: "Ana 1000" });
    await createMusician(ctx.app.db, ctx.churchId, { name: "Bia_Som" });
    await createMusician(ctx.app.db, ctx.churchId, { name: "Bia Som" });

    expect(await listNames(`?search=${encodeURIComponent("100%")}`)).toEqual(["Ana 100%"]);
    expect(await listNames("?search=_")).toEqual(["Bia_Som"]);
    expect(await listNames(`?search=${encodeURIComponent("%")}`)).toEqual(["Ana 100%"]);
  });

  it("filters by multibanda", async () => {
    await createMusician(ctx.app.db, ctx.churchId, { name: "Regular" });
    await createMusician(ctx.app.db, ctx.churchId, { name: "Multi", isMultibanda: true });

    expect(await listNames("?multibanda=true")).toEqual(["Multi"]);
    expect(await listNames("?multibanda=false")).toEqual(["Regular"]);
  });

  it("refuses a malformed filter or an oversized search with 422", async () => {
    const badFilter = await ctx.api("/api/admin/musicians?multibanda=sim");
    expect(badFilter.status).toBe(422);
    const longSearch = await ctx.api(`/api/admin/musicians?search=${"a".repeat(101)}`);
    expect(longSearch.status).toBe(422);
    expect(await longSearch.json()).toMatchObject({ error: { code: "validation_failed", issues: [{ path: "search" }] } });
  });

  it("needs a session and a church", async () => {
    expect((await ctx.app.request("/api/admin/musicians")).status).toBe(401);
    const admin = await createAdmin(ctx.app);
    const { cookie: noChurch } = await ctx.app.signIn(admin.email, admin.password);
    const response = await ctx.api("/api/admin/musicians", {}, noChurch);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { message: "Você precisa cadastrar uma igreja primeiro." } });
  });
});

describe("POST /api/admin/musicians", () => {
  it("creates a musician with trimmed fields and answers 201", async () => {
    const response = await ctx.api("/api/admin/musicians", {
      method: "POST",
      json: { name: "  Maria Lúcia  ", isMultibanda: true, instrument: " Violino ", bio: "" },
    });
    expect(response.status).toBe(201);
    const { musician } = (await response.json()) as { musician: Musician };
    expect(musician).toMatchObject({ name: "Maria Lúcia", isMultibanda: true, instrument: "Violino", bio: null, avatarUrl: null });
    expect(await rowOf(musician.id)).toMatchObject({ churchId: ctx.churchId, name: "Maria Lúcia" });
  });

  it("defaults to a regular musician with no instrument or bio", async () => {
    const response = await ctx.api("/api/admin/musicians", { method: "POST", json: { name: "Davi" } });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ musician: { name: "Davi", isMultibanda: false, instrument: null, bio: null } });
  });

  it.each([
    ["no name", {}, "name", "O nome é obrigatório."],
    ["a blank name", { name: "   " }, "name", "O nome é obrigatório."],
    ["a number as name", { name: 42 }, "name", "Informe um texto."],
    ["a null name", { name: null }, "name", "O nome é obrigatório."],
    ["a name over 100 characters", { name: "x".repeat(101) }, "name", "O nome deve ter no máximo 100 caracteres."],
    ["a text as multibanda", { name: "Ana", isMultibanda: "sim" }, "isMultibanda", "Informe se o músico é multi banda (verdadeiro ou falso)."],
    ["a list as instrument", { name: "Ana", instrument: ["Violão"] }, "instrument", "Informe um texto."],
    ["a bio over 2000 characters", { name: "Ana", bio: "b".repeat(2001) }, "bio", "A biografia deve ter no máximo 2000 caracteres."],
    ["an e-mail without a domain", { name: "Ana", email: "ana@" }, "email", "Informe um e-mail válido, como nome@exemplo.com."],
    ["an e-mail over 254 characters", { name: "Ana", email: `${"a".repeat(250)}@x.com` }, "email", "Informe um e-mail válido, como nome@exemplo.com."],
    ["a number as e-mail", { name: "Ana", email: 42 }, "email", "Informe um texto."],
    ["a phone with letters", { name: "Ana", phone: "11 9876-ABCD" }, "phone", musicianMessages.phoneInvalid],
    ["a phone without its DDD", { name: "Ana", phone: "98765-4321" }, "phone", musicianMessages.phoneInvalid],
    ["a phone too long for any country", { name: "Ana", phone: "+1234567890123456" }, "phone", musicianMessages.phoneInvalid],
  ])("refuses %s with 422 and creates nothing", async (_label, json, path, message) => {
    const response = await ctx.api("/api/admin/musicians", { method: "POST", json });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { code: "validation_failed", issues: [{ path, message }] } });
    expect(await ctx.app.db.select().from(musicians).where(eq(musicians.churchId, ctx.churchId))).toEqual([]);
  });

  it("refuses a body that is not JSON with 4xx", async () => {
    const response = await ctx.api("/api/admin/musicians", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{ nome: ",
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe("PUT /api/admin/musicians/:id", () => {
  it("updates the musician; fields left out keep their value and null clears them", async () => {
    const musician = await createMusician(ctx.app.db, ctx.churchId, { name: "Ana", instrument: "Flauta", bio: "Bio" });

    const renamed = await ctx.api(`/api/admin/musicians/${musician.id}`, { method: "PUT", json: { name: "Ana Paula" } });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toEqual({
      musician: { id: musician.id, name: "Ana Paula", isMultibanda: false, instrument: "Flauta", bio: "Bio", avatarUrl: null, email: null, phone: null },
    });

    const cleared = await ctx.api(`/api/admin/musicians/${musician.id}`, {
      method: "PUT",
      json: { name: "Ana Paula", isMultibanda: true, instrument: null, bio: "  " },
    });
    expect(cleared.status).toBe(200);
    expect(await rowOf(musician.id)).toMatchObject({ name: "Ana Paula", isMultibanda: true, instrument: null, bio: null });
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of [MISSING_ID, "nao-e-um-id", "123"]) {
      const response = await ctx.api(`/api/admin/musicians/${id}`, { method: "PUT", json: { name: "X" } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: "Músico não encontrado" } });
    }
  });

  it("refuses a blank name with 422 and changes nothing", async () => {
    const musician = await createMusician(ctx.app.db, ctx.churchId, { name: "Ana" });
    const response = await ctx.api(`/api/admin/musicians/${musician.id}`, { method: "PUT", json: { name: "" } });
    expect(response.status).toBe(422);
    expect((await rowOf(musician.id))?.name).toBe("Ana");
  });

  it("refuses to make a band member multibanda, naming the band", async () => {
    const musician = await createMusician(ctx.app.db, ctx.churchId, { name: "Ana" });
    await createBand(ctx.app.db, ctx.churchId, { members: [{ musicianId: musician.id }], name: "Banda Ágape", year: 2019 });

    const response = await ctx.api(`/api/admin/musicians/${musician.id}`, { method: "PUT", json: { name: "Ana Maria", isMultibanda: true } });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: {
        code: "musician_in_bands",
        message: "Este músico faz parte de uma banda: Banda Ágape (2019). Remova-o da banda antes de marcá-lo como multi banda.",
      },
    });
    expect(await rowOf(musician.id)).toMatchObject({ name: "Ana", isMultibanda: false });
  });

  it("does not let another church's administrator change the musician", async () => {
    const musician = await createMusician(ctx.app.db, ctx.churchId, { name: "Ana", instrument: "Flauta" });
    const response = await ctx.api(`/api/admin/musicians/${musician.id}`, { method: "PUT", json: { name: "Invadido" } }, ctx.otherCookie);
    expect(response.status).toBe(404);
    expect(await rowOf(musician.id)).toMatchObject({ name: "Ana", instrument: "Flauta" });
  });
});

describe("GET /api/admin/musicians/:id", () => {
  it("answers the musician, and 404 for another church's or a malformed id", async () => {
    const musician = await createMusician(ctx.app.db, ctx.churchId, { name: "Ana" });
    expect(await (await ctx.api(`/api/admin/musicians/${musician.id}`)).json()).toMatchObject({ musician: { id: musician.id, name: "Ana" } });
    expect((await ctx.api(`/api/admin/musicians/${musician.id}`, {}, ctx.otherCookie)).status).toBe(404);
    expect((await ctx.api("/api/admin/musicians/x")).status).toBe(404);
  });
});

describe("DELETE /api/admin/musicians/:id", () => {
  it("deletes the musician and their band memberships", async () => {
    const musician = await createMusician(ctx.app.db, ctx.churchId);
    const band = await createBand(ctx.app.db, ctx.churchId, { members: [{ musicianId: musician.id, instrument: ["Baixo"] }] });

    const response = await ctx.api(`/api/admin/musicians/${musician.id}`, { method: "DELETE" });
    expect(response.status).toBe(204);
    expect(await rowOf(musician.id)).toBeUndefined();
    expect(await ctx.app.db.select().from(bandMusicians).where(eq(bandMusicians.bandId, band.id))).toEqual([]);
  });

  it("refuses to delete a musician who played in services, saying how many", async () => {
    const musician = await createMusician(ctx.app.db, ctx.churchId, { name: "Ana" });
    const band = await createBand(ctx.app.db, ctx.churchId);
    const first = await createService(ctx.app.db, ctx.churchId, { bandId: band.id, date: "2025-01-05" });
    const second = await createService(ctx.app.db, ctx.churchId, { bandId: band.id, date: "2025-01-12" });
    await createServiceLineup(ctx.app.db, ctx.churchId, { serviceId: first.id, musicianId: musician.id });
    const segment = await createSegment(ctx.app.db, ctx.churchId, { serviceId: first.id, bandId: band.id });
    await createSegmentLineup(ctx.app.db, ctx.churchId, { serviceId: first.id, songDetailId: segment.id, musicianId: musician.id });
    const secondSegment = await createSegment(ctx.app.db, ctx.churchId, { serviceId: second.id, bandId: band.id });
    await createSegmentLineup(ctx.app.db, ctx.churchId, { serviceId: second.id, songDetailId: secondSegment.id, musicianId: musician.id });

    const response = await ctx.api(`/api/admin/musicians/${musician.id}`, { method: "DELETE" });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: {
        code: "musician_in_services",
        message:
          "Este músico participou de 2 cultos e não pode ser excluído, para que o histórico dos cultos não mude. " +
          "Remova-o das escalas desses cultos antes de excluí-lo.",
      },
    });
    expect(await rowOf(musician.id)).toBeDefined();
  });

  it("says '1 culto' for a single service", async () => {
    const musician = await createMusician(ctx.app.db, ctx.churchId);
    const band = await createBand(ctx.app.db, ctx.churchId);
    const service = await createService(ctx.app.db, ctx.churchId, { bandId: band.id });
    await createServiceLineup(ctx.app.db, ctx.churchId, { serviceId: service.id, musicianId: musician.id });

    const response = await ctx.api(`/api/admin/musicians/${musician.id}`, { method: "DELETE" });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain("participou de 1 culto e");
  });

  it("answers 404 for unknown, malformed and other churches' ids, deleting nothing", async () => {
    const musician = await createMusician(ctx.app.db, ctx.churchId);
    for (const [id, as] of idsNotFound(ctx, musician.id)) {
      const response = await ctx.api(`/api/admin/musicians/${id}`, { method: "DELETE" }, as);
      expect(response.status).toBe(404);
    }
    expect(await rowOf(musician.id)).toBeDefined();
  });
});

describe("GET /api/admin/musicians/:id/usage", () => {
  it("tells before any confirmation that a musician who played cannot be deleted, and which bands one who did not leaves", async () => {
    const ana = await createMusician(ctx.app.db, ctx.churchId, { name: "Ana" });
    const bia = await createMusician(ctx.app.db, ctx.churchId, { name: "Bia" });
    const agape = await createBand(ctx.app.db, ctx.churchId, { name: "Ágape", year: 2019, members: [{ musicianId: ana.id }, { musicianId: bia.id }] });
    await createBand(ctx.app.db, ctx.churchId, { name: "Kairós", year: 2023, members: [{ musicianId: bia.id }] });
    const service = await createService(ctx.app.db, ctx.churchId, { bandId: agape.id });
    await createServiceLineup(ctx.app.db, ctx.churchId, { serviceId: service.id, musicianId: ana.id });

    const played = await ctx.api(`/api/admin/musicians/${ana.id}/usage`);
    expect(played.status).toBe(200);
    expect(await played.json()).toEqual({ usage: { services: 1, bands: ["Ágape (2019)"] } });
    const free = await ctx.api(`/api/admin/musicians/${bia.id}/usage`);
    expect(await free.json()).toEqual({ usage: { services: 0, bands: ["Kairós (2023)", "Ágape (2019)"] } });
    // The answer is what the deletion then does.
    expect((await ctx.api(`/api/admin/musicians/${ana.id}`, { method: "DELETE" })).status).toBe(409);
    expect((await ctx.api(`/api/admin/musicians/${bia.id}`, { method: "DELETE" })).status).toBe(204);
  });

  it("answers 404 for unknown, malformed and other churches' ids", async () => {
    const musician = await createMusician(ctx.app.db, ctx.churchId);
    for (const [id, as] of idsNotFound(ctx, musician.id)) {
      expect((await ctx.api(`/api/admin/musicians/${id}/usage`, {}, as)).status).toBe(404);
    }
  });
});

describe("POST /api/admin/musicians/:id/avatar", () => {
  async function upload(id: string, form: FormData, as = ctx.cookie) {
    return ctx.api(`/api/admin/musicians/${id}/avatar`, { method: "POST", body: form }, as);
  }

  it("stores the image as WebP, serves it, and replaces the previous one", async () => {
    const musician = await createMusician(ctx.app.db, ctx.churchId);

    const first = await upload(musician.id, imageForm(await pngBytes()));
    expect(first.status).toBe(200);
    const firstUrl = ((await first.json()) as { musician: Musician }).musician.avatarUrl;
    expect(firstUrl).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
    const served = await ctx.app.request(firstUrl ?? "");
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");

    const second = await upload(musician.id, imageForm(await pngBytes(64, 48)));
    const secondUrl = ((await second.json()) as { musician: Musician }).musician.avatarUrl;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await rowOf(musician.id))?.avatarUrl).toBe(secondUrl);
    expect((await ctx.app.request(firstUrl ?? "")).status).toBe(404);
  });

  it("refuses a file that is not an image, keeping the avatar", async () => {
    const musician = await createMusician(ctx.app.db, ctx.churchId, { avatarUrl: null });
    const response = await upload(musician.id, imageForm(new TextEncoder().encode("<svg onload=alert(1)>"), "x.png"));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { message: "Por favor, selecione um arquivo de imagem válido." } });
    expect((await rowOf(musician.id))?.avatarUrl).toBeNull();
  });

  it("refuses an image over 5 MB with 413", async () => {
    const musician = await createMusician(ctx.app.db, ctx.churchId);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(await pngBytes());
    const response = await upload(musician.id, imageForm(big));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { message: "A imagem deve ter no máximo 5MB." } });
  });

  it("refuses a request that is not a multipart upload", async () => {
    const musician = await createMusician(ctx.app.db, ctx.churchId);
    const response = await ctx.api(`/api/admin/musicians/${musician.id}/avatar`, { method: "POST", json: { file: "x" } });
    expect(response.status).toBe(422);
  });

  it("answers 404 to another church's administrator and changes nothing", async () => {
    const musician = await createMusician(ctx.app.db, ctx.churchId);
    const response = await upload(musician.id, imageForm(await pngBytes()), ctx.otherCookie);
    expect(response.status).toBe(404);
    expect((await rowOf(musician.id))?.avatarUrl).toBeNull();
    expect((await upload("nao-e-um-id", imageForm(await pngBytes()))).status).toBe(404);
  });
});

describe("DELETE /api/admin/musicians/:id/avatar", () => {
  it("removes the avatar and its file; another church gets 404", async () => {
    const musician = await createMusician(ctx.app.db, ctx.churchId);
    const uploaded = await ctx.api(`/api/admin/musicians/${musician.id}/avatar`, { method: "POST", body: imageForm(await pngBytes()) });
    const url = ((await uploaded.json()) as { musician: Musician }).musician.avatarUrl ?? "";

    expect((await ctx.api(`/api/admin/musicians/${musician.id}/avatar`, { method: "DELETE" }, ctx.otherCookie)).status).toBe(404);
    expect((await rowOf(musician.id))?.avatarUrl).toBe(url);

    const response = await ctx.api(`/api/admin/musicians/${musician.id}/avatar`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ musician: { avatarUrl: null } });
    expect((await ctx.app.request(url)).status).toBe(404);
  });
});
