import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { churchExportFileName, churchExportFiles } from "@shared/schemas/church-export";
import { localIsoDate } from "@shared/schemas/services";
import { createAdmin } from "../../../tests/factories";
import { imageForm, pngBytes } from "../../../tests/images";
import { zipEntries } from "../../../tests/support/zip";
import { createTestApp, type TestApp } from "../../../tests/test-app";
import { VIDEO_URL } from "../../../tests/factories/service";
import { rows } from "../db";
import { importChurch, type ChurchImportResult } from "./import";

/**
 * Issue 22's round trip: a church built through the admin API (logo, photos, band images,
 * namesakes whose readable keys need a disambiguator, an inactive service, two services at the
 * same hour, lineups, new songs, views counted), exported through the HTTP endpoint, imported into
 * a fresh install, and then every public answer and every report compared, answer by answer.
 */

let source: TestApp;
let target: TestApp;
let sourceCookie: string;
let targetCookie: string;
let zip: Buffer;
let imported: ChurchImportResult;
const SLUG = "igreja-ida-e-volta";
const TARGET_ADMIN = "admin-importado@example.com";

type Json = Record<string, unknown>;

async function call<T = Json>(app: TestApp, cookie: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const init: RequestInit & { json?: unknown } = { method, headers: { cookie, ...headers } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) init.json = body;
  const response = await app.request(url, init);
  expect(response.status, `${method} ${url}: ${await response.clone().text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** The church, built by its administrator one request per action, as in real use. */
async function buildChurch(app: TestApp) {
  const admin = await createAdmin(app);
  const { cookie } = await app.signIn(admin.email, admin.password);
  const api = <T = Json>(method: string, url: string, body?: unknown) => call<T>(app, cookie, method, url, body);

  await api("POST", "/api/admin/church", { name: "Igreja Ida e Volta", slug: SLUG, address: "Rua A, 1", youtubeChannel: "@idaevolta", publishCharts: true, escalaReminderDays: 5, escalaDayBefore: false });
  await api("POST", "/api/admin/church/logo", imageForm(await pngBytes(64, 64)));

  const musicianNames = ["Ana Lima", "Ana Lima", "Bruno", "Carla", "Davi", "Eva"];
  const musicians: string[] = [];
  for (const [index, name] of musicianNames.entries()) {
    const { musician } = await api<{ musician: { id: string } }>("POST", "/api/admin/musicians", {
      name,
      instrument: ["Voz", "Violão", "Baixo", "Teclado", "Bateria", "Guitarra"][index],
      bio: index === 0 ? "Canta desde criança.\nLidera o louvor." : undefined,
      isMultibanda: index === 5,
      // The escala's contacts (issue 41): on some, not all.
      email: index % 2 === 0 ? `musico${index}@example.com` : undefined,
      phone: index === 0 ? "(11) 98765-4321" : undefined,
    });
    musicians.push(musician.id);
  }
  await api("POST", `/api/admin/musicians/${musicians[0]}/avatar`, imageForm(await pngBytes(40, 40)));
  // The same bytes twice: one image row used twice.
  await api("POST", `/api/admin/musicians/${musicians[1]}/avatar`, imageForm(await pngBytes(40, 40)));

  const bands: string[] = [];
  for (const [index, name] of ["Banda Ágape", "Banda Ágape", "Louvor Jovem"].entries()) {
    const { band } = await api<{ band: { id: string } }>("POST", "/api/admin/bands", {
      name,
      year: 2020,
      members: [
        { musicianId: musicians[index * 2]!, instrument: ["Voz", "Violão"] },
        { musicianId: musicians[(index * 2 + 1) % 5]!, instrument: ["Baixo"] },
      ],
    });
    bands.push(band.id);
  }
  await api("POST", `/api/admin/bands/${bands[2]}/image`, imageForm(await pngBytes(90, 30)));

  const songNames = ["Grande é o Senhor", "Santo", "Santo!", "Aclame ao Senhor", "Oceanos", "Hosana", "Rei da Glória", "Nova Canção"];
  const songs: string[] = [];
  for (const [index, name] of songNames.entries()) {
    const chart = index === 0 ? { chart: "{title: Grande}\n[D]Grande é o [A/C#]Se[Bm]nhor", ccli: "1234567" } : {};
    const body = { name, author: index % 2 === 0 ? `Autor ${index}` : undefined, lyrics: index === 1 ? "https://example.com/letra" : undefined, ...chart };
    const { song } = await api<{ song: { id: string } }>("POST", "/api/admin/songs", body);
    songs.push(song.id);
  }

  const services: { id: string; segments: string[] }[] = [];
  for (let n = 0; n < 24; n++) {
    const day = new Date(Date.UTC(2024, 0, 7 + Math.floor(n / 2) * 14)).toISOString().slice(0, 10);
    const segments = [0, 1, 2].map((k) => ({
      songCatalogId: songs[(n * 3 + k) % (n < 20 ? 7 : 8)]!,
      startTime: k * 300 + (n % 5),
      endTime: k * 300 + 200 + n,
      isNew: n === 21 && k === 2,
      // Keys as musicians write them (flats and sharps), a tempo on some.
      musicalKey: k === 0 ? (n % 2 === 0 ? "Bb" : "A#") : k === 1 ? "F#m" : null,
      tempo: k === 0 ? 60 + n : null,
      musicians: k === 1 ? [{ musicianId: musicians[(n + 2) % 6]!, instrument: "Voz", isSubstitute: n % 3 === 0, isGlobal: false }] : null,
    }));
    const state = await api<{ service: { id: string }; segments: { id: string }[] }>("POST", "/api/admin/services", {
      date: day,
      // Services 4 and 5 share a date and an hour: their keys carry a disambiguator.
      time: n === 5 ? "19:00" : n % 2 === 0 ? "09:30" : "19:00",
      videoUrl: VIDEO_URL,
      bandId: bands[n % 3]!,
      active: n !== 7,
      segments,
      musicians: [0, 1, 2].map((j) => ({ musicianId: musicians[(n + j) % 6]!, instrument: j === 0 ? "Voz" : null, isSubstitute: j === 2 })),
    });
    services.push({ id: state.service.id, segments: state.segments.map((segment) => segment.id) });
  }
  // Service 5 moved onto service 4's date: the same date and hour.
  const moved = await api<{ service: { date: string } }>("GET", `/api/admin/services/${services[4]!.id}`);
  await api("PUT", `/api/admin/services/${services[5]!.id}`, {
    date: moved.service.date,
    time: "09:30",
    videoUrl: VIDEO_URL,
    bandId: bands[4 % 3]!,
    active: true,
    segments: [{ songCatalogId: songs[0]!, startTime: 10, endTime: 250 }],
    musicians: [],
    // What its 'Colar capítulos' preview said of two chapter titles (decision 485).
    chapterVerdicts: [
      { title: "Momento Kids", isSong: false },
      { title: "Aleluia!", isSong: true },
    ],
  });

  // Next Sunday's set: a plan with its songs in order, keys and a note, and its team (one position still empty).
  const nextYear = `${new Date().getFullYear() + 1}-03-01`;
  await api("POST", "/api/admin/plans", {
    date: nextYear,
    time: "19:30",
    bandId: bands[1]!,
    songs: [
      { songCatalogId: songs[2]!, musicalKey: "Bb", note: "Começa no violão" },
      { songCatalogId: songs[0]!, musicalKey: "F#m" },
      { songCatalogId: songs[5]! },
    ],
    team: [{ position: "Vocal", musicianIds: [musicians[0]!, musicians[2]!] }, { position: "Som" }],
  });

  // Views from several visitors (service 7 is inactive, service 5's first segments were replaced).
  const counted = [...services.slice(0, 5), ...services.slice(6, 7), ...services.slice(8)];
  for (let visitor = 0; visitor < 5; visitor++) {
    const headers = { "x-forwarded-for": `10.0.0.${visitor + 1}` };
    for (const service of counted.slice(0, 6 + visitor * 3)) {
      await call(app, "", "POST", `/api/views/services/${service.id}`, undefined, headers);
      await call(app, "", "POST", `/api/views/songs/${service.segments[visitor % 3]}`, undefined, headers);
    }
  }
  return { admin, cookie };
}

/** The export through the HTTP endpoint, as the browser downloads it. */
async function download(app: TestApp, cookie: string) {
  const response = await app.request("/api/admin/church/export", { headers: { cookie } });
  expect(response.status).toBe(200);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The files of a zip and their contents (text for JSON and text files, base64 for images). */
async function zipContents(bytes: Buffer): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const [name, content] of await zipEntries(bytes)) files.set(name, name.startsWith("imagens/") ? content.toString("base64") : content.toString("utf8"));
  return files;
}

beforeAll(async () => {
  source = await createTestApp({ TRUST_PROXY: "true" });
  target = await createTestApp();
  sourceCookie = (await buildChurch(source)).cookie;
  const { response, bytes } = await download(source, sourceCookie);
  expect(response.headers.get("content-type")).toBe("application/zip");
  expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${churchExportFileName(SLUG, localIsoDate())}"`);
  zip = bytes;
  imported = await importChurch(target.db, zip, { adminEmail: TARGET_ADMIN });
  expect(imported.admin.password).toEqual(expect.any(String));
  // The printed one-time password signs in through the real auth endpoint.
  const { response: signIn, cookie } = await target.signIn(TARGET_ADMIN, imported.admin.password!);
  expect(signIn.status).toBe(200);
  targetCookie = cookie;
}, 120_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await source?.close();
  await target?.close();
});

