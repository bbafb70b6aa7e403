import { beforeAll, describe, expect, it } from "vitest";
import { createBand, createSegment, createService, createSong, signedInAdmin } from "../../../tests/factories";
import { PERIOD, reportRequests } from "../../../tests/report-church";
import { serviceBody } from "../../../tests/service-body";
import { madeInBeforeAll, useTestApp } from "../../../tests/test-app";

const app = useTestApp();

const { saveService, buildChurch, overview, usage, csv } = reportRequests(() => app);

/** The church of `buildChurch`, built once before the describe's first test and shared by its tests. */
function useBuiltChurch() {
  let church: Awaited<ReturnType<typeof buildChurch>> | undefined;
  beforeAll(async () => {
    church = await buildChurch();
  });
  return madeInBeforeAll(() => church, "The built church");
}

describe("GET /api/admin/reports (cards, chart and rotation)", () => {
  const church = useBuiltChurch();

  it("counts services, segments, distinct songs and new songs of the active services in the period", async () => {
    const report = await overview(church.cookie);
    expect(report.summary).toEqual({ services: 2, executions: 6, distinctSongs: 4, newSongs: 1 });
    expect(report.filter).toEqual({ de: "2025-01-01", ate: "2025-03-31", banda: null });
  });

  it("follows the band filter: the services of that band and the songs it introduced", async () => {
    expect((await overview(church.cookie, `${PERIOD}&banda=${church.beta.id}`)).summary).toEqual({
      services: 1,
      executions: 3,
      distinctSongs: 3,
      newSongs: 1,
    });
    expect((await overview(church.cookie, `${PERIOD}&banda=${church.alfa.id}`)).summary).toEqual({
      services: 1,
      executions: 3,
      distinctSongs: 2,
      newSongs: 0,
    });
  });

  it("has one bar per month of the period, empty months included", async () => {
    expect((await overview(church.cookie)).monthly).toEqual([
      { month: "2025-01", executions: 3 },
      { month: "2025-02", executions: 3 },
      { month: "2025-03", executions: 0 },
    ]);
  });

  it("lists the songs last sung more than 6 months before 'Até', most sung first", async () => {
    const { forgotten } = await overview(church.cookie);
    expect(forgotten).toEqual({
      total: 2,
      songs: [
        { id: church.songs.antiga.id, name: "Antiga", author: null, lastPlayedAt: "2024-06-01", executions: 2 },
        { id: church.songs.esquecida.id, name: "Esquecida", author: null, lastPlayedAt: "2024-06-01", executions: 1 },
      ],
    });
    // Seen from 30/11/2024, 01/06/2024 is less than 6 months back: nothing is forgotten yet.
    const earlier = await overview(church.cookie, "de=2024-10-01&ate=2024-11-30");
    expect(earlier.forgotten.songs.map((song) => song.name)).toEqual([]);
    const later = await overview(church.cookie, "de=2025-10-01&ate=2025-12-31");
    expect(later.forgotten.songs.map((song) => [song.name, song.lastPlayedAt, song.executions])).toEqual([
      ["Grande é o Senhor", "2025-02-09", 4],
      ["Aclame ao Senhor", "2025-04-01", 3],
      ["Nova", "2025-05-01", 3],
      ["Antiga", "2024-06-01", 2],
      ["Esquecida", "2024-06-01", 1],
      ["Oceanos; Onde meus pés", "2025-02-09", 1],
    ]);
  });

  it("shows how the new songs caught on after their introduction", async () => {
    expect((await overview(church.cookie)).adoption).toEqual([
      {
        id: church.songs.nova.id,
        name: "Nova",
        author: null,
        introducedOn: "2025-02-09",
        introducedBy: "Banda Beta",
        executionsAfter: 2,
        bandsAfter: 2,
      },
    ]);
    expect((await overview(church.cookie, `${PERIOD}&banda=${church.alfa.id}`)).adoption).toEqual([]);
  });
});

