import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { HISTORY_PAGE_SIZE, historyMessages, type HistoryResponse } from "@shared/schemas/history";
import type { ServiceEditorState } from "@shared/schemas/services";
import { useAdminContext } from "../../../tests/admin-context";
import { createAdmin, createBand, createService, createSong } from "../../../tests/factories";
import { serviceBody } from "../../../tests/service-body";
import { auditEntries, services, users } from "../db";

const ctx = useAdminContext({ emptyEachTest: true });

beforeEach(async () => {
  await ctx.app.db.delete(auditEntries);
});

async function history(query = "", as = ctx.cookie) {
  const response = await ctx.api(`/api/admin/history${query}`, {}, as);
  return { status: response.status, body: (await response.json()) as HistoryResponse & { error?: { code: string; issues: { path: string; message: string }[] } } };
}

/** `count` entries of the church, one minute apart, the last the newest. */
async function addEntries(churchId: string, count: number, values: Partial<typeof auditEntries.$inferInsert> = {}) {
  const start = Date.parse("2026-01-01T12:00:00Z");
  await ctx.app.db.insert(auditEntries).values(
    Array.from({ length: count }, (_, index) => ({
      churchId,
      userId: ctx.own.admin.id,
      userName: ctx.own.admin.name,
      kind: "song",
      recordId: null,
      action: "create",
      summary: `Entrada ${index + 1}`,
      at: new Date(start + index * 60_000),
      ...values,
    })),
  );
}

describe("GET /api/admin/history", () => {
  it("lists the church's entries newest first, 50 a page, with the total", async () => {
    await addEntries(ctx.churchId, 55);

    const first = await history();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 55, page: 1, pageSize: HISTORY_PAGE_SIZE });
    expect(first.body.entries).toHaveLength(50);
    expect(first.body.entries[0]).toMatchObject({ summary: "Entrada 55", userName: ctx.own.admin.name, kind: "song", action: "create", at: "2026-01-01T12:54:00.000Z" });

    const second = await history("?page=2");
    expect(second.body.entries.map((entry) => entry.summary)).toEqual(["Entrada 5", "Entrada 4", "Entrada 3", "Entrada 2", "Entrada 1"]);
    expect((await history("?page=3")).body.entries).toEqual([]);
  });

  it("filters by member and by kind, and offers the members who have entries", async () => {
    const colleague = await createAdmin(ctx.app);
    await addEntries(ctx.churchId, 2);
    await addEntries(ctx.churchId, 1, { userId: colleague.id, userName: colleague.name, kind: "band", summary: "Banda \"Louvor Sede\" criada" });

    const byColleague = await history(`?member=${colleague.id}`);
    expect(byColleague.body.entries.map((entry) => entry.summary)).toEqual(['Banda "Louvor Sede" criada']);
    expect((await history("?kind=song")).body.total).toBe(2);
    expect((await history(`?kind=song&member=${colleague.id}`)).body.total).toBe(0);
    expect((await history("?kind=&member=")).body.total).toBe(3);
    expect(byColleague.body.members.map((member) => member.id).sort()).toEqual([ctx.own.admin.id, colleague.id].sort());
  });

  it("keeps a removed member's name on their entries", async () => {
    const leaving = await createAdmin(ctx.app);
    await addEntries(ctx.churchId, 1, { userId: leaving.id, userName: "Maria Souza", summary: "Culto de 12/05/2024 criado" });
    await ctx.app.db.delete(users).where(eq(users.id, leaving.id));

    const { body } = await history();
    expect(body.entries[0]).toMatchObject({ userId: null, userName: "Maria Souza", summary: "Culto de 12/05/2024 criado" });
    expect(body.members.map((member) => member.name)).not.toContain("Maria Souza");
  });

  it("never shows another church's entries, whatever the filter", async () => {
    await addEntries(ctx.otherChurchId, 3, { userId: ctx.other.admin.id, userName: ctx.other.admin.name });

    expect((await history()).body).toMatchObject({ total: 0, entries: [], members: [] });
    expect((await history(`?member=${ctx.other.admin.id}`)).body.total).toBe(0);
    expect((await history("", ctx.otherCookie)).body.total).toBe(3);
  });

  it.each([
    ["?page=0", "page", historyMessages.pageInvalid],
    ["?page=abc", "page", historyMessages.pageInvalid],
    ["?member=ana", "member", historyMessages.memberInvalid],
    ["?kind=sermon", "kind", historyMessages.kindInvalid],
  ])("answers %s with 422 and a Portuguese message", async (query, path, message) => {
    const { status, body } = await history(query);
    expect(status).toBe(422);
    expect(body.error?.issues).toContainEqual(expect.objectContaining({ path, message }));
  });

  it("answers 401 without a session", async () => {
    expect((await ctx.app.request("/api/admin/history")).status).toBe(401);
  });
});

