import { inflateSync } from "node:zlib";

/**
 * The text a PDF shows, page by page, read the way a viewer reads it: each page's content streams
 * inflated, its text operators followed, each string decoded through its font (a ToUnicode map, as
 * Chromium's `page.pdf()` writes them, or WinAnsi, the standard fonts' encoding, as pdfkit writes
 * them). Lines break where the text moves to a new line. For tests: enough of the format for the
 * files our two producers write (no object streams, no encryption), not a general PDF reader.
 */

type PdfObject = { dict: string; stream: Buffer | null };

/** WinAnsi's 0x80–0x9F, the rest being Latin-1. */
const WIN_ANSI_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

function readObjects(pdf: Buffer): Map<string, PdfObject> {
  const text = pdf.toString("latin1");
  const objects = new Map<string, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\b([\s\S]*?)\bendobj/g)) {
    const body = match[2]!;
    const at = body.search(/\bstream\r?\n/);
    if (at < 0) {
      objects.set(match[1]!, { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    const start = body.indexOf("\n", at) + 1;
    // The stream's own length when the dictionary gives it directly: its data may end in a byte
    // that reads as a line's end (a CR before the writer's LF), which only the length tells apart.
    const length = /\/Length\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dict)?.[1];
    const data = length ? body.slice(start, start + Number(length)) : body.slice(start, body.lastIndexOf("endstream")).replace(/\r?\n$/, "");
    const raw = Buffer.from(data, "latin1");
    objects.set(match[1]!, { dict, stream: /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw });
  }
  return objects;
}

/** The dictionary `<< … >>` that follows `/Name` in `dict` (inline or by reference). */
function subDictionary(objects: Map<string, PdfObject>, dict: string, name: string): string {
  const reference = new RegExp(`/${name}\\s+(\\d+) 0 R`).exec(dict);
  if (reference) return objects.get(reference[1]!)?.dict ?? "";
  const at = dict.indexOf(`/${name}`);
  if (at < 0) return "";
  const open = dict.indexOf("<<", at);
  let depth = 0;
  for (let index = open; index < dict.length - 1; index += 1) {
    if (dict.startsWith("<<", index)) depth += 1;
    else if (dict.startsWith(">>", index) && --depth === 0) return dict.slice(open, index + 2);
  }
  return "";
}

type Font = { bytes: number; decode: (code: number) => string };

const winAnsi: Font = { bytes: 1, decode: (code) => (code >= 0x80 && code < 0xa0 ? WIN_ANSI_HIGH[code - 0x80]! : String.fromCharCode(code)) };

const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));

/** A font's ToUnicode map (bfchar and bfrange), or WinAnsi when it has none. */
function readFont(objects: Map<string, PdfObject>, id: string): Font {
  const toUnicode = /\/ToUnicode\s+(\d+) 0 R/.exec(objects.get(id)?.dict ?? "");
  const cmap = toUnicode ? objects.get(toUnicode[1]!)?.stream?.toString("latin1") : undefined;
  if (!cmap) return winAnsi;
  const map = new Map<number, string>();
  let bytes = 1;
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      bytes = code!.length / 2;
      map.set(parseInt(code!, 16), utf16(unicode!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, target] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]+>|\[[^\]]*\])/g)) {
      bytes = from!.length / 2;
      const targets = target!.startsWith("[") ? [...target!.matchAll(/<([0-9a-fA-F]+)>/g)].map((item) => item[1]!) : null;
      for (let code = parseInt(from!, 16); code <= parseInt(to!, 16); code += 1) {
        const offset = code - parseInt(from!, 16);
        if (targets) map.set(code, utf16(targets[offset] ?? ""));
        else {
          const base = utf16(target!.slice(1, -1));
          map.set(code, base.slice(0, -1) + String.fromCharCode(base.charCodeAt(base.length - 1) + offset));
        }
      }
    }
  }
  return { bytes, decode: (code) => map.get(code) ?? "" };
}

