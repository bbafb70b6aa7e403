import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { addMember, createAdmin, createBand, createMusician, createSong, signedInAdmin } from "../../../tests/factories";
import { pastServicesChannel, startFakeYouTubeApi } from "../../../tests/fake-youtube-api";
import { formWith } from "../../../tests/fuzz/fixture";
import { pngBytes } from "../../../tests/images";
import { serviceBody } from "../../../tests/service-body";
import { useTestApp, type TestApp } from "../../../tests/test-app";
import { auditEntries, churches, invitations, musicians, planTeam } from "../db";
import { ffmpegPath } from "../recording";

/**
 * Every admin write leaves one entry in the church's history (issue 24). The app's own route
 * table is the list: a new POST, PUT, PATCH or DELETE under /api/admin that has no case here
 * fails the first test, and each case proves its route records the right kind, record and summary.
 */

const youtube = await startFakeYouTubeApi({ channels: [pastServicesChannel({ handle: "@historico", count: 2, prefix: "h" })] });
const app = useTestApp({ YOUTUBE_API_KEY: youtube.key, YOUTUBE_API_URL: youtube.url });
afterAll(() => youtube.close());

/**
 * POSTs that change none of the church's records and record nothing: reads that carry a list in
 * the body, and 'Analisar gravação', whose analysis waits for the service's save, which is recorded
 * (decision 526).
 */
const READS_WITH_A_BODY = ["POST /api/admin/songs/matches", "POST /api/admin/songs/import/preview", "POST /api/admin/services/recording"];

type Church = Awaited<ReturnType<typeof setUpChurch>>;
type Expected = { kind: string; recordId: string | null; action: "create" | "update" | "delete"; summary: string | RegExp };
/** A case answers its request and what it must record; `churchId` and `by` when not the set-up church and its administrator. */
type Case = (church: Church) => Promise<{ response: Response; expected: Expected; churchId?: string; by?: { id: string; name: string } }>;

async function setUpChurch(test: TestApp) {
  const signedIn = await signedInAdmin(test);
  const churchId = signedIn.church.id;
  const send = (url: string, init: RequestInit & { json?: unknown } = {}) =>
    test.request(url, { ...init, headers: { cookie: signedIn.cookie, ...(init.headers as Record<string, string>) } });
  const band = await createBand(test.db, churchId, { name: "Louvor Sede", year: 2020 });
  const musician = await createMusician(test.db, churchId, { name: "Ana Lima" });
  const song = await createSong(test.db, churchId, { name: "Grande é o Senhor" });
  const saved = await send("/api/admin/services", {
    method: "POST",
    json: serviceBody(band.id, [{ songCatalogId: song.id, startTime: 10, endTime: 200 }], { date: "2024-05-12" }),
  });
  expect(saved.status).toBe(201);
  const service = (await saved.json()) as { service: { id: string }; segments: { id: string }[] };
  const planned = await send("/api/admin/plans", { method: "POST", json: { date: "2099-01-04", time: "19:00", bandId: band.id, songs: [] } });
  expect(planned.status).toBe(201);
  const { plan } = (await planned.json()) as { plan: { id: string } };
  return {
    ...signedIn,
    churchId,
    send,
    band,
    musician,
    song,
    serviceId: service.service.id,
    segmentId: service.segments[0]!.id,
    planId: plan.id,
  };
}

/** Three seconds of a tone as a wav file: enough for the recording's analysis to answer. */
function toneWav(): Buffer {
  return execFileSync(ffmpegPath(), ["-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i", "sine=frequency=440:duration=3", "-f", "wav", "pipe:1"]);
}

const upload = async () => ({ method: "POST", body: formWith("file", await pngBytes(16, 16), "foto.png") });
const idOf = async (response: Response, key: string) => ((await response.clone().json()) as Record<string, { id: string }>)[key]!.id;

