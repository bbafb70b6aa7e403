import fc from "fast-check";
import { paths } from "../../src/shared/paths";
import { cleanQueryString, encodeSegment, queryString, segment, validDate } from "./arbitraries";
import { bodies, jsonBody, uploadBody, type Body, type BodyName } from "./bodies";
import { fixture, formWith } from "./fixture";

export type Route = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  /** Who sends it: the signed-in administrator, or an anonymous visitor. */
  as: "admin" | "anonymous";
  params?: Record<string, fc.Arbitrary<string>>;
  query?: Record<string, fc.Arbitrary<string>>;
  body?: BodyName | "upload" | "empty";
};

export const churchKey = fc.oneof(
  fc.constantFrom(() => fixture.slug, () => fixture.churchId, () => fixture.slug.toUpperCase()).map((get) => get()),
  fc.constantFrom("igreja-que-nao-existe", "Jo\u0061\u0303o"),
);
export const key = (...known: (() => string)[]) => fc.constantFrom(...known).map((get) => get());
export const text = fc.oneof(fc.constantFrom("ana", "Ágape", "2019", "a"), fc.string({ maxLength: 20 }));
export const pageValue = fc.oneof(fc.integer({ min: -2, max: 200_000 }).map(String), fc.constantFrom("1", "01", "1.5", "1e3", "abc"));
export const musicianId = () => fixture.musicianId;
export const bandId = () => fixture.bandId;
export const serviceId = () => fixture.serviceId;
export const segmentId = () => fixture.segmentId;
export const songId = () => fixture.songId;
export const planId = () => fixture.planId;
export const memberId = () => fixture.memberId;
export const invitationId = () => fixture.invitationId;
// A report's period: mostly one that holds the fixture's service (the bad dates come from the nasty texts).
const period = { de: fc.oneof(fc.constant("2000-01-01"), validDate), ate: fc.oneof(fc.constant("2100-12-31"), validDate), banda: key(bandId) };
const usageOrder = { sort: fc.constantFrom("name", "author", "executions", "services", "first", "last", "bands", "x"), direction: fc.constantFrom("asc", "desc", "up") };

