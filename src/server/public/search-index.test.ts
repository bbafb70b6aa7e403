import pino from "pino";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Page, ServiceListItem, SongListItem } from "@shared/schemas/public-listing";
import type { ServiceSort, SongSort, SortDirection } from "@shared/schemas/public-listing";
import { createBand, createSong } from "../../../tests/factories";
import { countStatements } from "../../../tests/count-statements";
import { serviceBody } from "../../../tests/service-body";
import { useSignedInAdmin } from "../../../tests/support/signed-in-admin";
import { useTestApp } from "../../../tests/test-app";
import { listPublicCatalogue } from "./catalogue-queries";
import { createFragmentStore } from "./fragment-store";
import { keepCardsAhead, listServicesJson, listSongsJson } from "./listing-queries";
import { readChurchIndex, readViewCounts } from "./church-index";
import type { Executor } from "../db";
import { createSearchIndexes, inMemoryTerm, type IndexedSearch } from "./search-index";

/**
 * The public searches answered in the process (issue 39, decision 536) answer exactly what their
 * statements answer, see a save at once, and never show view counts older than 60 s.
 */

const t = useTestApp();
const signedIn = useSignedInAdmin(t);
const bands: Record<string, string> = {};
const songIds: Record<string, string> = {};

const api = (path: string) => `/api/public/churches/${signedIn.church.slug}${path}`;
const admin = async (url: string, init: RequestInit & { json?: unknown } = {}) => await t.request(url, { ...init, headers: { cookie: signedIn.cookie } });

async function saveService(band: string, date: string, time: string, songs: string[], active = true) {
  const segments = songs.map((name, index) => ({ songCatalogId: songIds[name]!, startTime: 10 + index * 300, endTime: 200 + index * 300 + name.length }));
  const saved = await admin("/api/admin/services", { method: "POST", json: serviceBody(bands[band]!, segments, { date, time, active }) });
  expect(saved.status).toBe(201);
  return ((await saved.json()) as { service: { id: string } }).service.id;
}

/** A visitor's view of a service or a song (this app trusts no proxy: every view is the test's own address), and whether it counted. */
const view = async (kind: "services" | "songs", id: string) => {
  const response = await t.request(`/api/views/${kind}/${id}`, { method: "POST" });
  expect(response.status).toBe(200);
  return ((await response.json()) as { counted: boolean }).counted;
};
/** The services viewed so far: a second view of one within the throttle window does not count. */
const viewedServices = new Set<string>();

beforeAll(async () => {
  const churchId = signedIn.church.id;
  bands.agape = (await createBand(t.db, churchId, { name: "Banda Ágape", year: 2020 })).id;
  bands.jovem = (await createBand(t.db, churchId, { name: "Louvor Jovem", year: 2023 })).id;
  for (const [name, author] of [
    ["Grande É o Senhor", "Adhemar de Campos"],
    ["Hosana", "Hillsong"],
    ["Águas Purificadoras", null],
    ["aguas profundas", "Diante do Trono"],
    ["Tu És Santo", null],
    ["Oceanos", "Hillsong"],
    ["Nunca Cantada", null],
  ] as const) {
    songIds[name] = (await createSong(t.db, churchId, { name, author })).id;
  }
  const first = await saveService("agape", "2025-03-09", "19:00", ["Grande É o Senhor", "Hosana"]);
  await saveService("jovem", "2025-03-09", "10:00", ["Águas Purificadoras", "Oceanos"]);
  await saveService("agape", "2025-03-16", "19:00", ["Hosana", "Tu És Santo", "aguas profundas"]);
  await saveService("jovem", "2024-12-25", "19:30", ["Grande É o Senhor"]);
  await saveService("jovem", "2024-12-25", "19:30", ["Hosana", "Oceanos"]);
  await saveService("agape", "2025-03-23", "19:00", ["Hosana"], false);
  expect(await view("services", first)).toBe(true);
  viewedServices.add(first);
  const card = ((await (await t.request(api("/services"))).json()) as Page<ServiceListItem>).items.find((item) => item.id === first)!;
  expect(await view("songs", card.songs[1]!.id)).toBe(true);
});

describe("a search term made in the process", () => {
  it("is louvor_search_text()'s form for Latin letters with or without accents, and is left to the statement otherwise", () => {
    expect(inMemoryTerm("ÁGUAS Purificadoras")).toBe("aguas purificadoras");
    expect(inMemoryTerm("João 19h 09/03")).toBe("joao 19h 09/03");
    expect(inMemoryTerm("Ação % _")).toBe("acao % _");
    for (const term of ["Straße", "Æon", "Łódź", "日本", "e\u0301", "Ⅻ", "ﬁ"]) expect(inMemoryTerm(term)).toBeNull();
  });
});