describe("entries live and die with their write", () => {
  it("a refused write records nothing", async () => {
    const band = await createBand(ctx.app.db, ctx.churchId);
    const song = await createSong(ctx.app.db, ctx.churchId);
    // An unknown musician in the lineup: refused inside the save's transaction.
    const refused = await ctx.api("/api/admin/services", {
      method: "POST",
      json: serviceBody(band.id, [{ songCatalogId: song.id, startTime: 0, endTime: 60 }], {
        musicians: [{ musicianId: "6f1c2b7a-3d4e-4f5a-8b9c-0d1e2f3a4b5c", instrument: "Vocal" }],
      }),
    });
    expect(refused.status).toBe(422);
    expect(await ctx.app.db.select().from(services).where(eq(services.churchId, ctx.churchId))).toEqual([]);
    expect(await ctx.app.db.select().from(auditEntries)).toEqual([]);
  });

  it("an entry that cannot be written takes its write with it", async () => {
    const band = await createBand(ctx.app.db, ctx.churchId);
    const song = await createSong(ctx.app.db, ctx.churchId);
    // A constraint that refuses this one entry: the service it records rolls back with it.
    await ctx.app.db.execute(sql.raw(`alter table audit_entries add constraint audit_entries_test_refuse check (summary <> 'Culto de 09/03/2025 criado') not valid`));
    try {
      const response = await ctx.api("/api/admin/services", { method: "POST", json: serviceBody(band.id, [{ songCatalogId: song.id, startTime: 0, endTime: 60 }]) });
      expect(response.status).toBe(500);
      expect(await ctx.app.db.select().from(services).where(eq(services.churchId, ctx.churchId))).toEqual([]);
    } finally {
      await ctx.app.db.execute(sql.raw("alter table audit_entries drop constraint audit_entries_test_refuse"));
    }
  });
});

describe("the service editor's authorship", () => {
  async function editorState(id: string) {
    const response = await ctx.api(`/api/admin/services/${id}`);
    expect(response.status).toBe(200);
    return (await response.json()) as ServiceEditorState;
  }

  it("says who created the service and who changed it last", async () => {
    const band = await createBand(ctx.app.db, ctx.churchId);
    const song = await createSong(ctx.app.db, ctx.churchId);
    const body = serviceBody(band.id, [{ songCatalogId: song.id, startTime: 0, endTime: 60 }]);
    const created = (await (await ctx.api("/api/admin/services", { method: "POST", json: body })).json()) as ServiceEditorState;
    expect(created.authorship).toEqual({ created: { by: ctx.own.admin.name, at: expect.any(String) }, lastChanged: null });

    await ctx.app.db.update(auditEntries).set({ userName: "Pedro Alves", at: new Date("2026-01-01T12:00:00Z") });
    const updated = await ctx.api(`/api/admin/services/${created.service.id}`, { method: "PUT", json: { ...body, time: "10:00" } });
    expect(updated.status).toBe(200);

    const state = await editorState(created.service.id);
    expect(state.authorship.created).toEqual({ by: "Pedro Alves", at: "2026-01-01T12:00:00.000Z" });
    expect(state.authorship.lastChanged).toEqual({ by: ctx.own.admin.name, at: expect.any(String) });
    expect(Date.parse(state.authorship.lastChanged!.at)).toBeGreaterThan(Date.parse("2026-01-01T12:00:00Z"));
  });

  it("shows nothing it does not know for a service older than the history", async () => {
    const service = await createService(ctx.app.db, ctx.churchId);
    expect((await editorState(service.id)).authorship).toEqual({ created: null, lastChanged: null });
  });
});
