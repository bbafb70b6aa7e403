import { beforeAll, describe, expect, it } from "vitest";
import { teamMessages } from "@shared/schemas/team";
import { addMember, createAdmin, createBand, createMusician, createSegment, createService, createSong, signedInAdmin, signedInMember } from "../../tests/factories";
import { fixture, setUpFixture } from "../../tests/fuzz/fixture";
import { snapshot } from "../../tests/fuzz/snapshot";
import { TEST_ORIGIN, useTestApp } from "../../tests/test-app";

/**
 * The role axis of every admin endpoint (issue 24, decision 451): each one × {the church's
 * Administrador, its Editor, another church's Administrador, nobody signed in}, with the status
 * each must get, and no row changed where the request is refused. The list of endpoints is the
 * app's own: a new admin endpoint without a row here fails the first test.
 */

const app = useTestApp();

type Who = "administrator" | "editor" | "otherAdministrator" | "anonymous";
const WHO: Who[] = ["administrator", "editor", "otherAdministrator", "anonymous"];

type EndpointRow = {
  /** Only the Administrador: an Editor gets 403. */
  administratorOnly?: true;
  /** "record": the URL names a record of the church (another church's Administrador gets 404); "own": it acts on the caller's own church. */
  scope: "record" | "own";
  /** The path's parameters, from the fixture church. */
  params?: () => Record<string, string>;
  /** For a DELETE that the role may make: a fresh record of the fixture church to delete (so the fixture stays). */
  fresh?: () => Promise<Record<string, string>>;
};

const ids = {
  musician: () => ({ id: fixture.musicianId }),
  band: () => ({ id: fixture.bandId }),
  service: () => ({ id: fixture.serviceId }),
  song: () => ({ id: fixture.songId }),
  plan: () => ({ id: fixture.planId }),
};
let memberId = "";
let invitationId = "";
let planCounter = 0;
let invitationCounter = 0;

