import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBand, createMusician, createSegment, createService } from "../../../tests/factories";
import type { Band } from "@shared/schemas/bands";
import { bandMusicians, bands } from "../db";
import { useAdminContext } from "../../../tests/admin-context";
import { idsNotFound, MISSING_ID } from "../../../tests/support/ids-not-found";

const ctx = useAdminContext({ emptyEachTest: true });

const NOT_FOUND = { error: { code: "not_found", message: "Banda não encontrada" } };

async function bandRow(id: string) {
  const [row] = await ctx.app.db.select().from(bands).where(eq(bands.id, id));
  return row;
}

async function memberRows(bandId: string) {
  const rows = await ctx.app.db
    .select({ musicianId: bandMusicians.musicianId, instrument: bandMusicians.instrument, createdAt: bandMusicians.createdAt })
    .from(bandMusicians)
    .where(eq(bandMusicians.bandId, bandId));
  return rows.sort((a, b) => a.musicianId.localeCompare(b.musicianId));
}

type Musician = Awaited<ReturnType<typeof createMusician>>;

/** Musicians of the church under test, one per name, in that order. */
async function musiciansNamed<const Names extends readonly string[]>(...names: Names) {
  const made: Musician[] = [];
  for (const name of names) made.push(await createMusician(ctx.app.db, ctx.churchId, { name }));
  return made as { [Index in keyof Names]: Musician };
}

const postBand = (json: unknown) => ctx.api("/api/admin/bands", { method: "POST", json });
const putBand = (id: string, json: unknown, as?: string) => ctx.api(`/api/admin/bands/${id}`, { method: "PUT", json }, as);

async function listed(query = "") {
  const response = await ctx.api(`/api/admin/bands${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { bands: Band[] }).bands;
}

describe("GET /api/admin/bands", () => {
  it("lists the church's bands with members, by year (newest first) then name", async () => {
    const [ana, bruno] = await musiciansNamed("Ana", "Bruno");
    const agape = await createBand(ctx.app.db, ctx.churchId, { members: [
      { musicianId: bruno.id, instrument: ["Baixo"] },
      { musicianId: ana.id, instrument: ["Violão", "Vocal"] },
    ], name: "Ágape", year: 2019 });
    await createBand(ctx.app.db, ctx.churchId, { name: "Kairós", year: 2023 });
    await createBand(ctx.app.db, ctx.churchId, { name: "Zion", year: 2019 });
    await createBand(ctx.app.db, ctx.otherChurchId, { name: "De outra igreja", year: 2030 });

    const list = await listed();
    expect(list.map((band) => `${band.name} ${band.year}`)).toEqual(["Kairós 2023", "Ágape 2019", "Zion 2019"]);
    expect(list[1]).toEqual({
      id: agape.id,
      name: "Ágape",
      year: 2019,
      imageUrl: null,
      members: [
        { musicianId: ana.id, name: "Ana", isMultibanda: false, instrument: ["Violão", "Vocal"] },
        { musicianId: bruno.id, name: "Bruno", isMultibanda: false, instrument: ["Baixo"] },
      ],
    });
    expect(list[0]?.members).toEqual([]);
  });

  it("searches the name ignoring case and accents, or the year", async () => {
    await createBand(ctx.app.db, ctx.churchId, { name: "Banda Ágape", year: 2019 });
    await createBand(ctx.app.db, ctx.churchId, { name: "Banda Kairós", year: 2023 });
    await createBand(ctx.app.db, ctx.churchId, { name: "Louvor 100%", year: 2021 });

    expect((await listed("?search=AGAPE")).map((band) => band.name)).toEqual(["Banda Ágape"]);
    expect((await listed("?search=kairos")).map((band) => band.name)).toEqual(["Banda Kairós"]);
    expect((await listed("?search=2023")).map((band) => band.name)).toEqual(["Banda Kairós"]);
    expect((await listed("?search=20")).map((band) => band.name)).toEqual(["Banda Kairós", "Louvor 100%", "Banda Ágape"]);
    expect((await listed(`?search=${encodeURIComponent("%")}`)).map((band) => band.name)).toEqual(["Louvor 100%"]);
    expect(await listed("?search=nada")).toEqual([]);
  });

  it("refuses an oversized search with 422", async () => {
    expect((await ctx.api(`/api/admin/bands?search=${"a".repeat(101)}`)).status).toBe(422);
  });
});

describe("GET /api/admin/bands/:id", () => {
  it("answers the band with its members", async () => {
    const ana = await createMusician(ctx.app.db, ctx.churchId, { name: "Ana" });
    const band = await createBand(ctx.app.db, ctx.churchId, { members: [{ musicianId: ana.id, instrument: ["Vocal"] }], name: "Ágape", year: 2019 });
    const response = await ctx.api(`/api/admin/bands/${band.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      band: { id: band.id, name: "Ágape", year: 2019, imageUrl: null, members: [{ musicianId: ana.id, name: "Ana", isMultibanda: false, instrument: ["Vocal"] }] },
    });
  });

  it("answers 404 'Banda não encontrada' for unknown, malformed and other churches' ids", async () => {
    const band = await createBand(ctx.app.db, ctx.churchId);
    for (const [id, as] of idsNotFound(ctx, band.id, "1")) {
      const response = await ctx.api(`/api/admin/bands/${id}`, {}, as);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND);
    }
  });
});