/** A deterministic Math.random for one request, so the recommendations' random picks are the same on both sides. */
function seededRandom() {
  let state = 42;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

/** The same request on both installs: the same status and the same body, byte for byte. */
async function expectSameAnswer(url: string, signedIn = false) {
  const answer = async (app: TestApp, cookie: string) => {
    vi.spyOn(Math, "random").mockImplementation(seededRandom());
    const response = await app.request(url, signedIn ? { headers: { cookie } } : {});
    vi.restoreAllMocks();
    const type = response.headers.get("content-type");
    const body = await response.text();
    // JSON compared as data: an object's key order means nothing (a map's keys may come in the order rows happen to lie).
    return { status: response.status, type, body, data: type?.startsWith("application/json") ? (JSON.parse(body) as unknown) : body };
  };
  const before = await answer(source, sourceCookie);
  const after = await answer(target, targetCookie);
  expect({ ...after, body: undefined }, url).toStrictEqual({ ...before, body: undefined });
  return before;
}

const church = `/api/public/churches/${SLUG}`;

async function keysOf(table: "services" | "bands" | "musicians" | "songs_catalog") {
  return rows<{ id: string; key: string | null }>(source.db, sql`select id, public_key as key from ${sql.identifier(table)} where public_key is not null order by id`);
}

describe("an exported church imported into a fresh install", () => {
  it("holds every file the format promises, the images under their names", async () => {
    const names = [...(await zipContents(zip)).keys()];
    for (const file of Object.values(churchExportFiles).filter((name) => !name.endsWith("/"))) expect(names).toContain(file);
    expect(names.filter((name) => name.startsWith("imagens/"))).toHaveLength(3);
    expect(imported).toMatchObject({
      slug: SLUG,
      idsKept: true,
      counts: { services: 24, segments: 70, bands: 3, musicians: 6, songs: 8, images: 3, plans: 1, planSongs: 3, planTeam: 3 },
    });
  });

  it("answers the directory, the church, its home and its listings the same", async () => {
    await expectSameAnswer("/api/public/churches?search=ida");
    await expectSameAnswer(church);
    await expectSameAnswer(`${church}/home`);
    for (const sort of ["date", "view_count"]) for (const page of ["1", "2"]) await expectSameAnswer(`${church}/services?sort=${sort}&page=${page}`);
    await expectSameAnswer(`${church}/services?search=noite`);
    for (const sort of ["name", "service_date", "view_count", "duration"]) {
      for (const page of ["1", "2", "3"]) await expectSameAnswer(`${church}/songs?sort=${sort}&page=${page}&pageSize=25`);
    }
    await expectSameAnswer(`${church}/songs?search=santo`);
    for (const page of ["1", "2"]) await expectSameAnswer(`${church}/catalogue?page=${page}`);
    await expectSameAnswer(`${church}/catalogue?search=senhor`);
    await expectSameAnswer(`${church}/bands`);
  });

  it("answers every service page, song page, band and musician page the same, by readable key and by id", async () => {
    const services = await keysOf("services");
    expect(services.length).toBe(23);
    expect(services.some((service) => /-[0-9a-f]{4}$/.test(service.key!))).toBe(true);
    for (const service of services) {
      const page = JSON.parse((await expectSameAnswer(`${church}/services/${service.key}`)).body) as { songs?: { key: string }[] };
      await expectSameAnswer(`${church}/services/${service.id}`);
      const [segment] = page.songs ?? [];
      if (segment) await expectSameAnswer(`${church}/services/${service.key}?song=${segment.key}`);
    }
    for (const song of await keysOf("songs_catalog")) {
      await expectSameAnswer(`${church}/catalogue/${song.key}`);
      await expectSameAnswer(`${church}/catalogue/${song.id}`);
    }
    const bands = await keysOf("bands");
    expect(bands.map((band) => band.key).filter((key) => key!.startsWith("banda-agape-2020"))).toHaveLength(2);
    for (const band of bands) {
      await expectSameAnswer(`${church}/bands/${band.key}`);
      await expectSameAnswer(`${church}/services?band=${band.key}`);
      await expectSameAnswer(`${church}/songs?band=${band.key}`);
    }
    for (const musician of await keysOf("musicians")) {
      await expectSameAnswer(`${church}/musicians/${musician.key}`);
      await expectSameAnswer(`${church}/services?musician=${musician.key}`);
    }
    // The plan's unlisted page, under the same key.
    const [plan] = await rows<{ key: string }>(source.db, sql`select public_key as key from plans`);
    const answer = await expectSameAnswer(`${church}/ensaio/${plan!.key}`);
    expect(answer.status).toBe(200);
  });

  it("recommends the same services and songs", async () => {
    const segments = await rows<{ service_id: string; id: string }>(
      source.db,
      sql`select distinct on (d.service_id) d.service_id, d.id from song_details d join services s on s.id = d.service_id where s.active order by d.service_id, d.start_time`,
    );
    for (const segment of segments.slice(0, 8)) {
      await expectSameAnswer(`${church}/recommendations?service=${segment.service_id}`);
      await expectSameAnswer(`${church}/recommendations?service=${segment.service_id}&song=${segment.id}`);
    }
  });

  it("shows the same images at the same addresses", async () => {
    const urls = await rows<{ url: string }>(
      source.db,
      sql`select logo_url as url from churches where logo_url is not null
          union select avatar_url from musicians where avatar_url is not null
          union select image_url from bands where image_url is not null`,
    );
    expect(urls).toHaveLength(3);
    for (const { url } of urls) {
      const [before, after] = [await source.request(url), await target.request(url)];
      expect(after.status).toBe(200);
      expect(Buffer.from(await after.arrayBuffer())).toEqual(Buffer.from(await before.arrayBuffer()));
    }
    const uses = sql`select sha256, uses, content_type from images order by sha256`;
    expect(await rows(target.db, uses)).toEqual(await rows(source.db, uses));
  });

  it("gives the imported administrator the same reports, dashboard and admin lists", async () => {
    for (const period of ["de=2024-01-01&ate=2024-12-31", "de=2024-03-01&ate=2024-06-30", "de=2020-01-01&ate=2030-12-31"]) {
      await expectSameAnswer(`/api/admin/reports?${period}`, true);
      await expectSameAnswer(`/api/admin/reports/usage?${period}`, true);
      await expectSameAnswer(`/api/admin/reports/usage?${period}&sort=name&direction=asc`, true);
      await expectSameAnswer(`/api/admin/reports/usage.csv?${period}`, true);
    }
    await expectSameAnswer("/api/admin/reports/dashboard", true);
    await expectSameAnswer("/api/admin/dashboard", true);
    await expectSameAnswer("/api/admin/church", true);
    const musicians = await expectSameAnswer("/api/admin/musicians", true);
    expect(musicians.data).toMatchObject({ musicians: expect.arrayContaining([expect.objectContaining({ email: "musico0@example.com", phone: "5511987654321" })]) });
    await expectSameAnswer("/api/admin/bands", true);
    expect((await expectSameAnswer("/api/admin/plans", true)).data).toMatchObject({ upcoming: [{ team: [{ position: "Vocal", members: [{}, {}] }, { position: "Som", members: [] }] }] });
    await expectSameAnswer("/api/admin/songs", true);
    await expectSameAnswer("/api/admin/services", true);
    await expectSameAnswer("/api/admin/services?page=2", true);
    const verdicts = await expectSameAnswer("/api/admin/services/chapter-verdicts", true);
    expect(verdicts.data).toEqual({ verdicts: expect.arrayContaining([{ key: "momento kids", isSong: false }, { key: "aleluia", isSong: true }]) });
  });

  it("keeps every stored figure: statistics, view counts, keys, totals", async () => {
    const figures = sql`select
      (select json_agg(c order by c.id) from (select id, public_key, performance_count, view_count, first_played_at, last_played_at, last_service_id,
         last_segment_id, new_marked_at, introduced_by, chart, original_key, ccli, created_at from songs_catalog) c) as songs,
      (select json_agg(s order by s.id) from (select id, public_key, view_count, duration, song_count, search_text, active from services) s) as services,
      (select json_agg(d order by d.id) from (select id, public_key, view_count, musical_key, tempo from song_details) d) as segments,
      (select json_agg(x order by x.slug) from (select slug, services_total, songs_total, publish_charts, escala_reminder_days, escala_day_before from churches) x) as churches`;
    expect(await rows(target.db, figures)).toEqual(await rows(source.db, figures));
    const [views] = await rows<{ services: number; segments: number; songs: number }>(
      target.db,
      sql`select (select sum(view_count)::int from services) as services, (select sum(view_count)::int from song_details) as segments,
                 (select sum(view_count)::int from songs_catalog) as songs`,
    );
    expect(views).toEqual({ services: expect.any(Number), segments: expect.any(Number), songs: expect.any(Number) });
    expect(Math.min(views!.services, views!.segments, views!.songs)).toBeGreaterThan(0);
  });

  it("exports the imported church again to the same data", async () => {
    const again = await zipContents((await download(target, targetCookie)).bytes);
    const first = await zipContents(zip);
    expect([...again.keys()]).toEqual([...first.keys()]);
    for (const [name, content] of first) {
      if (name === churchExportFiles.manifest || name === churchExportFiles.readme) continue;
      expect(again.get(name), name).toBe(content);
    }
    const manifest = (files: Map<string, string>) => ({ ...(JSON.parse(files.get(churchExportFiles.manifest)!) as Json), exportedAt: null });
    expect(manifest(again)).toEqual(manifest(first));
  });
});

describe("the same file imported into the install it came from, under another slug", () => {
  it("gets new ids that keep the readable keys, and answers the same by key", async () => {
    const copy = await importChurch(source.db, zip, { adminEmail: "copia@example.com", slug: "Cópia da Igreja" });
    expect(copy).toMatchObject({ slug: "copia-da-igreja", idsKept: false });
    const keyed = (table: string, churchSlug: string) =>
      rows<{ key: string | null; view_count: number }>(
        source.db,
        sql`select t.public_key as key, t.view_count from ${sql.identifier(table)} t join churches c on c.id = t.church_id where c.slug = ${churchSlug} order by t.public_key`,
      );
    for (const table of ["services", "songs_catalog"]) expect(await keyed(table, "copia-da-igreja")).toEqual(await keyed(table, SLUG));
    const strip = (text: string) => text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<id>").replaceAll("copia-da-igreja", SLUG);
    for (const path of ["/home", "/services", "/songs?pageSize=100", "/catalogue", "/bands"]) {
      const original = await (await source.request(`${church}${path}`)).text();
      const copied = await (await source.request(`/api/public/churches/copia-da-igreja${path}`)).text();
      expect(strip(copied), path).toBe(strip(original));
    }
  });

  // Last: it adds a second church to the target.
  it("gives a plan a new page key when the same church is imported again beside it", async () => {
    const again = await importChurch(target.db, zip, { adminEmail: "segunda-vez@example.com", slug: `${SLUG}-copia` });
    expect(again.idsKept).toBe(false);
    const keys = await rows<{ slug: string; key: string }>(
      target.db,
      sql`select c.slug, p.public_key as key from plans p join churches c on c.id = p.church_id order by c.slug`,
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]!.key).not.toBe(keys[1]!.key);
    for (const { slug, key } of keys) expect((await target.request(`/api/public/churches/${slug}/ensaio/${key}`)).status).toBe(200);
  });
});