const cases: Record<string, Case> = {
  "POST /api/admin/church": async () => {
    const admin = await createAdmin(app);
    const { cookie } = await app.signIn(admin.email, admin.password);
    const slug = `igreja-${randomUUID().slice(0, 8)}`;
    const response = await app.request("/api/admin/church", { method: "POST", headers: { cookie }, json: { name: "Igreja da Paz", slug, youtubeChannel: "@igrejadapaz" } });
    const churchId = await idOf(response, "church");
    return { response, churchId, by: admin, expected: { kind: "church", recordId: churchId, action: "create", summary: 'Igreja "Igreja da Paz" cadastrada' } };
  },
  "PUT /api/admin/church": async (c) => ({
    response: await c.send("/api/admin/church", { method: "PUT", json: { name: "Igreja Renovada", slug: c.church.slug, youtubeChannel: "@igrejarenovada" } }),
    expected: { kind: "church", recordId: c.churchId, action: "update", summary: 'Igreja "Igreja Renovada" alterada' },
  }),
  "POST /api/admin/church/logo": async (c) => ({
    response: await c.send("/api/admin/church/logo", await upload()),
    expected: { kind: "church", recordId: c.churchId, action: "update", summary: `Logo da igreja "${c.church.name}" alterado` },
  }),
  "POST /api/admin/musicians": async (c) => {
    const response = await c.send("/api/admin/musicians", { method: "POST", json: { name: "Bruno Costa" } });
    return { response, expected: { kind: "musician", recordId: await idOf(response, "musician"), action: "create", summary: 'Músico "Bruno Costa" criado' } };
  },
  "PUT /api/admin/musicians/:id": async (c) => ({
    response: await c.send(`/api/admin/musicians/${c.musician.id}`, { method: "PUT", json: { name: "Ana Lima Souza" } }),
    expected: { kind: "musician", recordId: c.musician.id, action: "update", summary: 'Músico "Ana Lima Souza" alterado' },
  }),
  "DELETE /api/admin/musicians/:id": async (c) => {
    const other = await createMusician(app.db, c.churchId, { name: "Carlos" });
    return {
      response: await c.send(`/api/admin/musicians/${other.id}`, { method: "DELETE" }),
      expected: { kind: "musician", recordId: other.id, action: "delete", summary: 'Músico "Carlos" excluído' },
    };
  },
  "POST /api/admin/musicians/:id/avatar": async (c) => ({
    response: await c.send(`/api/admin/musicians/${c.musician.id}/avatar`, await upload()),
    expected: { kind: "musician", recordId: c.musician.id, action: "update", summary: 'Foto do músico "Ana Lima" alterada' },
  }),
  "DELETE /api/admin/musicians/:id/avatar": async (c) => ({
    response: await c.send(`/api/admin/musicians/${c.musician.id}/avatar`, { method: "DELETE" }),
    expected: { kind: "musician", recordId: c.musician.id, action: "update", summary: 'Foto do músico "Ana Lima" removida' },
  }),
  "POST /api/admin/bands": async (c) => {
    const response = await c.send("/api/admin/bands", { method: "POST", json: { name: "Banda Jovem", year: 2024, members: [] } });
    return { response, expected: { kind: "band", recordId: await idOf(response, "band"), action: "create", summary: 'Banda "Banda Jovem" criada' } };
  },
  "PUT /api/admin/bands/:id": async (c) => ({
    response: await c.send(`/api/admin/bands/${c.band.id}`, { method: "PUT", json: { name: "Louvor Sede", year: 2021, members: [] } }),
    expected: { kind: "band", recordId: c.band.id, action: "update", summary: 'Banda "Louvor Sede" alterada' },
  }),
  "DELETE /api/admin/bands/:id": async (c) => {
    const other = await createBand(app.db, c.churchId, { name: "Banda Antiga", year: 2001 });
    return {
      response: await c.send(`/api/admin/bands/${other.id}`, { method: "DELETE" }),
      expected: { kind: "band", recordId: other.id, action: "delete", summary: 'Banda "Banda Antiga" excluída' },
    };
  },
  "POST /api/admin/bands/:id/image": async (c) => ({
    response: await c.send(`/api/admin/bands/${c.band.id}/image`, await upload()),
    expected: { kind: "band", recordId: c.band.id, action: "update", summary: 'Imagem da banda "Louvor Sede" alterada' },
  }),
  "DELETE /api/admin/bands/:id/image": async (c) => ({
    response: await c.send(`/api/admin/bands/${c.band.id}/image`, { method: "DELETE" }),
    expected: { kind: "band", recordId: c.band.id, action: "update", summary: 'Imagem da banda "Louvor Sede" removida' },
  }),
  "POST /api/admin/services": async (c) => {
    const response = await c.send("/api/admin/services", { method: "POST", json: serviceBody(c.band.id, [{ songCatalogId: c.song.id, startTime: 5, endTime: 100 }], { date: "2024-06-02" }) });
    return { response, expected: { kind: "service", recordId: await idOf(response, "service"), action: "create", summary: "Culto de 02/06/2024 criado" } };
  },
  "PUT /api/admin/services/:id": async (c) => ({
    response: await c.send(`/api/admin/services/${c.serviceId}`, { method: "PUT", json: serviceBody(c.band.id, [{ songCatalogId: c.song.id, startTime: 5, endTime: 100 }], { date: "2024-05-19" }) }),
    expected: { kind: "service", recordId: c.serviceId, action: "update", summary: "Culto de 19/05/2024 alterado" },
  }),
  "DELETE /api/admin/services/:id": async (c) => ({
    response: await c.send(`/api/admin/services/${c.serviceId}`, { method: "DELETE" }),
    expected: { kind: "service", recordId: c.serviceId, action: "delete", summary: "Culto de 12/05/2024 excluído" },
  }),
  "DELETE /api/admin/services/:id/segments/:segmentId": async (c) => ({
    response: await c.send(`/api/admin/services/${c.serviceId}/segments/${c.segmentId}`, { method: "DELETE" }),
    expected: { kind: "service", recordId: c.serviceId, action: "update", summary: 'Música "Grande é o Senhor" removida do culto de 12/05/2024' },
  }),
  "POST /api/admin/services/import": async (c) => {
    await app.db.update(churches).set({ youtubeChannel: "https://www.youtube.com/@historico" }).where(eq(churches.id, c.churchId));
    const response = await c.send("/api/admin/services/import", {
      method: "POST",
      json: { timeZone: "America/Sao_Paulo", videos: [{ videoId: "h0000000000", bandId: c.band.id }] },
    });
    const { created } = (await response.clone().json()) as { created: { serviceId: string }[] };
    expect(created).toHaveLength(1);
    return {
      response,
      expected: { kind: "service", recordId: created[0]!.serviceId, action: "create", summary: /^Culto de \d{2}\/\d{2}\/\d{4} importado do YouTube$/ },
    };
  },
  "POST /api/admin/plans": async (c) => {
    const response = await c.send("/api/admin/plans", { method: "POST", json: { date: "2099-02-01", time: "09:00", bandId: c.band.id, songs: [] } });
    return { response, expected: { kind: "plan", recordId: await idOf(response, "plan"), action: "create", summary: "Planejamento de 01/02/2099 criado" } };
  },
  "PUT /api/admin/plans/:id": async (c) => ({
    response: await c.send(`/api/admin/plans/${c.planId}`, { method: "PUT", json: { date: "2099-01-11", time: "19:00", bandId: c.band.id, songs: [] } }),
    expected: { kind: "plan", recordId: c.planId, action: "update", summary: "Planejamento de 11/01/2099 alterado" },
  }),
  "POST /api/admin/plans/:id/escala": async (c) => {
    // The team as the plan dialog would have saved it, written here so that only the sending is recorded.
    await app.db.update(musicians).set({ email: `ana-${randomUUID().slice(0, 8)}@example.com` }).where(eq(musicians.id, c.musician.id));
    await app.db.insert(planTeam).values({ churchId: c.churchId, planId: c.planId, position: "Vocal", sortOrder: 0, musicianId: c.musician.id });
    return {
      response: await c.send(`/api/admin/plans/${c.planId}/escala`, { method: "POST" }),
      expected: { kind: "plan", recordId: c.planId, action: "update", summary: "Escala de 04/01/2099 enviada (1 e-mail)" },
    };
  },
  "DELETE /api/admin/plans/:id": async (c) => ({
    response: await c.send(`/api/admin/plans/${c.planId}`, { method: "DELETE" }),
    expected: { kind: "plan", recordId: c.planId, action: "delete", summary: "Planejamento de 04/01/2099 excluído" },
  }),
  "POST /api/admin/songs": async (c) => {
    const response = await c.send("/api/admin/songs", { method: "POST", json: { name: "Santo Espírito" } });
    return { response, expected: { kind: "song", recordId: await idOf(response, "song"), action: "create", summary: 'Música "Santo Espírito" criada' } };
  },
  "PUT /api/admin/songs/:id": async (c) => ({
    response: await c.send(`/api/admin/songs/${c.song.id}`, { method: "PUT", json: { name: "Grande é o Senhor (ao vivo)" } }),
    expected: { kind: "song", recordId: c.song.id, action: "update", summary: 'Música "Grande é o Senhor (ao vivo)" alterada' },
  }),
  "DELETE /api/admin/songs/:id": async (c) => {
    const other = await createSong(app.db, c.churchId, { name: "Hino Esquecido" });
    return {
      response: await c.send(`/api/admin/songs/${other.id}`, { method: "DELETE" }),
      expected: { kind: "song", recordId: other.id, action: "delete", summary: 'Música "Hino Esquecido" excluída' },
    };
  },
  "PATCH /api/admin/songs/:id/executions/:segmentId": async (c) => ({
    response: await c.send(`/api/admin/songs/${c.song.id}/executions/${c.segmentId}`, { method: "PATCH", json: { musicalKey: "G", tempo: 72 } }),
    expected: { kind: "service", recordId: c.serviceId, action: "update", summary: 'Execução de "Grande é o Senhor" no culto de 12/05/2024 alterada' },
  }),
  "POST /api/admin/songs/import": async (c) => ({
    response: await c.send("/api/admin/songs/import", {
      method: "POST",
      json: { rows: ["Oceanos", "Ousado Amor", "Grande é o Senhor"].map((name, index) => ({ line: index + 1, name, author: "", chordFile: "", lyrics: "" })) },
    }),
    expected: { kind: "song", recordId: null, action: "create", summary: "2 músicas importadas de uma lista" },
  }),
  "PATCH /api/admin/team/members/:memberId": async (c) => {
    const user = await createAdmin(app);
    const member = await addMember(app.db, c.churchId, user.id, "editor");
    return {
      response: await c.send(`/api/admin/team/members/${member.id}`, { method: "PATCH", json: { role: "admin" } }),
      expected: { kind: "member", recordId: member.id, action: "update", summary: `${user.name} agora é Administrador` },
    };
  },
  "DELETE /api/admin/team/members/:memberId": async (c) => {
    const user = await createAdmin(app);
    const member = await addMember(app.db, c.churchId, user.id, "editor");
    return {
      response: await c.send(`/api/admin/team/members/${member.id}`, { method: "DELETE" }),
      expected: { kind: "member", recordId: member.id, action: "delete", summary: `${user.name} removido(a) da equipe` },
    };
  },
  "POST /api/admin/team/invitations": async (c) => {
    const response = await c.send("/api/admin/team/invitations", { method: "POST", json: { email: "carla@example.com", role: "editor" } });
    const { invitation } = (await response.clone().json()) as { invitation: { id: string } };
    return { response, expected: { kind: "invitation", recordId: invitation.id, action: "create", summary: "Convite para carla@example.com enviado" } };
  },
  "POST /api/admin/team/invitations/:id/resend": async (c) => {
    const id = await pendingInvitation(c, "davi@example.com");
    return {
      response: await c.send(`/api/admin/team/invitations/${id}/resend`, { method: "POST" }),
      expected: { kind: "invitation", recordId: id, action: "update", summary: "Convite para davi@example.com reenviado" },
    };
  },
  "DELETE /api/admin/team/invitations/:id": async (c) => {
    const id = await pendingInvitation(c, "elisa@example.com");
    return {
      response: await c.send(`/api/admin/team/invitations/${id}`, { method: "DELETE" }),
      expected: { kind: "invitation", recordId: id, action: "delete", summary: "Convite para elisa@example.com cancelado" },
    };
  },
};

