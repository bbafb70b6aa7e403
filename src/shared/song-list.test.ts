import { describe, expect, it } from "vitest";
import { decodeSongList, readSongList } from "./song-list";

const utf8 = (text: string) => new TextEncoder().encode(text);
const read = (bytes: Uint8Array) => readSongList(decodeSongList(bytes));

describe("readSongList on files as spreadsheet programs save them", () => {
  it("reads UTF-8 with a BOM and semicolons (Excel in Portuguese, 'CSV UTF-8')", () => {
    const list = read(utf8("\uFEFFNome;Autor;Cifra;Letra\r\nGraça Sem Fim;Clara Nunes;https://cifra.example/graca;\r\nLugar Secreto;Gabriela Rocha;;https://letra.example/lugar\r\n"));
    expect(list).toEqual({
      ok: true,
      columns: { name: "Nome", author: "Autor", chordFile: "Cifra", lyrics: "Letra" },
      rows: [
        { line: 2, name: "Graça Sem Fim", author: "Clara Nunes", chordFile: "https://cifra.example/graca", lyrics: "" },
        { line: 3, name: "Lugar Secreto", author: "Gabriela Rocha", chordFile: "", lyrics: "https://letra.example/lugar" },
      ],
    });
  });

  it("reads Windows-1252 with commas (Excel in Portuguese, 'CSV')", () => {
    const list = read(new Uint8Array(Buffer.from("Música,Artista\nGraça Sem Fim,Fulano de Tal\nÁguas Purificadas,Diante do Trono\n", "latin1")));
    expect(list.ok && list.rows.map((row) => [row.name, row.author])).toEqual([
      ["Graça Sem Fim", "Fulano de Tal"],
      ["Águas Purificadas", "Diante do Trono"],
    ]);
  });

  it("reads tab-separated English headers (a copy from Google Sheets)", () => {
    const list = read(utf8("Title\tArtist\tChords\tLyrics\nWay Maker\tSinach\t\t\nGoodness of God\tBethel Music\thttps://chords.example/g\t\n"));
    expect(list.ok && list.columns).toEqual({ name: "Title", author: "Artist", chordFile: "Chords", lyrics: "Lyrics" });
    expect(list.ok && list.rows.map((row) => [row.name, row.author, row.chordFile])).toEqual([
      ["Way Maker", "Sinach", ""],
      ["Goodness of God", "Bethel Music", "https://chords.example/g"],
    ]);
  });

  it("keeps quoted cells whole, separators and quotes inside", () => {
    const list = read(utf8('Título;Autor\n"Santo; Santo, Santo";"Reginaldo ""Régis"" Souza"\n'));
    expect(list.ok && list.rows[0]).toMatchObject({ name: "Santo; Santo, Santo", author: 'Reginaldo "Régis" Souza' });
  });

  it("recognises headers written with other words, case and accents, in any order", () => {
    const list = read(utf8("LETRA;TÍTULO DA MÚSICA;Id;Intérprete\nhttps://l.example/1;Raridade;7;Anderson Freire\n"));
    expect(list).toMatchObject({ ok: true, columns: { name: "TÍTULO DA MÚSICA", author: "Intérprete", lyrics: "LETRA" } });
    expect(list.ok && list.rows[0]).toEqual({ line: 2, name: "Raridade", author: "Anderson Freire", chordFile: "", lyrics: "https://l.example/1" });
  });

  it("skips blank lines but keeps each row's line number in the spreadsheet", () => {
    const list = read(utf8("\nNome;Autor\n\nRaridade;Anderson Freire\n;\nOusado Amor;\n"));
    expect(list.ok && list.rows.map((row) => [row.line, row.name])).toEqual([
      [4, "Raridade"],
      [6, "Ousado Amor"],
    ]);
  });

  it("says when there is no name column, or nothing at all", () => {
    expect(read(utf8("Autor;Cifra\nFulano;https://c.example\n"))).toEqual({ ok: false, error: "no-name-column" });
    expect(read(utf8(""))).toEqual({ ok: false, error: "empty" });
    expect(read(utf8("\n \n"))).toEqual({ ok: false, error: "empty" });
  });
});