/** A pending invitation of the fixture church, made by its Administrador through the API. */
async function invite(): Promise<string> {
  const response = await app.request("/api/admin/team/invitations", {
    method: "POST",
    headers: { cookie: adminCookie },
    json: { email: `convidado-${++invitationCounter}@example.com`, role: "editor" },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { invitation: { id: string } }).invitation.id;
}

const ENDPOINTS: Record<string, EndpointRow> = {
  "GET /api/admin/church": { scope: "own" },
  "POST /api/admin/church": { scope: "own", administratorOnly: true },
  "PUT /api/admin/church": { scope: "own", administratorOnly: true },
  "GET /api/admin/church/slug-availability": { scope: "own", administratorOnly: true },
  "POST /api/admin/church/logo": { scope: "own", administratorOnly: true },
  "GET /api/admin/church/export": { scope: "own", administratorOnly: true },
  "GET /api/admin/dashboard": { scope: "own" },
  "GET /api/admin/reports": { scope: "own" },
  "GET /api/admin/reports/dashboard": { scope: "own" },
  "GET /api/admin/reports/recording-accuracy": { scope: "own" },
  "GET /api/admin/reports/song-credits": { scope: "own" },
  "GET /api/admin/reports/usage": { scope: "own" },
  "GET /api/admin/reports/usage.csv": { scope: "own" },
  "GET /api/admin/musicians": { scope: "own" },
  "POST /api/admin/musicians": { scope: "own" },
  "GET /api/admin/musicians/:id": { scope: "record", params: ids.musician },
  "GET /api/admin/musicians/:id/usage": { scope: "record", params: ids.musician },
  "PUT /api/admin/musicians/:id": { scope: "record", params: ids.musician },
  "DELETE /api/admin/musicians/:id": { scope: "record", params: ids.musician, fresh: async () => ({ id: (await createMusician(app.db, fixture.churchId)).id }) },
  "POST /api/admin/musicians/:id/avatar": { scope: "record", params: ids.musician },
  "DELETE /api/admin/musicians/:id/avatar": { scope: "record", params: ids.musician, fresh: async () => ({ id: (await createMusician(app.db, fixture.churchId)).id }) },
  "GET /api/admin/bands": { scope: "own" },
  "POST /api/admin/bands": { scope: "own" },
  "GET /api/admin/bands/:id": { scope: "record", params: ids.band },
  "GET /api/admin/bands/:id/usage": { scope: "record", params: ids.band },
  "PUT /api/admin/bands/:id": { scope: "record", params: ids.band },
  "DELETE /api/admin/bands/:id": { scope: "record", params: ids.band, fresh: async () => ({ id: (await createBand(app.db, fixture.churchId)).id }) },
  "POST /api/admin/bands/:id/image": { scope: "record", params: ids.band },
  "DELETE /api/admin/bands/:id/image": { scope: "record", params: ids.band, fresh: async () => ({ id: (await createBand(app.db, fixture.churchId)).id }) },
  "GET /api/admin/services": { scope: "own" },
  "POST /api/admin/services": { scope: "own" },
  "GET /api/admin/services/instrument-hint": { scope: "own" },
  "GET /api/admin/services/chapter-verdicts": { scope: "own" },
  "POST /api/admin/services/recording": { scope: "own" },
  "GET /api/admin/services/import": { scope: "own" },
  "POST /api/admin/services/import": { scope: "own" },
  "GET /api/admin/services/:id": { scope: "record", params: ids.service },
  "PUT /api/admin/services/:id": { scope: "record", params: ids.service },
  "DELETE /api/admin/services/:id": { scope: "record", params: ids.service, fresh: async () => ({ id: (await createService(app.db, fixture.churchId)).id }) },
  "DELETE /api/admin/services/:id/segments/:segmentId": {
    scope: "record",
    params: () => ({ id: fixture.serviceId, segmentId: fixture.segmentId }),
    fresh: async () => {
      const segment = await createSegment(app.db, fixture.churchId);
      return { id: segment.serviceId, segmentId: segment.id };
    },
  },
  "GET /api/admin/plans": { scope: "own" },
  "POST /api/admin/plans": { scope: "own" },
  "GET /api/admin/plans/escalas": { scope: "own" },
  "GET /api/admin/plans/bloqueados": { scope: "own" },
  "GET /api/admin/plans/:id": { scope: "record", params: ids.plan },
  "PUT /api/admin/plans/:id": { scope: "record", params: ids.plan },
  "POST /api/admin/plans/:id/escala": { scope: "record", params: ids.plan },
  "GET /api/admin/plans/:id/replacements": { scope: "record", params: ids.plan },
  "DELETE /api/admin/plans/:id": {
    scope: "record",
    params: ids.plan,
    fresh: async () => {
      const response = await app.request("/api/admin/plans", {
        method: "POST",
        headers: { cookie: adminCookie },
        json: { date: `2098-01-${String(++planCounter).padStart(2, "0")}`, time: "19:00", bandId: fixture.bandId, songs: [] },
      });
      expect(response.status).toBe(201);
      return { id: ((await response.json()) as { plan: { id: string } }).plan.id };
    },
  },
  "GET /api/admin/songs": { scope: "own" },
  "POST /api/admin/songs": { scope: "own" },
  "GET /api/admin/songs/options": { scope: "own" },
  "POST /api/admin/songs/import": { scope: "own" },
  "POST /api/admin/songs/import/preview": { scope: "own" },
  "POST /api/admin/songs/matches": { scope: "own" },
  "GET /api/admin/songs/name-availability": { scope: "own" },
  "GET /api/admin/songs/:id": { scope: "record", params: ids.song },
  "PUT /api/admin/songs/:id": { scope: "record", params: ids.song },
  "DELETE /api/admin/songs/:id": { scope: "record", params: ids.song, fresh: async () => ({ id: (await createSong(app.db, fixture.churchId)).id }) },
  "GET /api/admin/songs/:id/executions": { scope: "record", params: ids.song },
  "PATCH /api/admin/songs/:id/executions/:segmentId": { scope: "record", params: () => ({ id: fixture.songId, segmentId: fixture.segmentId }) },
  "GET /api/admin/history": { scope: "own", administratorOnly: true },
  "GET /api/admin/team/invitations": { scope: "own", administratorOnly: true },
  "POST /api/admin/team/invitations": { scope: "own", administratorOnly: true },
  "POST /api/admin/team/invitations/:id/resend": { scope: "record", administratorOnly: true, params: () => ({ id: invitationId }) },
  "DELETE /api/admin/team/invitations/:id": { scope: "record", administratorOnly: true, params: () => ({ id: invitationId }), fresh: async () => ({ id: await invite() }) },
  "GET /api/admin/team/members": { scope: "own", administratorOnly: true },
  "PATCH /api/admin/team/members/:memberId": { scope: "record", administratorOnly: true, params: () => ({ memberId }) },
  "DELETE /api/admin/team/members/:memberId": {
    scope: "record",
    administratorOnly: true,
    params: () => ({ memberId }),
    fresh: async () => {
      const user = await createAdmin(app);
      return { memberId: (await addMember(app.db, fixture.churchId, user.id, "editor")).id };
    },
  },
};

let adminCookie = "";
const cookies: Partial<Record<Who, string>> = {};

beforeAll(async () => {
  adminCookie = await setUpFixture(app);
  cookies.administrator = adminCookie;
  const editor = await signedInMember(app, fixture.churchId, "editor");
  cookies.editor = editor.cookie;
  memberId = editor.member.id;
  invitationId = await invite();
  cookies.otherAdministrator = (await signedInAdmin(app)).cookie;
}, 120_000);

function urlOf(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? `:${name}`);
}