describe("GET /api/admin/reports/usage and usage.csv (the table)", () => {
  const church = useBuiltChurch();

  it("has one row per song: execuções count segments, cultos count services", async () => {
    // Nova and Oceanos were played once, in Banda Beta's service of 09/02, in no key.
    const onceInFebruary = { executions: 1, services: 1, firstPlayedAt: "2025-02-09", lastPlayedAt: "2025-02-09", bands: ["Banda Beta"], mostPlayedKey: null, ccli: null };
    const page = await usage(church.cookie);
    expect(page).toEqual({
      total: 4,
      page: 1,
      pageSize: 50,
      rows: [
        {
          id: church.songs.grande.id,
          name: "Grande é o Senhor",
          author: "Adhemar de Campos",
          executions: 3,
          services: 2,
          firstPlayedAt: "2025-01-05",
          lastPlayedAt: "2025-02-09",
          bands: ["Banda Alfa", "Banda Beta"],
          // A# and Bb are one key, played twice: written as the latest performance wrote it.
          mostPlayedKey: "Bb",
          ccli: "1234567",
        },
        {
          id: church.songs.aclame.id,
          name: "Aclame ao Senhor",
          author: null,
          executions: 1,
          services: 1,
          firstPlayedAt: "2025-01-05",
          lastPlayedAt: "2025-01-05",
          bands: ["Banda Alfa"],
          mostPlayedKey: "D",
          ccli: null,
        },
        { id: church.songs.nova.id, name: "Nova", author: null, ...onceInFebruary },
        { id: church.songs.oceanos.id, name: "Oceanos; Onde meus pés", author: 'Hillsong "United"', ...onceInFebruary },
      ],
    });
  });

  it("sorts by any column", async () => {
    const names = async (query: string) => (await usage(church.cookie, `${PERIOD}&${query}`)).rows.map((row) => row.name);
    expect(await names("sort=name&direction=asc")).toEqual(["Aclame ao Senhor", "Grande é o Senhor", "Nova", "Oceanos; Onde meus pés"]);
    expect(await names("sort=author&direction=desc")).toEqual(["Oceanos; Onde meus pés", "Grande é o Senhor", "Aclame ao Senhor", "Nova"]);
    expect(await names("sort=services&direction=asc")).toEqual(["Aclame ao Senhor", "Nova", "Oceanos; Onde meus pés", "Grande é o Senhor"]);
    expect(await names("sort=first&direction=asc")).toEqual(["Aclame ao Senhor", "Grande é o Senhor", "Nova", "Oceanos; Onde meus pés"]);
    expect(await names("sort=last&direction=desc")).toEqual(["Grande é o Senhor", "Nova", "Oceanos; Onde meus pés", "Aclame ao Senhor"]);
    expect(await names("sort=bands&direction=desc")).toEqual(["Nova", "Oceanos; Onde meus pés", "Grande é o Senhor", "Aclame ao Senhor"]);
  });

  it("follows the band filter", async () => {
    const page = await usage(church.cookie, `${PERIOD}&banda=${church.alfa.id}`);
    expect(page.rows.map((row) => [row.name, row.executions, row.services, row.bands])).toEqual([
      ["Grande é o Senhor", 2, 1, ["Banda Alfa"]],
      ["Aclame ao Senhor", 1, 1, ["Banda Alfa"]],
    ]);
  });

  it("downloads the whole table as CSV: BOM, ';', CRLF, RFC 4180 quotes, dd/MM/yyyy, bands joined", async () => {
    const { response, bytes, text } = await csv(church.cookie);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="uso-de-musicas_2025-01-01_2025-03-31.csv"');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.slice(1)).toBe(
      [
        "Música;Autor;Execuções;Cultos;Primeira execução;Última execução;Bandas;Tom mais usado;CCLI",
        "Grande é o Senhor;Adhemar de Campos;3;2;05/01/2025;09/02/2025;Banda Alfa, Banda Beta;Bb;1234567",
        "Aclame ao Senhor;;1;1;05/01/2025;05/01/2025;Banda Alfa;D;",
        "Nova;;1;1;09/02/2025;09/02/2025;Banda Beta;;",
        '"Oceanos; Onde meus pés";"Hillsong ""United""";1;1;09/02/2025;09/02/2025;Banda Beta;;',
        "",
      ].join("\r\n"),
    );
  });

  it("answers the header alone for a period without performances", async () => {
    const { text } = await csv(church.cookie, "de=2023-01-01&ate=2023-12-31");
    expect(text).toBe("\uFEFFMúsica;Autor;Execuções;Cultos;Primeira execução;Última execução;Bandas;Tom mais usado;CCLI\r\n");
    expect((await usage(church.cookie, "de=2023-01-01&ate=2023-12-31")).rows).toEqual([]);
  });
});