describe("the index answers what the statements answer", () => {
  const terms = ["09/03", "09.03.2025", "03-2025", "19h", "Culto 19h", "19:30", "noite", "manhã", "ágape", "AGAPE", "jovem", "2025", "grande",
    "aguas", "ÁGUAS", "os", "s", "hosana", "adhemar", "hillsong", "xyz", "a", "%", "_", "e", "12/2024",
    // Each run of three characters is in some entry, but the whole term in none (or in fewer).
    "09/03/2024", "aguas santo", "tu es grande", "2025 jovem", "santo aguas"];
  let found: (term: string) => IndexedSearch;

  beforeAll(async () => {
    const index = await readChurchIndex(t.db, signedIn.church.id, Date.now());
    found = (term) => ({ index, term: inMemoryTerm(term)! });
  });

  it("for the services search, in both orders both ways, on a band's page too", async () => {
    const fragments = createFragmentStore();
    for (const search of terms)
      for (const sort of ["date", "view_count"] as ServiceSort[])
        for (const direction of ["asc", "desc"] as SortDirection[])
          for (const bandId of [undefined, bands.agape])
            for (const page of [1, 2]) {
              const input = { search, sort, direction, page, bandId };
              const asked = `${JSON.stringify(input)}`;
              const expected = JSON.parse(await listServicesJson(t.db, createFragmentStore(), signedIn.church.id, input)) as unknown;
              expect(JSON.parse(await listServicesJson(t.db, fragments, signedIn.church.id, input, found(search))), asked).toEqual(expected);
            }
  });

  it("for the songs tab, in its four orders both ways, on a band's page too", async () => {
    for (const search of terms)
      for (const sort of ["name", "service_date", "view_count", "duration"] as SongSort[])
        for (const direction of ["asc", "desc"] as SortDirection[])
          for (const bandId of [undefined, bands.jovem])
            for (const [page, pageSize] of [[1, 25], [2, 2]] as const) {
              const input = { search, sort, direction, page, pageSize, bandId };
              const expected = JSON.parse(await listSongsJson(t.db, signedIn.church.id, input)) as Page<SongListItem>;
              expect(JSON.parse(await listSongsJson(t.db, signedIn.church.id, input, found(search))), JSON.stringify(input)).toEqual(expected);
            }
  });

  it("for the catalogue, by name and author", async () => {
    for (const search of terms) {
      const expected = await listPublicCatalogue(t.db, signedIn.church.id, { search, page: 1 });
      expect(await listPublicCatalogue(t.db, signedIn.church.id, { search, page: 1 }, found(search)), search).toEqual(expected);
    }
    expect((await listPublicCatalogue(t.db, signedIn.church.id, { search: "s", page: 1 }, found("s"))).songs.map((song) => song.name)).toEqual([
      "aguas profundas",
      "Águas Purificadoras",
      "Grande É o Senhor",
      "Hosana",
      "Oceanos",
      "Tu És Santo",
    ]);
  });
});