export const routes: Route[] = [
  // Public
  { method: "GET", path: "/api/health", as: "anonymous" },
  { method: "GET", path: "/api/public/config", as: "anonymous" },
  { method: "GET", path: "/api/public/churches", as: "anonymous", query: { search: text } },
  { method: "GET", path: "/api/public/churches/:churchKey", as: "anonymous", params: { churchKey } },
  { method: "GET", path: "/api/public/churches/:churchKey/home", as: "anonymous", params: { churchKey } },
  {
    method: "GET",
    path: "/api/public/churches/:churchKey/services",
    as: "anonymous",
    params: { churchKey },
    query: {
      search: text,
      sort: fc.constantFrom("date", "view_count", "name"),
      direction: fc.constantFrom("asc", "desc", "up"),
      page: pageValue,
      band: key(() => fixture.bandKey, bandId),
      musician: key(() => fixture.musicianKey, musicianId),
    },
  },
  {
    method: "GET",
    path: "/api/public/churches/:churchKey/songs",
    as: "anonymous",
    params: { churchKey },
    query: {
      search: text,
      sort: fc.constantFrom("name", "service_date", "view_count", "duration", "x"),
      direction: fc.constantFrom("asc", "desc"),
      page: pageValue,
      pageSize: fc.constantFrom("25", "50", "100", "7"),
      band: key(() => fixture.bandKey, bandId),
      musician: key(() => fixture.musicianKey, musicianId),
    },
  },
  {
    method: "GET",
    path: "/api/public/churches/:churchKey/services/:serviceKey",
    as: "anonymous",
    params: { churchKey, serviceKey: key(() => fixture.serviceKey, serviceId, () => "10-03-2024-19h") },
    query: { song: key(() => fixture.segmentKey, segmentId, () => fixture.songKey) },
  },
  {
    method: "GET",
    path: "/api/public/churches/:churchKey/recommendations",
    as: "anonymous",
    params: { churchKey },
    query: { service: key(serviceId), song: key(segmentId) },
  },
  { method: "GET", path: "/api/public/churches/:churchKey/bands", as: "anonymous", params: { churchKey }, query: { search: text } },
  { method: "GET", path: "/api/public/churches/:churchKey/bands/:bandKey", as: "anonymous", params: { churchKey, bandKey: key(() => fixture.bandKey, bandId, () => "banda-2019") } },
  {
    method: "GET",
    path: "/api/public/churches/:churchKey/musicians/:musicianKey",
    as: "anonymous",
    params: { churchKey, musicianKey: key(() => fixture.musicianKey, musicianId) },
  },
  { method: "GET", path: "/api/public/churches/:churchKey/catalogue", as: "anonymous", params: { churchKey }, query: { search: text, page: pageValue } },
  { method: "GET", path: "/api/public/churches/:churchKey/catalogue/:songKey", as: "anonymous", params: { churchKey, songKey: key(() => fixture.songKey, songId) } },
  {
    method: "GET",
    path: "/api/public/churches/:churchKey/catalogue/:songKey/cifra",
    as: "anonymous",
    params: { churchKey, songKey: key(() => fixture.songKey, songId, () => "musica-que-nao-existe") },
  },
  {
    method: "GET",
    path: "/api/public/churches/:churchKey/ensaio/:planKey",
    as: "anonymous",
    params: { churchKey, planKey: key(() => fixture.planKey, planId, () => "AAAAAAAAAAAAAAAAAAAAAA") },
  },
  {
    method: "GET",
    path: "/api/public/churches/:churchKey/ensaio/:planKey/repertorio.pdf",
    as: "anonymous",
    params: { churchKey, planKey: key(() => fixture.planKey, planId, () => "AAAAAAAAAAAAAAAAAAAAAA") },
    query: { paginas: fc.oneof(fc.constantFrom("musica", "continuo", "MUSICA", ""), text) },
  },
  { method: "POST", path: "/api/views/services/:serviceId", as: "anonymous", params: { serviceId: key(serviceId) } },
  { method: "POST", path: "/api/views/songs/:songDetailId", as: "anonymous", params: { songDetailId: key(segmentId) } },
  { method: "GET", path: "/uploads/:file", as: "anonymous", params: { file: key(() => fixture.upload.split("/").at(-1)!) } },
  { method: "GET", path: "/api/unknown/:x", as: "anonymous", params: { x: text } },
  // Sign-up and the team's links (no live token among these)
  { method: "GET", path: "/api/signup", as: "anonymous" },
  { method: "POST", path: "/api/signup", as: "anonymous", body: "signup" },
  { method: "POST", path: "/api/signup/confirm", as: "anonymous", body: "linkAnswer" },
  { method: "POST", path: "/api/invitations/lookup", as: "anonymous", body: "linkToken" },
  { method: "POST", path: "/api/invitations/accept", as: "anonymous", body: "linkAnswer" },
  { method: "POST", path: "/api/escala/lookup", as: "anonymous", body: "linkToken" },
  { method: "POST", path: "/api/escala/answer", as: "anonymous", body: "escalaAnswer" },
  { method: "POST", path: "/api/escala/me", as: "anonymous", body: "linkToken" },
  { method: "POST", path: "/api/escala/me/answer", as: "anonymous", body: "myEscalaAnswer" },
  { method: "POST", path: "/api/escala/me/blockouts", as: "anonymous", body: "blockout" },
  { method: "DELETE", path: "/api/escala/me/blockouts/:id", as: "anonymous", params: { id: fc.oneof(fc.uuid(), text) }, body: "linkToken" },
  { method: "GET", path: "/api/escala/calendario/:file", as: "anonymous", params: { file: fc.constantFrom("x.ics", `${"x".repeat(43)}.ics`, "A".repeat(43), "") } },
  // better-auth
  { method: "POST", path: "/api/auth/sign-in/email", as: "anonymous", body: "signIn" },
  { method: "POST", path: "/api/auth/request-password-reset", as: "anonymous", body: "forget" },
  { method: "POST", path: "/api/auth/reset-password", as: "anonymous", body: "reset", query: { token: text } },
  { method: "GET", path: "/api/auth/reset-password/:token", as: "anonymous", params: { token: text }, query: { callbackURL: fc.constantFrom(paths.resetPassword.href(), "https://evil.example") } },
  { method: "GET", path: "/api/auth/get-session", as: "anonymous" },
  { method: "POST", path: "/api/auth/sign-out", as: "anonymous", body: "empty" },
  // Admin: church and dashboard
  { method: "GET", path: "/api/admin/church", as: "admin" },
  { method: "POST", path: "/api/admin/church", as: "admin", body: "church" },
  { method: "PUT", path: "/api/admin/church", as: "admin", body: "church" },
  { method: "GET", path: "/api/admin/church/slug-availability", as: "admin", query: { slug: text } },
  { method: "POST", path: "/api/admin/church/logo", as: "admin", body: "upload" },
  { method: "GET", path: "/api/admin/church/export", as: "admin" },
  { method: "GET", path: "/api/admin/dashboard", as: "admin" },
  { method: "GET", path: "/api/admin/history", as: "admin", query: { page: pageValue, member: key(() => fixture.adminUserId, () => ""), kind: fc.constantFrom("service", "song", "band", "x", "") } },
  // Admin: reports
  { method: "GET", path: "/api/admin/reports", as: "admin", query: period },
  { method: "GET", path: "/api/admin/reports/dashboard", as: "admin" },
  { method: "GET", path: "/api/admin/reports/recording-accuracy", as: "admin" },
  { method: "GET", path: "/api/admin/reports/usage", as: "admin", query: { ...period, ...usageOrder, page: pageValue } },
  { method: "GET", path: "/api/admin/reports/usage.csv", as: "admin", query: { ...period, ...usageOrder } },
  { method: "GET", path: "/api/admin/reports/song-credits", as: "admin", query: { ids: key(songId, () => `${fixture.songId}, ${fixture.songId.toUpperCase()}`, () => "a,b", () => ",") } },
  // Admin: team
  { method: "GET", path: "/api/admin/team/members", as: "admin" },
  { method: "PATCH", path: "/api/admin/team/members/:memberId", as: "admin", params: { memberId: key(memberId) }, body: "memberRole" },
  { method: "GET", path: "/api/admin/team/invitations", as: "admin" },
  { method: "POST", path: "/api/admin/team/invitations", as: "admin", body: "invitation" },
  { method: "POST", path: "/api/admin/team/invitations/:id/resend", as: "admin", params: { id: key(invitationId) } },
  // Admin: musicians
  { method: "GET", path: "/api/admin/musicians", as: "admin", query: { search: text, multibanda: fc.constantFrom("true", "false", "1") } },
  { method: "POST", path: "/api/admin/musicians", as: "admin", body: "musician" },
  { method: "GET", path: "/api/admin/musicians/:id", as: "admin", params: { id: key(musicianId) } },
  { method: "GET", path: "/api/admin/musicians/:id/usage", as: "admin", params: { id: key(musicianId) } },
  { method: "PUT", path: "/api/admin/musicians/:id", as: "admin", params: { id: key(musicianId) }, body: "musician" },
  { method: "POST", path: "/api/admin/musicians/:id/avatar", as: "admin", params: { id: key(musicianId) }, body: "upload" },
  { method: "DELETE", path: "/api/admin/musicians/:id/avatar", as: "admin", params: { id: key(musicianId) } },
  // Admin: bands
  { method: "GET", path: "/api/admin/bands", as: "admin", query: { search: text } },
  { method: "POST", path: "/api/admin/bands", as: "admin", body: "band" },
  { method: "GET", path: "/api/admin/bands/:id", as: "admin", params: { id: key(bandId) } },
  { method: "GET", path: "/api/admin/bands/:id/usage", as: "admin", params: { id: key(bandId) } },
  { method: "PUT", path: "/api/admin/bands/:id", as: "admin", params: { id: key(bandId) }, body: "band" },
  { method: "POST", path: "/api/admin/bands/:id/image", as: "admin", params: { id: key(bandId) }, body: "upload" },
  { method: "DELETE", path: "/api/admin/bands/:id/image", as: "admin", params: { id: key(bandId) } },
  // Admin: services
  { method: "GET", path: "/api/admin/services", as: "admin", query: { search: text, page: pageValue } },
  { method: "POST", path: "/api/admin/services", as: "admin", body: "service" },
  {
    method: "GET",
    path: "/api/admin/services/instrument-hint",
    as: "admin",
    query: { musicianId: key(musicianId), before: fc.oneof(validDate, fc.constantFrom("2025-02-30", "hoje")) },
  },
  { method: "GET", path: "/api/admin/services/chapter-verdicts", as: "admin" },
  // 'Analisar gravação': any bytes under any name (a multipart form is no recording either).
  { method: "POST", path: "/api/admin/services/recording", as: "admin", query: { name: fc.oneof(fc.constantFrom("culto.mp3", "culto.mp4", "culto.txt", ""), text) }, body: "upload" },
  { method: "GET", path: "/api/admin/services/import", as: "admin", query: { pageToken: fc.constantFrom("CAUQAA", "CAUQAA.1", "a b", "") } },
  { method: "POST", path: "/api/admin/services/import", as: "admin", body: "youtubeImport" },
  { method: "GET", path: "/api/admin/services/:id", as: "admin", params: { id: key(serviceId) } },
  { method: "PUT", path: "/api/admin/services/:id", as: "admin", params: { id: key(serviceId) }, body: "service" },
  // Admin: plans
  { method: "GET", path: "/api/admin/plans", as: "admin", query: { today: fc.oneof(validDate, fc.constantFrom("2025-02-30", "hoje")) } },
  { method: "POST", path: "/api/admin/plans", as: "admin", body: "plan" },
  { method: "GET", path: "/api/admin/plans/bloqueados", as: "admin", query: { date: fc.oneof(validDate, fc.constantFrom("2025-02-30", "hoje", "", "9999-12-31")) } },
  { method: "GET", path: "/api/admin/plans/escalas", as: "admin", query: { today: fc.oneof(validDate, fc.constantFrom("2025-02-30", "hoje", "0001-01-01", "9999-12-31")) } },
  { method: "GET", path: "/api/admin/plans/:id", as: "admin", params: { id: key(planId) } },
  { method: "PUT", path: "/api/admin/plans/:id", as: "admin", params: { id: key(planId) }, body: "plan" },
  { method: "POST", path: "/api/admin/plans/:id/escala", as: "admin", params: { id: key(planId) } },
  { method: "GET", path: "/api/admin/plans/:id/replacements", as: "admin", params: { id: key(planId) }, query: { position: fc.oneof(text, fc.constantFrom("Vocal", "")) } },
  // Admin: songs
  { method: "GET", path: "/api/admin/songs", as: "admin", query: { search: text, sort: fc.constantFrom("name", "view_count", "x"), direction: fc.constantFrom("asc", "desc", "x"), page: pageValue } },
  { method: "GET", path: "/api/admin/songs/options", as: "admin", query: { search: text } },
  { method: "GET", path: "/api/admin/songs/name-availability", as: "admin", query: { name: text } },
  { method: "POST", path: "/api/admin/songs", as: "admin", body: "song" },
  { method: "POST", path: "/api/admin/songs/matches", as: "admin", body: "songMatches" },
  { method: "POST", path: "/api/admin/songs/import/preview", as: "admin", body: "songImport" },
  { method: "POST", path: "/api/admin/songs/import", as: "admin", body: "songImport" },
  { method: "GET", path: "/api/admin/songs/:id", as: "admin", params: { id: key(songId) } },
  { method: "PUT", path: "/api/admin/songs/:id", as: "admin", params: { id: key(songId) }, body: "song" },
  { method: "GET", path: "/api/admin/songs/:id/executions", as: "admin", params: { id: key(songId) }, query: { search: text, page: pageValue } },
  { method: "PATCH", path: "/api/admin/songs/:id/executions/:segmentId", as: "admin", params: { id: key(songId), segmentId: key(segmentId) }, body: "performance" },
  // Deletions last: once the fixture's rows are gone, the routes above would only see unknown ids.
  { method: "DELETE", path: "/api/admin/plans/:id", as: "admin", params: { id: key(planId) } },
  { method: "DELETE", path: "/api/admin/services/:id/segments/:segmentId", as: "admin", params: { id: key(serviceId), segmentId: key(segmentId) } },
  { method: "DELETE", path: "/api/admin/services/:id", as: "admin", params: { id: key(serviceId) } },
  { method: "DELETE", path: "/api/admin/songs/:id", as: "admin", params: { id: key(songId) } },
  { method: "DELETE", path: "/api/admin/bands/:id", as: "admin", params: { id: key(bandId) } },
  { method: "DELETE", path: "/api/admin/musicians/:id", as: "admin", params: { id: key(musicianId) } },
  { method: "DELETE", path: "/api/admin/team/invitations/:id", as: "admin", params: { id: key(invitationId) } },
  { method: "DELETE", path: "/api/admin/team/members/:memberId", as: "admin", params: { memberId: key(memberId) } },
];