describe("POST /api/admin/bands", () => {
  it("creates the band and its members in one request, answering 201", async () => {
    const [ana, bruno] = await musiciansNamed("Ana", "Bruno");

    const response = await postBand({
      name: "  Banda Nova ",
      year: 2025,
      members: [
        { musicianId: bruno.id, instrument: ["Baixo"] },
        { musicianId: ana.id.toUpperCase(), instrument: [" Violão ", "Vocal; Teclado", "violão"] },
      ],
    });
    expect(response.status).toBe(201);
    const { band } = (await response.json()) as { band: Band };
    expect(band).toMatchObject({
      name: "Banda Nova",
      year: 2025,
      imageUrl: null,
      members: [
        { musicianId: ana.id, name: "Ana", isMultibanda: false, instrument: ["Violão", "Vocal", "Teclado"] },
        { musicianId: bruno.id, name: "Bruno", isMultibanda: false, instrument: ["Baixo"] },
      ],
    });
    expect(await bandRow(band.id)).toMatchObject({ churchId: ctx.churchId, name: "Banda Nova", year: 2025 });
    expect(await memberRows(band.id)).toHaveLength(2);
  });

  it("creates a band without members", async () => {
    const response = await postBand({ name: "Sem músicos", year: 2020 });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ band: { name: "Sem músicos", members: [] } });
  });

  it.each([
    ["no name", { year: 2020 }, "name", "O nome da banda é obrigatório."],
    ["a blank name", { name: " ", year: 2020 }, "name", "O nome da banda é obrigatório."],
    ["a name over 100 characters", { name: "x".repeat(101), year: 2020 }, "name", "O nome da banda deve ter no máximo 100 caracteres."],
    ["no year", { name: "Banda" }, "year", "O ano da banda é obrigatório."],
    ["a year as text", { name: "Banda", year: "2020" }, "year", "Informe um ano entre 1900 e 2200."],
    ["a number as name", { name: 7, year: 2020 }, "name", "O nome da banda deve ser um texto."],
    ["a fractional year", { name: "Banda", year: 2020.5 }, "year", "Informe um ano entre 1900 e 2200."],
    ["a year out of range", { name: "Banda", year: 1800 }, "year", "Informe um ano entre 1900 e 2200."],
    ["members that are not a list", { name: "Banda", year: 2020, members: "Ana" }, "members", "Informe os músicos da banda como uma lista."],
    ["a malformed musician id", { name: "Banda", year: 2020, members: [{ musicianId: "123" }] }, "members.0.musicianId", "ID de músico inválido."],
    [
      "instruments that are not a list",
      { name: "Banda", year: 2020, members: [{ musicianId: MISSING_ID, instrument: "Violão" }] },
      "members.0.instrument",
      "Informe os instrumentos como uma lista de textos.",
    ],
    [
      "an instrument over 50 characters",
      { name: "Banda", year: 2020, members: [{ musicianId: MISSING_ID, instrument: ["v".repeat(51)] }] },
      "members.0.instrument.0",
      "Cada instrumento deve ter no máximo 50 caracteres.",
    ],
    [
      "more than 10 instruments",
      { name: "Banda", year: 2020, members: [{ musicianId: MISSING_ID, instrument: ["a,b,c,d,e,f,g,h,i,j,k"] }] },
      "members.0.instrument",
      "Informe no máximo 10 instrumentos por músico.",
    ],
    [
      "the same musician twice",
      { name: "Banda", year: 2020, members: [{ musicianId: MISSING_ID }, { musicianId: MISSING_ID }] },
      "members.1.musicianId",
      "Este músico já está na banda.",
    ],
  ])("refuses %s with 422 and creates nothing", async (_label, json, path, message) => {
    const response = await postBand(json);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { code: "validation_failed", issues: [{ path, message }] } });
    expect(await ctx.app.db.select().from(bands).where(eq(bands.churchId, ctx.churchId))).toEqual([]);
  });

  it("refuses unknown, other churches' and multibanda musicians with 'ID de músico inválido.', creating nothing", async () => {
    const ana = await createMusician(ctx.app.db, ctx.churchId, { name: "Ana" });
    const multi = await createMusician(ctx.app.db, ctx.churchId, { name: "Multi", isMultibanda: true });
    const stranger = await createMusician(ctx.app.db, ctx.otherChurchId, { name: "De fora" });

    const response = await postBand({
      name: "Banda",
      year: 2020,
      members: [{ musicianId: ana.id }, { musicianId: multi.id }, { musicianId: stranger.id }, { musicianId: MISSING_ID }],
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        code: "invalid_musician",
        message: "ID de músico inválido.",
        issues: [1, 2, 3].map((index) => ({ path: `members.${index}.musicianId`, message: "ID de músico inválido." })),
      },
    });
    expect(await ctx.app.db.select().from(bands).where(eq(bands.churchId, ctx.churchId))).toEqual([]);
    expect(await ctx.app.db.select().from(bandMusicians).where(eq(bandMusicians.churchId, ctx.churchId))).toEqual([]);
  });
});