/** A pending invitation written straight to the table (so that making it records nothing). */
async function pendingInvitation(c: Church, email: string): Promise<string> {
  const [row] = await app.db
    .insert(invitations)
    .values({ churchId: c.churchId, email, role: "editor", tokenHash: randomUUID(), invitedByUserId: c.admin.id, expiresAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: invitations.id });
  return row!.id;
}

function entriesOf(churchId: string) {
  return app.db.select().from(auditEntries).where(eq(auditEntries.churchId, churchId)).orderBy(asc(auditEntries.at), asc(auditEntries.id));
}

describe("every admin write records who changed what", () => {
  it("has a case for every POST, PUT, PATCH and DELETE route under /api/admin", () => {
    const writes = new Set(
      app.app.routes
        .filter((route) => ["POST", "PUT", "PATCH", "DELETE"].includes(route.method) && route.path.startsWith("/api/admin/"))
        .map((route) => `${route.method} ${route.path}`),
    );
    expect([...writes].filter((route) => !READS_WITH_A_BODY.includes(route)).sort()).toEqual(Object.keys(cases).sort());
  });

  it.each(Object.keys(cases))("%s records one entry, by the signed-in member, in its church", async (route) => {
    const church = await setUpChurch(app);
    const before = (await entriesOf(church.churchId)).length;
    const { response, expected, churchId = church.churchId, by = church.admin } = await cases[route]!(church);
    expect(response.status, await response.clone().text()).toBeLessThan(300);

    const added = (await entriesOf(churchId)).slice(churchId === church.churchId ? before : 0);
    expect(added).toHaveLength(1);
    const [entry] = added;
    expect(entry).toMatchObject({ userId: by.id, userName: by.name, kind: expected.kind, recordId: expected.recordId, action: expected.action });
    if (expected.summary instanceof RegExp) expect(entry!.summary).toMatch(expected.summary);
    else expect(entry!.summary).toBe(expected.summary);
  });

  it.each(READS_WITH_A_BODY)("%s records nothing (it only reads)", async (route) => {
    const church = await setUpChurch(app);
    const before = (await entriesOf(church.churchId)).length;
    const url = route.replace("POST ", "");
    const response = url.endsWith("recording")
      ? await church.send(`${url}?name=culto.wav`, { method: "POST", body: new Uint8Array(toneWav()) })
      : await church.send(url, { method: "POST", json: url.endsWith("matches") ? { names: ["Oceanos"] } : { rows: [{ line: 1, name: "Oceanos", author: "", chordFile: "", lyrics: "" }] } });
    expect(response.status).toBe(200);
    await response.text();
    expect(await entriesOf(church.churchId)).toHaveLength(before);
  });
});
