import { describe, expect, it } from "vitest";
import { createBand, createSong, signedInAdmin } from "../../../tests/factories";
import { PERIOD, reportRequests, segment } from "../../../tests/report-church";
import { serviceBody } from "../../../tests/service-body";
import { useTestApp } from "../../../tests/test-app";
import { spreadsheetSafeCell } from "./csv-cells";

const app = useTestApp();
const { saveService, csv } = reportRequests(() => app);

describe("a CSV cell", () => {
  it("that a spreadsheet would run as a formula starts with a quote; any other is left alone", () => {
    for (const formula of ['=HYPERLINK("http://x","y")', "+1", "-1", "@SUM(A1)", "\tx", "\rx"]) {
      expect(spreadsheetSafeCell(formula)).toBe(`'${formula}`);
    }
    for (const text of ["Grande é o Senhor", "", " =1", "1+1", "a=b", "'já citada", "\nx", "Oceanos; Onde meus pés"]) {
      expect(spreadsheetSafeCell(text)).toBe(text);
    }
  });
});

describe("GET /api/admin/reports/usage.csv", () => {
  it("writes songs, authors and bands named like formulas as text, and the counts as numbers", async () => {
    const { church, cookie } = await signedInAdmin(app);
    const band = await createBand(app.db, church.id, { name: "@Banda" });
    // Straight into the table: the API's text rule already refuses tabs and CRs in names, but an
    // imported or older church may hold anything.
    const names = ['=HYPERLINK("http://x","y")', "+1", "-1", "@SUM(A1)", "\tx", "\rx", "a\r=1+1", "b\n-2"];
    const songs = [];
    for (const name of names) songs.push(await createSong(app.db, church.id, { name, author: name === "+1" ? "-Autor" : null }));
    await saveService(
      cookie,
      serviceBody(
        band.id,
        songs.map((song, index) => segment(song.id, index * 300)),
        { date: "2025-02-02" },
      ),
    );

    const { text } = await csv(cookie, `${PERIOD}&sort=name&direction=asc`);
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toBe("Música;Autor;Execuções;Cultos;Primeira execução;Última execução;Bandas;Tom mais usado;CCLI");
    const rest = ";1;1;02/02/2025;02/02/2025;'@Banda;;";
    expect(lines.slice(1).sort()).toEqual(
      [
        `"'=HYPERLINK(""http://x"",""y"")";${rest}`,
        `'+1;'-Autor${rest}`,
        `'-1;${rest}`,
        `'@SUM(A1);${rest}`,
        `'\tx;${rest}`,
        `"'\rx";${rest}`,
        // A line break inside a cell is quoted: what follows it is not a new row's first cell.
        `"a\r=1+1";${rest}`,
        `"b\n-2";${rest}`,
        "",
      ].sort(),
    );
  });
});
