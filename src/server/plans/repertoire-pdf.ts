import PDFDocument from "pdfkit";
import type { PrintedLine } from "@shared/chords/chart-text";
import { repertoireTexts, type Repertoire, type RepertoireSong } from "@shared/repertoire";
import type { RepertoireLayout } from "@shared/schemas/plan-repertoire";

/**
 * 'Baixar PDF' (issue 42): the plan's repertoire as an A4 file, drawn with pdfkit (MIT, server
 * only) from the same model the browser prints (shared/repertoire.ts). The charts are set in
 * Courier, a PDF standard font every reader has (nothing embedded): monospaced, so each chord
 * stays over its syllable. The standard fonts write WinAnsi, which holds every Portuguese letter;
 * a character it lacks is written as '?', never as a wrong glyph.
 */

const MM = 72 / 25.4;
const MARGIN = { top: 16 * MM, bottom: 16 * MM, left: 15 * MM, right: 15 * MM };
const CHART_SIZE = 10;
const LINE = CHART_SIZE * 1.25;
const MUTED = "#555555";
const INK = "#111111";

/** Unicode characters WinAnsi writes in 0x80–0x9F; the rest of it is Latin-1. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const STAND_INS: Record<string, string> = { "♭": "b", "♯": "#", "−": "-" };

/** The text as the standard fonts can write it: composed accents, a stand-in or '?' for what WinAnsi lacks. */
export function winAnsiText(text: string): string {
  return [...text.normalize("NFC")]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) return char;
      return STAND_INS[char] ?? (code < 0x20 ? " " : "?");
    })
    .join("");
}

type Doc = InstanceType<typeof PDFDocument>;

/** Draws the repertoire page by page, keeping its own cursor (`y`) so nothing breaks a page by itself. */
class RepertoireWriter {
  private y: number;
  /** The song being drawn: a page it runs onto starts by naming it. */
  private continuing: string | null = null;

  constructor(private readonly doc: Doc) {
    this.y = MARGIN.top;
  }

  private get width() {
    return this.doc.page.width - MARGIN.left - MARGIN.right;
  }

  private get bottom() {
    return this.doc.page.height - MARGIN.bottom;
  }

  newPage() {
    this.doc.addPage();
    this.y = MARGIN.top;
  }

  /** A new page unless `height` still fits on this one. */
  private room(height: number) {
    if (this.y + height <= this.bottom || this.y <= MARGIN.top) return;
    this.newPage();
    if (this.continuing) this.paragraph(repertoireTexts.continued(this.continuing), "Helvetica-Oblique", 9, MUTED, 6);
  }

  /** Wrapped text at the cursor. */
  private paragraph(text: string, font: string, size: number, color = INK, gap = 2) {
    this.doc.font(font).fontSize(size).fillColor(color);
    const options = { width: this.width, lineGap: 1 };
    const safe = winAnsiText(text);
    this.room(this.doc.heightOfString(safe, options));
    this.doc.text(safe, MARGIN.left, this.y, options);
    this.y = this.doc.y + gap;
  }

  header(repertoire: Repertoire) {
    this.paragraph(repertoire.title, "Helvetica-Bold", 15, INK, 3);
    this.paragraph(repertoire.facts.join("  ·  "), "Helvetica", 10, MUTED, 10);
    this.rule();
  }

  private rule() {
    this.doc.moveTo(MARGIN.left, this.y).lineTo(MARGIN.left + this.width, this.y).lineWidth(0.5).strokeColor("#bbbbbb").stroke();
    this.y += 10;
  }

  song(song: RepertoireSong) {
    // The heading with the chart's first lines, never alone at a page's foot.
    this.continuing = null;
    this.room(40 + 4 * LINE);
    this.paragraph(`${song.heading}   ${song.key}`, "Helvetica-Bold", 13, INK, 2);
    for (const detail of song.details) this.paragraph(detail, "Helvetica", 9.5, MUTED, 1);
    this.y += 6;
    this.continuing = song.heading;
    if (!song.lines) {
      this.paragraph(repertoireTexts.noChart, "Helvetica-Oblique", 10, MUTED);
      return;
    }
    const lines = song.lines;
    for (let index = 0; index < lines.length; index += 1) {
      const line = lines[index]!;
      // A line of chords stays on the page of the lyric under it.
      const next = lines[index + 1];
      this.room(line.type === "chords" && next?.type === "lyric" ? 2 * LINE : LINE);
      this.chartLine(line);
    }
  }

  private chartLine(line: PrintedLine) {
    if (line.type !== "blank") {
      const font = { chords: "Courier-Bold", lyric: "Courier", comment: "Courier-Oblique", tab: "Courier", label: "Helvetica-Bold" }[line.type];
      const text = line.type === "label" ? line.text.toLocaleUpperCase("pt-BR") : line.text;
      this.doc
        .font(font)
        .fontSize(line.type === "label" ? 8.5 : CHART_SIZE)
        .fillColor(line.type === "comment" || line.type === "label" ? MUTED : INK)
        .text(winAnsiText(text), MARGIN.left, this.y + (line.type === "label" ? 1.5 : 0), { lineBreak: false });
    }
    this.y += line.type === "blank" ? LINE / 2 : LINE;
  }

  /** Songs one after another: a space and a rule between them. */
  gap() {
    this.continuing = null;
    this.y += LINE;
    this.room(40 + 4 * LINE);
    if (this.y > MARGIN.top) this.rule();
  }

  /** 'Página 1 de 3' at the foot of every page. */
  pageNumbers() {
    const { start, count } = this.doc.bufferedPageRange();
    for (let page = start; page < start + count; page += 1) {
      this.doc.switchToPage(page);
      const footer = repertoireTexts.page(page - start + 1, count);
      // Below the bottom margin: pdfkit would start a page for it unless the margin is let go.
      this.doc.page.margins.bottom = 0;
      this.doc.font("Helvetica").fontSize(8).fillColor(MUTED);
      this.doc.text(footer, MARGIN.left, this.doc.page.height - MARGIN.bottom / 2 - 4, { width: this.width, align: "right", lineBreak: false });
    }
  }
}

/** The repertoire as a PDF file: every song on a page of its own ('musica'), or one after another ('continuo'). */
export async function repertoirePdf(repertoire: Repertoire, layout: RepertoireLayout): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    bufferPages: true,
    lang: "pt-BR",
    displayTitle: true,
    info: { Title: repertoire.title, Creator: "Louvor" },
  });
  const bytes = collect(doc);
  const writer = new RepertoireWriter(doc);
  writer.header(repertoire);
  repertoire.songs.forEach((song, index) => {
    if (index > 0) {
      if (layout === "musica") {
        writer.newPage();
        writer.header(repertoire);
      } else {
        writer.gap();
      }
    }
    writer.song(song);
  });
  writer.pageNumbers();
  doc.end();
  return bytes;
}

function collect(doc: Doc): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    doc.on("error", reject);
    doc.on("end", () => resolve(Buffer.concat(chunks)));
  });
}