describe("PUT /api/admin/bands/:id", () => {
  it("replaces the band's fields and members in one request", async () => {
    const [ana, bruno, carla] = await musiciansNamed("Ana", "Bruno", "Carla");
    const band = await createBand(ctx.app.db, ctx.churchId, { members: [
      { musicianId: ana.id, instrument: ["Vocal"] },
      { musicianId: bruno.id, instrument: ["Baixo"] },
    ], name: "Ágape", year: 2019 });
    const [anaJoined] = (await memberRows(band.id)).filter((row) => row.musicianId === ana.id);

    const response = await putBand(band.id, {
      name: "Ágape Renovada",
      year: 2020,
      members: [
        { musicianId: ana.id, instrument: ["Vocal", "Violão"] },
        { musicianId: carla.id, instrument: ["Teclado"] },
      ],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      band: {
        id: band.id,
        name: "Ágape Renovada",
        year: 2020,
        imageUrl: null,
        members: [
          { musicianId: ana.id, name: "Ana", isMultibanda: false, instrument: ["Vocal", "Violão"] },
          { musicianId: carla.id, name: "Carla", isMultibanda: false, instrument: ["Teclado"] },
        ],
      },
    });
    const rows = await memberRows(band.id);
    expect(rows.map((row) => row.musicianId).sort()).toEqual([ana.id, carla.id].sort());
    // A member who stays keeps the date they joined (it orders "latest instrument" look-ups).
    expect(rows.find((row) => row.musicianId === ana.id)?.createdAt).toEqual(anaJoined?.createdAt);
  });

  it("removes every member when the list is empty", async () => {
    const ana = await createMusician(ctx.app.db, ctx.churchId);
    const band = await createBand(ctx.app.db, ctx.churchId, { members: [{ musicianId: ana.id }] });
    const response = await putBand(band.id, { name: "Só nome", year: 2021, members: [] });
    expect(response.status).toBe(200);
    expect(await memberRows(band.id)).toEqual([]);
  });

  it("changes nothing when one member is invalid (one transaction)", async () => {
    const [ana, bruno] = await musiciansNamed("Ana", "Bruno");
    const multi = await createMusician(ctx.app.db, ctx.churchId, { name: "Multi", isMultibanda: true });
    const band = await createBand(ctx.app.db, ctx.churchId, { members: [{ musicianId: ana.id, instrument: ["Vocal"] }], name: "Ágape", year: 2019 });
    const before = await memberRows(band.id);

    const response = await putBand(band.id, {
      name: "Outro nome",
      year: 2024,
      members: [{ musicianId: bruno.id, instrument: ["Baixo"] }, { musicianId: multi.id }],
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { message: "ID de músico inválido.", issues: [{ path: "members.1.musicianId" }] } });
    expect(await bandRow(band.id)).toMatchObject({ name: "Ágape", year: 2019 });
    expect(await memberRows(band.id)).toEqual(before);
  });

  it("answers 404 for unknown and malformed ids, even with a bad body", async () => {
    for (const id of [MISSING_ID, "nao-e-um-id"]) {
      const good = await putBand(id, { name: "X", year: 2020 });
      expect(good.status).toBe(404);
      expect(await good.json()).toEqual(NOT_FOUND);
    }
    expect((await putBand("nao-e-um-id", {})).status).toBe(404);
  });

  it("does not let another church's administrator change the band or its members", async () => {
    const ana = await createMusician(ctx.app.db, ctx.churchId, { name: "Ana" });
    const band = await createBand(ctx.app.db, ctx.churchId, { members: [{ musicianId: ana.id, instrument: ["Vocal"] }], name: "Ágape", year: 2019 });
    const theirs = await createMusician(ctx.app.db, ctx.otherChurchId, { name: "Deles" });
    const before = await memberRows(band.id);

    for (const members of [[], [{ musicianId: theirs.id }], [{ musicianId: ana.id }]]) {
      const response = await putBand(band.id, { name: "Invadida", year: 2000, members }, ctx.otherCookie);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND);
    }
    expect(await bandRow(band.id)).toMatchObject({ name: "Ágape", year: 2019 });
    expect(await memberRows(band.id)).toEqual(before);
  });
});