/** The bytes a string operand stands for: `<hex>` or `(literal)` with its escapes. */
function operandBytes(token: string): number[] {
  if (token.startsWith("<")) return (token.slice(1, -1).replace(/\s/g, "").match(/.{1,2}/g) ?? []).map((pair) => parseInt(pair.padEnd(2, "0"), 16));
  const bytes: number[] = [];
  const body = token.slice(1, -1);
  const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index]!;
    if (char !== "\\") {
      bytes.push(char.charCodeAt(0));
      continue;
    }
    const next = body[++index] ?? "";
    const octal = /^[0-7]{1,3}/.exec(body.slice(index));
    if (octal) {
      bytes.push(parseInt(octal[0], 8));
      index += octal[0].length - 1;
    } else if (next in escapes) bytes.push(escapes[next]!);
    else if (next !== "\n") bytes.push(next.charCodeAt(0));
  }
  return bytes;
}

const TOKEN = /\((?:\\[\s\S]|[^\\)])*\)|<<|>>|<[0-9a-fA-F\s]*>|\[|\]|\/[^\s/[\]()<>]+|[-+]?\d*\.?\d+|[A-Za-z'"*]+/g;

/** The text of one page's content. */
function pageText(content: string, fonts: Map<string, Font>): string {
  let text = "";
  let font: Font = winAnsi;
  const operands: string[] = [];
  const newLine = () => {
    if (text !== "" && !text.endsWith("\n")) text += "\n";
  };
  const show = (token: string) => {
    const bytes = operandBytes(token);
    for (let index = 0; index + font.bytes <= bytes.length; index += font.bytes) {
      text += font.decode(bytes.slice(index, index + font.bytes).reduce((code, byte) => code * 256 + byte, 0));
    }
  };
  for (const [token] of content.matchAll(TOKEN)) {
    if (/^[A-Za-z'"*]/.test(token) && !token.startsWith("/")) {
      if (token === "Tf") font = fonts.get(operands.at(-2) ?? "") ?? winAnsi;
      else if (token === "BT" || token === "Tm" || token === "T*") newLine();
      else if (token === "Td" || token === "TD") {
        if (Number(operands.at(-1)) !== 0) newLine();
      } else if (token === "Tj" || token === "TJ" || token === "'" || token === '"') {
        if (token !== "Tj" && token !== "TJ") newLine();
        operands.filter((operand) => operand.startsWith("(") || operand.startsWith("<")).forEach(show);
      }
      operands.length = 0;
    } else if (token !== "[" && token !== "]") operands.push(token);
  }
  return text;
}

/** The text of every page, in page order. */
export function pdfPages(pdf: Buffer): string[] {
  const objects = readObjects(pdf);
  const pages: string[] = [];
  const walk = (id: string) => {
    const dict = objects.get(id)?.dict ?? "";
    if (/\/Type\s*\/Pages\b/.test(dict)) {
      for (const [, kid] of (/\/Kids\s*\[([^\]]*)\]/.exec(dict)?.[1] ?? "").matchAll(/(\d+) 0 R/g)) walk(kid!);
      return;
    }
    const fontDict = subDictionary(objects, subDictionary(objects, dict, "Resources"), "Font");
    const fonts = new Map([...fontDict.matchAll(/\/([^\s/]+)\s+(\d+) 0 R/g)].map(([, name, ref]) => [`/${name}`, readFont(objects, ref!)]));
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(dict)?.[1] ?? "";
    const content = [...contents.matchAll(/(\d+) 0 R/g)].map(([, ref]) => objects.get(ref!)?.stream?.toString("latin1") ?? "").join("\n");
    pages.push(pageText(content, fonts));
  };
  const catalog = [...objects.values()].find((object) => /\/Type\s*\/Catalog\b/.test(object.dict));
  const root = /\/Pages\s+(\d+) 0 R/.exec(catalog?.dict ?? "")?.[1];
  if (root) walk(root);
  return pages;
}

/** The text of the whole document. */
export function pdfText(pdf: Buffer): string {
  return pdfPages(pdf).join("\n");
}