export type GeneratedRequest = { url: string; body?: Body };

export const asJson = (value: unknown): Body => ({ text: JSON.stringify(value), contentType: "application/json" });

export function bodyOf(route: Route, clean: boolean): fc.Arbitrary<Body | undefined> {
  if (!route.body) return fc.constant(undefined);
  if (route.body === "upload") return clean ? fc.constant(null).map(() => ({ form: formWith("file", fixture.png, "foto.png") })) : uploadBody;
  if (route.body === "empty") return clean ? fc.constant(asJson({})) : jsonBody(fc.constant({}));
  return clean ? bodies.clean[route.body].map(asJson) : jsonBody(bodies.mixed[route.body]);
}

/**
 * One request of the route: a quarter are valid-looking (right kinds everywhere, the fixture's
 * ids and keys), the rest mix in nasty texts, raw escapes, random ids and wrong types.
 */
export function requestOf(route: Route): fc.Arbitrary<GeneratedRequest> {
  const names = Object.keys(route.params ?? {});
  const variant = (clean: boolean) => {
    const params = fc.tuple(...names.map((name) => (clean ? route.params![name]!.map(encodeSegment) : segment(route.params![name]!))));
    const query = route.query ? (clean ? cleanQueryString(route.query) : queryString(route.query)) : fc.constant("");
    return fc.tuple(params, query, bodyOf(route, clean)).map(([values, search, body]) => {
      let path = route.path;
      names.forEach((name, index) => {
        path = path.replace(`:${name}`, values[index]!);
      });
      return { url: `${path}${search}`, body };
    });
  };
  return fc.oneof({ weight: 1, arbitrary: variant(true) }, { weight: 3, arbitrary: variant(false) });
}
