import { describe, expect, it } from "vitest";
import { ndjsonReader } from "./recording-upload";

describe("the analysis' streamed answer", () => {
  it("reads each line once it is whole, whatever the pieces the answer arrives in", () => {
    const reader = ndjsonReader();
    let text = '{"type":"progress","seconds":1';
    expect(reader.push(text)).toEqual([]);
    text += '2}\n{"type":"progress","seconds":30}\n{"type":"err';
    expect(reader.push(text)).toEqual([
      { type: "progress", seconds: 12 },
      { type: "progress", seconds: 30 },
    ]);
    // A line outside the contract is skipped; the last one may come without its newline.
    text += 'or","code":"x","message":"Falhou."}\n{"type":"unknown"}\nnot json\n{"type":"progress","seconds":31}';
    expect(reader.end(text)).toEqual([
      { type: "error", code: "x", message: "Falhou." },
      { type: "progress", seconds: 31 },
    ]);
  });
});