describe("paging the table", () => {
  it("pages by 50, and the CSV holds every row", async () => {
    const { church, cookie } = await signedInAdmin(app);
    const band = await createBand(app.db, church.id, { name: "Banda Única" });
    const service = await createService(app.db, church.id, { bandId: band.id, date: "2025-02-02" });
    for (let index = 1; index <= 53; index++) {
      const song = await createSong(app.db, church.id, { name: `Canção ${String(index).padStart(2, "0")}` });
      await createSegment(app.db, service.churchId, { serviceId: service.id, songCatalogId: song.id, startTime: index * 10, endTime: index * 10 + 5 });
    }
    const first = await usage(cookie, `${PERIOD}&sort=name&direction=asc`);
    expect(first.total).toBe(53);
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]?.name).toBe("Canção 01");
    const second = await usage(cookie, `${PERIOD}&sort=name&direction=asc&page=2`);
    expect(second.rows.map((row) => row.name)).toEqual(["Canção 51", "Canção 52", "Canção 53"]);
    const beyond = await usage(cookie, `${PERIOD}&page=3`);
    expect(beyond).toMatchObject({ rows: [], total: 53 });
    const { text } = await csv(cookie, `${PERIOD}&sort=name&direction=asc`);
    const lines = text.slice(1).split("\r\n");
    expect(lines).toHaveLength(55);
    expect(lines[53]).toBe("Canção 53;;1;1;02/02/2025;02/02/2025;Banda Única;;");
  });
});

describe("the figures after an edit and a delete", () => {
  it("stay true to the services", async () => {
    const church = await buildChurch();
    const { grande, aclame, nova } = church.songs;
    // February loses Oceanos; January is deleted.
    await saveService(
      church.cookie,
      serviceBody(
        church.beta.id,
        church.february.segments
          .filter((saved) => saved.songCatalogId !== church.songs.oceanos.id)
          .map((saved, index) => ({ id: saved.id, songCatalogId: saved.songCatalogId, startTime: index * 300, endTime: index * 300 + 200 })),
        { date: "2025-02-09" },
      ),
      church.february.id,
    );
    let report = await overview(church.cookie);
    expect(report.summary).toEqual({ services: 2, executions: 5, distinctSongs: 3, newSongs: 1 });
    expect((await usage(church.cookie)).rows.map((row) => [row.name, row.executions, row.services])).toEqual([
      ["Grande é o Senhor", 3, 2],
      ["Aclame ao Senhor", 1, 1],
      ["Nova", 1, 1],
    ]);

    const deleted = await app.request(`/api/admin/services/${church.january.id}`, { method: "DELETE", headers: { cookie: church.cookie } });
    expect(deleted.status).toBe(204);
    report = await overview(church.cookie);
    expect(report.summary).toEqual({ services: 1, executions: 2, distinctSongs: 2, newSongs: 1 });
    expect(report.monthly).toEqual([
      { month: "2025-01", executions: 0 },
      { month: "2025-02", executions: 2 },
      { month: "2025-03", executions: 0 },
    ]);
    const rows = (await usage(church.cookie)).rows;
    expect(rows.map((row) => [row.id, row.executions, row.firstPlayedAt, row.bands])).toEqual([
      [grande.id, 1, "2025-02-09", ["Banda Beta"]],
      [nova.id, 1, "2025-02-09", ["Banda Beta"]],
    ]);
    expect(rows.some((row) => row.id === aclame.id)).toBe(false);
    const { text } = await csv(church.cookie);
    expect(text.slice(1).split("\r\n")).toEqual([
      "Música;Autor;Execuções;Cultos;Primeira execução;Última execução;Bandas;Tom mais usado;CCLI",
      "Grande é o Senhor;Adhemar de Campos;1;1;09/02/2025;09/02/2025;Banda Beta;;1234567",
      "Nova;;1;1;09/02/2025;09/02/2025;Banda Beta;;",
      "",
    ]);
  });
});