describe("DELETE /api/admin/bands/:id", () => {
  it("deletes the band and its memberships, keeping the musicians", async () => {
    const ana = await createMusician(ctx.app.db, ctx.churchId);
    const band = await createBand(ctx.app.db, ctx.churchId, { members: [{ musicianId: ana.id }] });
    const response = await ctx.api(`/api/admin/bands/${band.id}`, { method: "DELETE" });
    expect(response.status).toBe(204);
    expect(await bandRow(band.id)).toBeUndefined();
    expect(await memberRows(band.id)).toEqual([]);
    expect((await ctx.api(`/api/admin/musicians/${ana.id}`)).status).toBe(200);
  });

  it("refuses to delete a band with services (409), saying how many", async () => {
    const band = await createBand(ctx.app.db, ctx.churchId, { name: "Ágape" });
    await createService(ctx.app.db, ctx.churchId, { bandId: band.id, date: "2025-01-05" });
    await createService(ctx.app.db, ctx.churchId, { bandId: band.id, date: "2025-01-12" });

    const response = await ctx.api(`/api/admin/bands/${band.id}`, { method: "DELETE" });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: {
        code: "band_in_services",
        message: "Esta banda tem 2 cultos registrados e não pode ser excluída, para que os cultos passados continuem com a sua banda.",
      },
    });
    expect(await bandRow(band.id)).toBeDefined();
  });

  it("refuses to delete a band that played a song in another band's service", async () => {
    const guest = await createBand(ctx.app.db, ctx.churchId, { name: "Convidada" });
    const host = await createBand(ctx.app.db, ctx.churchId, { name: "Anfitriã" });
    const service = await createService(ctx.app.db, ctx.churchId, { bandId: host.id });
    await createSegment(ctx.app.db, ctx.churchId, { serviceId: service.id, bandId: guest.id });

    const response = await ctx.api(`/api/admin/bands/${guest.id}`, { method: "DELETE" });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain("1 culto registrado");
    expect(await bandRow(guest.id)).toBeDefined();
  });

  it("answers 404 for unknown, malformed and other churches' ids, deleting nothing", async () => {
    const band = await createBand(ctx.app.db, ctx.churchId);
    for (const [id, as] of idsNotFound(ctx, band.id)) {
      const response = await ctx.api(`/api/admin/bands/${id}`, { method: "DELETE" }, as);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND);
    }
    expect(await bandRow(band.id)).toBeDefined();
  });
});

describe("GET /api/admin/bands/:id/usage", () => {
  it("tells before any confirmation that a band with services cannot be deleted, and how many members one without leaves", async () => {
    const ana = await createMusician(ctx.app.db, ctx.churchId);
    const bia = await createMusician(ctx.app.db, ctx.churchId);
    const played = await createBand(ctx.app.db, ctx.churchId, { name: "Ágape", members: [{ musicianId: ana.id }] });
    const guest = await createBand(ctx.app.db, ctx.churchId, { name: "Convidada" });
    const idle = await createBand(ctx.app.db, ctx.churchId, { name: "Nova", members: [{ musicianId: ana.id }, { musicianId: bia.id }] });
    const service = await createService(ctx.app.db, ctx.churchId, { bandId: played.id });
    await createService(ctx.app.db, ctx.churchId, { bandId: played.id, date: "2025-01-12" });
    await createSegment(ctx.app.db, ctx.churchId, { serviceId: service.id, bandId: guest.id });

    expect(await (await ctx.api(`/api/admin/bands/${played.id}/usage`)).json()).toEqual({ usage: { services: 2, members: 1 } });
    expect(await (await ctx.api(`/api/admin/bands/${guest.id}/usage`)).json()).toEqual({ usage: { services: 1, members: 0 } });
    expect(await (await ctx.api(`/api/admin/bands/${idle.id}/usage`)).json()).toEqual({ usage: { services: 0, members: 2 } });
    expect((await ctx.api(`/api/admin/bands/${played.id}`, { method: "DELETE" })).status).toBe(409);
    expect((await ctx.api(`/api/admin/bands/${idle.id}`, { method: "DELETE" })).status).toBe(204);
  });

  it("answers 404 for unknown, malformed and other churches' ids", async () => {
    const band = await createBand(ctx.app.db, ctx.churchId);
    for (const [id, as] of idsNotFound(ctx, band.id)) {
      const response = await ctx.api(`/api/admin/bands/${id}/usage`, {}, as);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND);
    }
  });
});