async function send(method: string, url: string, who: Who): Promise<Response> {
  const headers = new Headers({ origin: TEST_ORIGIN });
  const cookie = cookies[who];
  if (cookie) headers.set("cookie", cookie);
  let body: string | undefined;
  if (method !== "GET" && method !== "DELETE") {
    headers.set("content-type", "application/json");
    body = "{}";
  }
  return app.app.request(url, { method, headers, body });
}

/**
 * What each caller must get: a refusal's status, or "allowed" (past the role check: not 401, 403
 * or 404). Another church's record is a 404, or a 422 where the body (this test's `{}`) is checked
 * before the record is looked up: either way nothing of it is read or changed.
 */
function expected(row: EndpointRow, who: Who, method: string): (401 | 403 | 404 | 422)[] | "allowed" {
  if (who === "anonymous") return [401];
  if (who === "editor" && row.administratorOnly) return [403];
  if (who === "otherAdministrator" && row.scope === "record") return method === "PUT" || method === "PATCH" ? [404, 422] : [404];
  return "allowed";
}

describe("the role axis of every admin endpoint", () => {
  it("has a row for every admin endpoint the app answers", () => {
    const answered = new Set(
      app.app.routes.filter((route) => route.method !== "ALL" && route.path.startsWith("/api/admin")).map((route) => `${route.method} ${route.path}`),
    );
    expect([...answered].sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });

  const cases = Object.entries(ENDPOINTS).flatMap(([endpoint, row]) => WHO.map((who) => [endpoint, who, row] as const));
  it.each(cases)("%s as %s", async (endpoint, who, row) => {
    const [method = "GET", path = ""] = endpoint.split(" ");
    const want = expected(row, who, method);
    const params = want === "allowed" && row.fresh ? await row.fresh() : (row.params?.() ?? {});
    const before = await snapshot(app.db);
    const response = await send(method, urlOf(path, params), who);
    const text = await response.text();
    if (want === "allowed") {
      expect([401, 403, 404], `${endpoint} as ${who}: ${text.slice(0, 300)}`).not.toContain(response.status);
      expect(response.status, text.slice(0, 300)).toBeLessThan(500);
      if (method === "DELETE") expect(response.status, text.slice(0, 300)).toBeLessThan(300);
      return;
    }
    expect(want, `${endpoint} as ${who}: ${response.status} ${text.slice(0, 300)}`).toContain(response.status);
    if (response.status === 403) expect(JSON.parse(text)).toEqual({ error: { code: "forbidden", message: teamMessages.forbidden } });
    expect(await snapshot(app.db), `${endpoint} as ${who} answered ${response.status} but changed data`).toBe(before);
  });
});