describe("the church's index", () => {
  const logger = pino({ level: "silent" });

  it("is built once the church is searched often, and is used at its version for 60 s at most", async () => {
    let clock = 1_000_000;
    const indexes = createSearchIndexes({ logger, searchesToBuild: 3, now: () => clock });
    const churchId = signedIn.church.id;
    const version = (await readChurchIndex(t.db, churchId, clock)).version;
    const search = (term = "hosana", at = version) => indexes.forSearch(t.db, churchId, at, { search: term });

    expect(await search()).toBeNull();
    expect(await search()).toBeNull();
    // The third search starts the build, and waits for it.
    expect((await search())?.index.version).toBe(version);
    expect(await search("Straße")).toBeNull();
    expect(await indexes.forSearch(t.db, churchId, version, { search: "hosana", musicianId: "m" })).toBeNull();
    expect(await search("hosana", `${version}0`)).toBeNull(); // a newer version than kept: read again
    await indexes.settled();

    const index = (await search())!.index;
    const builtAt = index.builtAt;
    const viewed = index.counted.services.find((service) => service !== null && !viewedServices.has(service.id))!;
    const viewsBefore = viewed.views;
    expect(await view("services", viewed.id)).toBe(true);
    viewedServices.add(viewed.id);
    clock += 40_000; // past the refresh: the kept index still answers while its view counts are read again
    expect((await search())?.index.builtAt).toBe(builtAt);
    await search();
    await search();
    await indexes.settled();
    expect((await search())?.index).toBe(index); // the same index, its counts read again
    expect(index.builtAt).toBe(clock);
    expect(viewed.views).toBe(viewsBefore + 1);
    clock += 60_000; // its counts are 60 s old, and the church is no longer searched often
    expect(await search()).toBeNull();
    await indexes.settled();
    expect(await indexes.forSearch(t.db, churchId, version, { search: "hosana" })).toBeNull();
  });

  it("makes the searches that meet it being read wait for it, with no statement of their own", async () => {
    const churchId = signedIn.church.id;
    const indexes = createSearchIndexes({ logger, searchesToBuild: 1 });
    const { version } = await readChurchIndex(t.db, churchId, Date.now());
    const burst = () => Promise.all(Array.from({ length: 8 }, (_, i) => indexes.forSearch(t.db, churchId, version, { search: `hosana ${i}` })));
    const { result, statements } = await countStatements(t.db, burst);
    expect(result.map((found) => found?.index.version)).toEqual(Array(8).fill(version));
    expect(statements).toBe(1); // the index's own read
  });

  it("lets the statement answer a search whose church's index is read for more than 1.5 s", async () => {
    let release = () => {};
    const slow = { execute: () => new Promise((_, reject) => (release = () => reject(new Error("too slow")))) } as unknown as Executor;
    const indexes = createSearchIndexes({ logger, searchesToBuild: 1 });
    const started = Date.now();
    expect(await indexes.forSearch(slow, signedIn.church.id, "1", { search: "hosana" })).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
    release();
    await indexes.settled();
  });

  it("is not tried again at each search after a build failed, but 10 s later", async () => {
    let clock = 1_000_000;
    let reads = 0;
    const failing = { execute: async () => ((reads += 1), Promise.reject(new Error("canceling statement due to statement timeout"))) } as unknown as Executor;
    const indexes = createSearchIndexes({ logger, searchesToBuild: 1, now: () => clock });
    const search = () => indexes.forSearch(failing, signedIn.church.id, "1", { search: "hosana" });
    expect(await search()).toBeNull();
    await indexes.settled();
    expect(reads).toBe(1);
    for (let i = 0; i < 5; i += 1) expect(await search()).toBeNull();
    await indexes.settled();
    expect(reads).toBe(1);
    clock += 10_000;
    expect(await search()).toBeNull();
    await indexes.settled();
    expect(reads).toBe(2);
  });

  it("makes the cards of the church's services from it, so a search meets them kept, as the statement writes them", async () => {
    const churchId = signedIn.church.id;
    const fragments = createFragmentStore();
    const indexes = createSearchIndexes({ logger, searchesToBuild: 1, onBuilt: (id, index) => keepCardsAhead(fragments, id, index) });
    const version = (await readChurchIndex(t.db, churchId, Date.now())).version;
    const found = (await indexes.forSearch(t.db, churchId, version, { search: "20" }))!;
    const input = { search: "20", sort: "date", direction: "desc", page: 1 } as const;
    const { result, statements } = await countStatements(t.db, () => listServicesJson(t.db, fragments, churchId, input, found));
    expect(statements).toBe(0);
    const page = JSON.parse(result) as Page<ServiceListItem>;
    // Every active service, one with three songs among them.
    expect(page.total).toBe(found.index.services.entries.length);
    expect(page.items.some((item) => item.songs.length === 3)).toBe(true);
    expect(page).toEqual(JSON.parse(await listServicesJson(t.db, createFragmentStore(), churchId, input)));
  });

  it("sees a save at the next search, and costs no more statements than a kept answer while the church is searched often", async () => {
    const searchServices = async (query: string) => (await (await t.request(api(`/services?search=${query}`))).json()) as Page<ServiceListItem>;
    const statements = async (query: string) => (await countStatements(t.db, () => searchServices(query))).statements;
    let page = 1;
    let kept = 0;
    // A new URL each time (no kept answer), in bursts, until the index answers a search.
    await vi.waitFor(
      async () => {
        for (let i = 0; i < 20; i += 1) await searchServices(`2025&page=${(page += 1)}`);
        kept = await statements(`2025&page=${page}`);
        expect(await statements(`2025&page=${(page += 1)}`)).toBe(kept);
      },
      { timeout: 60_000, interval: 50 },
    );
    // A term the process cannot make exactly is still the statement's.
    expect(await statements("Straße")).toBeGreaterThan(kept);

    const before = (await searchServices("2025&direction=asc")).total;
    const older = await readChurchIndex(t.db, signedIn.church.id, Date.now());
    await saveService("agape", "2025-04-06", "18:00", ["Nunca Cantada"]);
    expect((await searchServices("06/04/2025")).items.map((item) => item.date)).toEqual(["2025-04-06"]);
    expect((await searchServices("2025&direction=desc")).total).toBe(before + 1);
    // An index of an older version is read whole again, never only its counts.
    expect(await readViewCounts(t.db, signedIn.church.id, older, Date.now())).toBe(false);
  });
});
