/**
 * YouTube chapters as churches write them in a video's description ("00:00 Abertura", "12:40
 * Grande é o Senhor - Adhemar de Campos", "• 1:02:15 | Oração"), read into the songs of a service
 * (issue 23, 'Colar capítulos'). A plain function, shared by the service form's dialog and the
 * channel import on the server.
 *
 * - A chapter is a line (or a piece of one, "00:00 Abertura / 05:10 Song") whose first thing, after
 *   a bullet, dash, arrow, number, emoji or bracket, is a time: m:ss, mm:ss or h:mm:ss.
 *   A dot or a semicolon typed for the colon and WhatsApp's bold ("*1:05:00*") still make a time;
 *   a range ("00:00 - 02:40 | Abertura", "00:00 a 02:40") gives the start, and the song's end.
 *   Where no title follows a time, a time after the title ("Deus do Impossível - 2:48") is read.
 * - The time is followed by the title, after a space, dash, en dash, em dash, colon or pipe; emoji
 *   around the title ("01:12 🎶 Firmes na Rocha") are not part of it.
 * - Each chapter ends where the next one starts; the last ends at the video's duration when it is
 *   known, and stays open otherwise.
 * - Chapters whose title names a part of a service that is not a song (welcome, prayer,
 *   preaching...) are skipped, as are times out of order and lines with no title. A label before a
 *   colon counts ("Message: …"), and so does an English title ending in "Message" or "Sermon", a
 *   block of the service ("Momento de louvor") and a title ending in a part ("Ana Paula – Ministração").
 * - A song's title gives its name and, when written, its author ("Song - Author", "Song (Author)",
 *   "Song | Artist") and its key ("Song (G)", "Song - Tom: D"); "(ao vivo)", "1.", a hymnal's number
 *   ("Hino 14 – Song") and a label of the song's part of the service ("Resposta: Song", "Choir
 *   Anthem: Song", "Canto de entrada: Song", "Louvor 2 - Song") are dropped. A title in two parts
 *   ("A - B", "A | B") may be written author first ("Fernandinho | Todas as Coisas"), which no
 *   parser can tell: the other reading goes along (`authorFirst`), and `readAsCatalogued` picks it
 *   when only its name is in the catalogue (docs/decisions/440).
 */

import { BLOCKS_ALONE, isNotASong, plainText } from "./chapter-parts";
import { writtenMusicalKey } from "./musical-keys";

export { isNotASong, plainText };

/** A chapter read as a song of the service. */
export type ChapterSong = {
  /** Seconds from the video's start. */
  start: number;
  /** Where the next chapter starts, or the video's end; null when neither is known. */
  end: number | null;
  /** The chapter's title as written (after the time). */
  title: string;
  /** The song's name, without author, key, numbering or "(ao vivo)". */
  name: string;
  author: string | null;
  /** A key written in the title ("G", "Bb", "F#m"), as written. */
  key: string | null;
  /**
   * The title read author first, when it is two parts around a separator ("Fernandinho | Todas as
   * Coisas": name "Todas as Coisas", author "Fernandinho"); null otherwise.
   */
  authorFirst: { name: string; author: string } | null;
};

export type SkipReason = "not-a-song" | "dropped-before" | "out-of-order" | "no-title";

/** A chapter that does not become a song, and why. */
export type SkippedChapter = { start: number; title: string; reason: SkipReason };

export type ParsedChapters = { songs: ChapterSong[]; skipped: SkippedChapter[] };

/**
 * What a church's administrators said of chapter titles in earlier previews (docs/decisions/485):
 * a title's key (`chapterTitleKey`) → whether it is a song. It is looked up for the title as written,
 * then for the name read from it, and overrides the word lists both ways: "Momento Missões", a new
 * song's row removed once, is skipped the next week whatever follows it; "Louvor e Adoração", taken
 * in as a song, stays one.
 */
export type ChapterVerdicts = ReadonlyMap<string, boolean>;

/** A chapter title as verdicts keep it: its plain text (no case, accents or punctuation). */
export function chapterTitleKey(title: string): string {
  return plainText(title);
}

/**
 * m:ss / mm:ss / h:mm:ss (minutes up to 3 digits without hours, as some descriptions write 75:10);
 * a dot or a semicolon for a colon is a slip of the keyboard ("12.40 Lugar Secreto", "13;15 Me
 * Ama"): a chapter still needs a title after a space or a separator, so "10.000 Razões" is no time.
 */
const TIME = String.raw`(?:\d{1,2}[:.;][0-5]?\d[:.;][0-5]\d|\d{1,3}[:.;][0-5]\d)`;

/**
 * What may come before the time on a line: bullets, dashes, arrows, a number ("1.", "01 -", "3)"),
 * emoji (with their variation selectors and keycaps), brackets, spaces.
 */
const LEAD = String.raw`(?:[\s\-–—•·*_+>►▶▸➤→⏵⏩🔹🔸]|\p{Extended_Pictographic}|\u{FE0F}|\d\u{FE0F}?\u{20E3}|\d{1,2}\s*[.)]\s+|\d{1,2}\s+[-–—]\s+|[[(])*`;

/** What may close the time: a bracket, WhatsApp's bold or italics ("*1:05:00*", "_0:00_"). */
const AFTER_TIME = String.raw`[\])]?[*_]?`;

/**
 * A time range's end after its start: "00:00 - 02:40 | Abertura", "00:00 a 02:40 Abertura",
 * "0:00-2:40", "00:00 às 02:40", "0:00 to 2:40".
 */
const RANGE_END = String.raw`(?:\s*[-–—~]\s*|\s+(?:a|à|às|as|até|ate|to)\s+)[[(]?(${TIME})${AFTER_TIME}`;

/**
 * Between the time and the title: a space, dash, colon or pipe; or nothing before a capital letter,
 * as a hurried volunteer types "11:58Celebrai" (a lower-case letter, "10:30am", is a clock).
 */
const TITLE_SEPARATOR = String.raw`(?:\s*[-–—:|]\s*|\s+|(?=\p{Lu}))`;

const CHAPTER = new RegExp(String.raw`^${LEAD}(${TIME})${AFTER_TIME}(?:${RANGE_END})?${TITLE_SEPARATOR}(.*)$`, "u");
const TIME_ONLY = new RegExp(String.raw`^${LEAD}(${TIME})${AFTER_TIME}(?:${RANGE_END})?\s*$`, "u");

/**
 * A time written after the title: "Deus do Impossível - 2:48", "Abertura (0:00)", "Oração [14:02]".
 * Read only from a description with no time before a title (see parseChapters).
 */
const TIME_AT_END = new RegExp(String.raw`(?<!\s)\s*(?:[-–—|:,]\s*)?[[(]?(${TIME})[\])]?[*_]?$`, "u");

/**
 * A title and the time after it on a trimmed line, as `^(.*?\p{L}.*?)\s*…(TIME)…$` reads it, in one
 * pass: that pattern backtracks over every pair of positions (issue 39; decision 494).
 */
function titleAndTimeAfter(line: string): { title: string; time: string } | null {
  const firstLetter = line.search(/\p{L}/u);
  if (firstLetter < 0) return null;
  // `.` stops at these: the title cannot run across them.
  const stop = line.search(/[\r\u2028\u2029]/u);
  const from = firstLetter + 1;
  const match = TIME_AT_END.exec(line.slice(from));
  if (!match) return null;
  const end = from + match.index;
  if (stop >= 0 && stop < end) return null;
  return { title: line.slice(0, end), time: match[1]! };
}
const LEADING_MARKS = new RegExp(String.raw`^${LEAD}`, "u");

/** Emoji and music signs around a title ("01:12 🎶 Firmes na Rocha", "Oceans 🌊"): not part of it. */
const DECORATION = String.raw`(?:[\s♪♫♬►▶▸➤➜➔→⏵⏩•·]|\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D})+`;
const TITLE_DECORATION = new RegExp(`^${DECORATION}|${DECORATION}$`, "gu");

/** A label before a chapter list on its line: "Capítulos: 00:00 ...", "Setlist: 0:00 ...". */
const LABEL = /^[\p{L} ]{1,30}:\s+/u;

/** Several chapters on one line: "00:00 Abertura / 05:10 Song | 09:40 Song". */
const SPLIT_LINE = /(?<!\s)(?:\s+[-–—/|•·]\s+(?=[[(]?\d{1,3}:[0-5]\d)|\s*[,;]\s+(?=[[(]?\d{1,3}:[0-5]\d))/u;

/**
 * Characters that do not show but break the reading when pasted: zero-width spaces and joiners'
 * kin, the byte order mark, a soft hyphen, direction marks. A full-width colon is a colon.
 */
const INVISIBLE = /[\u200B\u200C\u200E\u200F\u2060\uFEFF\u00AD]/gu;

const KEY = String.raw`[A-G](?:#|b|♯|♭)?m?`;
/** "(G)", "[F#m]", "- Tom: D", "(Tom Bb)", "tom: A": a key written in the title. */
const KEY_IN_BRACKETS = new RegExp(String.raw`\s*[[(]\s*(?:tom:?\s*)?(${KEY})\s*[\])]`, "iu");
const KEY_AFTER_WORD = new RegExp(String.raw`\s*[-–—|,]?\s*\btom:?\s*(${KEY})(?![\p{L}#♯♭])`, "iu");

/** Notes about the recording, not part of the name: "(ao vivo)", "[Live]", "(cover)", "(acústico)". */
const RECORDING_NOTE = /\s*[[(](?:ao vivo|live|cover|ac[uú]stic[oa]|acoustic|vers[aã]o[^\])]*|version[^\])]*|medley|instrumental|reprise|part\.?[^\])]*|feat\.?[^\])]*|ft\.?[^\])]*)[\])]/giu;

/**
 * A label naming the song's part of the service before the name: "Resposta: Oceanos", "Response:
 * Oceans", "Louvor: Hosana". The parts that are not songs ("Pregação: ...") are skipped before this.
 */
const SONG_LABEL =
  /^(?:resposta|response(?: song)?|(?:opening|closing|offertory|gathering|sending) (?:song|hymn)|louvor(?: especial)?|adora[cç][aã]o|worship|medley|m[uú]sica(?: especial)?|special(?: music)?|song|c[aâ]ntico(?: final| inicial| de [\p{L}]+)?|can[cç][aã]o|canto(?: (?:de|do|da|d[ao]s) [\p{L}]+| final| inicial)?|participa[cç][aã]o(?: especial)?|hino(?: final| de [\p{L}]+)?|hymn(?: of [\p{L}]+)?|(?:choir )?anthem|coral|choir|solo)\s*:\s+/iu;

/**
 * The same labels before a dash, numbered or not: "Louvor – Eu Navegarei", "Louvor 2 - Em Tua
 * Presença", "Louvor final - Te Louvarei", "Louvor | Grande é o Senhor", "Response – Way Maker".
 */
const SONG_LABEL_DASH =
  /^(?:louvor|c[aâ]ntico|canto|m[uú]sica|song|resposta|response)(?: \d{1,2}| final| inicial| especial| (?:de|do|da) (?:entrada|abertura|encerramento|sa[ií]da|comunh[aã]o|ofert[oó]rio|medita[cç][aã]o))?\s+[-–—|]\s+(?=\S)/iu;

/**
 * A hymnal's number before the name: "Hino 14 – Dia Feliz", "Hymn 338 – ...", "Harpa 291 - ...",
 * "Hino 15 da Harpa - ...", with the hymnal's initials too: "Hino 423 CC - ..." (Cantor Cristão).
 */
/**
 * Any other short label before a colon, once the parts of the service are skipped: who sings or
 * when ("Mass Choir: Total Praise", "Coro: Eis dos Anjos", "Carol: Once in Royal David's City",
 * "Cântico do Ofertório: Bendito Sejais", "Praise & Worship: Imela"). A song's name rarely holds a colon.
 */
const ANY_LABEL = /^[\p{L}'’&.]+(?: [\p{L}'’&.]+){0,3}\s*:\s+(?=\S)/u;

/**
 * A label ending in the kind of song before a dash or a quote: "Gradual Hymn – Be Thou My Vision",
 * "Final Hymn 'Guide Me…'", "Offertory Song - …", "Cântico especial – …". Not after an article or
 * "new": "A New Song - Author" is a song.
 */
const KIND_LABEL = /^(?!(?:a|an|the|new|um|uma|o|novo|nova)\b)(?:[\p{L}]+ ){0,2}(?:hymn|song|carol|anthem|hino|c[aâ]ntico|canto|louvor|music|m[uú]sica)(?: \d{1,3})?\s*(?:[-–—|]\s+|(?=["“'‘]))/iu;

/**
 * A part of the service that is sung, before a colon, dash or pipe and a song's name: "Ofertório:
 * …", "Offertory: …", "Comunhão - …", "Communion – Anthem: …", "Processional Carol: …", "Youth Choir
 * Ministration – …". What follows is read as any title: a song, or a part ("Ofertório – Dízimos").
 */
const SUNG_PART =
  /^(?:ofert[oó]rio|offertory|comunh[aã]o|communion|processional|recessional|(?:[\p{L}]+ ){0,2}(?:choir|coral|coro) ministration|(?:processional |recessional )?carol|entrada|sa[ií]da|santa ceia)\s*(?:[-–—:|]\s*)(?=\S)/iu;

const HYMN_NUMBER = /^(?:hino|hymn|harpa(?: crist[aã])?)\s*(?:n[º°o]\.?\s*|#)?\d{1,4}(?:\s+da\s+harpa(?:\s+crist[aã])?|\s+\p{Lu}{2,4}(?=\s*[-–—:|]))?(?:\s*[-–—:|.]\s*|\s+(?=\p{Lu}))/iu;

/** A medley's songs after its first ("Holy Spirit / Holy Ground"): the first names the chapter. */
const MEDLEY_REST = /\s+\/\s+.*$/u;

/**
 * Where a song's name and its author part: " - ", " – ", " — ", " | ", " // ", " ft. ", " feat. ",
 * " part. ", " by " before a capital.
 */
const NAME_AUTHOR = /\s+(?:[-–—|]|\/\/)\s+|\s+(?:[Ff]t\.?|[Ff]eat\.?|[Pp]art\.)\s+|\s+by\s+(?=\p{Lu})/u;

/**
 * Quotes and stray punctuation around a name ("“Rooted”", "'Guide Me'", "Tu És Fiel."). A single
 * quote at the start is an opening quote only when one closes the name too: otherwise it is the
 * name's own apostrophe ("'Tis So Sweet").
 */
const cleanName = (name: string) => {
  const singleQuoted = /^['‘’].*['‘’][.;,:!-]*$/u.test(name.trim());
  return name
    .trim()
    .replace(singleQuoted ? /^["“”'‘’]+/u : /^["“”]+/u, "")
    .replace(/["“”'‘’.;,:!-]+$/u, "")
    .trim();
};
const cleanAuthor = (author: string) => author.replace(/^[-–—|,]+|[-–—|,.;]+$/gu, "").trim();

/** "1. ", "01 - ", "3) ", "#4 " before the name. */
const NUMBERING = /^(?:#?\d{1,2}\s*[.)º°]\s+|#?\d{1,2}\s+[-–—]\s+|#\d{1,2}\s+)/u;

/** A song's name, author and key from its chapter title. */
export function songFromTitle(title: string): Pick<ChapterSong, "name" | "author" | "key" | "authorFirst"> {
  let rest = title.trim();
  let key: string | null = null;
  const bracketKey = KEY_IN_BRACKETS.exec(rest);
  // "(G)" only as a whole bracket; "(Gabriel Guedes)" is an author.
  if (bracketKey) {
    key = writtenMusicalKey(bracketKey[1]!);
    rest = rest.replace(bracketKey[0], " ");
  } else {
    const wordKey = KEY_AFTER_WORD.exec(rest);
    if (wordKey) {
      key = writtenMusicalKey(wordKey[1]!);
      rest = rest.replace(wordKey[0], " ");
    }
  }
  rest = rest.replace(RECORDING_NOTE, " ").replace(NUMBERING, "").replace(/\s+/g, " ").trim().replace(SONG_LABEL, "").replace(ANY_LABEL, "").replace(SONG_LABEL_DASH, "").replace(KIND_LABEL, "").replace(HYMN_NUMBER, "").replace(MEDLEY_REST, "");
  // "by" splits before a capital only: "Stand by me" is a name; "por" never: "Grato por Tudo" is one too.
  let author: string | null = null;
  let authorFirst: ChapterSong["authorFirst"] = null;
  const split = NAME_AUTHOR.exec(rest);
  if (split) {
    author = rest.slice(split.index + split[0].length).trim();
    rest = rest.slice(0, split.index).trim();
    // Two parts around a dash or a pipe may be "Author - Song" ("by" and "ft." say which is which);
    // three ("Song - Author - Live") are not read backwards.
    const [otherName, otherAuthor] = [cleanName(author), cleanAuthor(rest)];
    if (/^\s+[-–—|/]/u.test(split[0]) && !NAME_AUTHOR.test(author) && otherName !== "" && otherAuthor !== "") authorFirst = { name: otherName, author: otherAuthor };
  } else {
    const parenthesis = /^(.*\S)\s*\(([^()]+)\)$/u.exec(rest);
    if (parenthesis) {
      rest = parenthesis[1]!.trim();
      author = parenthesis[2]!.trim();
    }
  }
  return { name: cleanName(rest), author: (author && cleanAuthor(author)) || null, key, authorFirst };
}

/**
 * A song read the way the catalogue knows it: as written, unless its name matches no catalogue song
 * and its author-first reading's does (then name and author trade places). `matchOf` is the
 * catalogue's match for a name (the server's, for 'Colar capítulos'), null when there is none.
 */
export function readAsCatalogued<Match>(song: ChapterSong, matchOf: (name: string) => Match | null): { song: ChapterSong; match: Match | null } {
  const match = matchOf(song.name);
  if (match !== null || song.authorFirst === null) return { song, match };
  const otherMatch = matchOf(song.authorFirst.name);
  if (otherMatch === null) return { song, match };
  return { song: { ...song, ...song.authorFirst, authorFirst: null }, match: otherMatch };
}

/** Seconds of a time as written ("1:02:15", "12.40", "13;15"). */
const secondsOf = (time: string): number =>
  time
    .split(/[:.;]/)
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);

type FoundChapter = { start: number; title: string; writtenEnd: number | null };

const cleanTitle = (title: string) => title.replace(TITLE_DECORATION, "").replace(/\s+/g, " ").trim();

/** The chapters of one line (or of one piece of it) that starts with a time, or null. */
function chapterAtStart(piece: string): FoundChapter | null {
  const trimmed = piece.trim();
  const unlabelled = trimmed.replace(LABEL, "");
  const match = CHAPTER.exec(trimmed) ?? TIME_ONLY.exec(trimmed) ?? CHAPTER.exec(unlabelled) ?? TIME_ONLY.exec(unlabelled);
  if (!match) return null;
  return { start: secondsOf(match[1]!), title: cleanTitle(match[3] ?? ""), writtenEnd: match[2] !== undefined ? secondsOf(match[2]) : null };
}

/**
 * A line's pieces, split before each time after " / ", " | ", " • ", " - " or a comma ("00:00
 * Abertura / 05:10 Song"), but not inside a time range ("00:00 - 02:40 | Abertura"), and only when
 * the line starts with a chapter: "Deus do Impossível - 2:48" is one title and its time.
 */
function piecesOf(line: string): string[] {
  const pieces: string[] = [];
  for (const piece of line.split(SPLIT_LINE)) {
    const previous = pieces.at(-1);
    if (previous !== undefined && TIME_ONLY.test(previous.trim())) pieces[pieces.length - 1] = `${previous} - ${piece}`;
    else pieces.push(piece);
  }
  return chapterAtStart(pieces[0]!) ? pieces : [line];
}

/** The chapters of a description whose times are written after the titles ("Deus do Impossível - 2:48"). */
function chaptersWithTimeAfter(lines: readonly string[]): FoundChapter[] {
  const found: FoundChapter[] = [];
  for (const line of lines) {
    const match = titleAndTimeAfter(line.trim());
    if (!match) continue;
    const title = cleanTitle(match.title.replace(LEADING_MARKS, ""));
    if (/\p{L}/u.test(title)) found.push({ start: secondsOf(match.time), title, writtenEnd: null });
  }
  // A header ("Culto de Domingo - 19:00") is no chapter: YouTube's chapters begin at 0:00, and
  // two of them make a list.
  const first = found.findIndex((chapter) => chapter.start === 0);
  const list = first > 0 ? found.slice(first) : found;
  return list.length >= 2 ? list : [];
}

/**
 * How much of a text is read (decision 494): its first 1,000 lines, each up to 500 characters (the
 * longest chapter line of every fixture has 278), so a pasted 20,000-character line costs 500.
 */
export const CHAPTER_LINES_READ = 1000;
export const CHAPTER_LINE_LENGTH_READ = 500;

/** The lines of a text as `parseChapters` reads them: bounded in number and length. */
export function linesRead(text: string): string[] {
  const lines = text.replace(INVISIBLE, "").replace(/[：∶]/gu, ":").replace(/\r\n?/g, "\n").split("\n", CHAPTER_LINES_READ);
  return lines.map((line) => {
    if (line.length <= CHAPTER_LINE_LENGTH_READ) return line;
    // Not between the two halves of a character written as a surrogate pair.
    const cut = /[\uD800-\uDBFF]/.test(line[CHAPTER_LINE_LENGTH_READ - 1]!) ? CHAPTER_LINE_LENGTH_READ - 1 : CHAPTER_LINE_LENGTH_READ;
    return line.slice(0, cut);
  });
}

/** The chapters of a description or chapter list, as the songs of a service and what was skipped. */
export function parseChapters(text: string, options: { duration?: number | null; verdicts?: ChapterVerdicts } = {}): ParsedChapters {
  const lines = linesRead(text);
  let found: FoundChapter[] = [];
  for (const line of lines) {
    for (const piece of piecesOf(line)) {
      const chapter = chapterAtStart(piece);
      if (chapter) found.push(chapter);
    }
  }
  // Times after the titles, only where no title follows a time: "Culto às 19:00" is not a chapter.
  if (found.length === 0) found = chaptersWithTimeAfter(lines);

  // In order: a time at or before the previous one is a mistake, skipped (the earlier ones stand).
  const ordered: FoundChapter[] = [];
  const skipped: SkippedChapter[] = [];
  for (const chapter of found) {
    const previous = ordered.at(-1);
    if (previous && chapter.start <= previous.start) skipped.push({ start: chapter.start, title: chapter.title, reason: "out-of-order" });
    else ordered.push(chapter);
  }

  const duration = options.duration && options.duration > 0 ? Math.floor(options.duration) : null;
  const songs: ChapterSong[] = [];
  ordered.forEach((chapter, index) => {
    // "Ofertório: Segura na Mão de Deus", "Communion – Anthem: O Taste and See": the song sung then.
    const sungPart = SUNG_PART.exec(chapter.title);
    const title = sungPart ? chapter.title.slice(sungPart[0].length) : chapter.title;
    const song = songFromTitle(title);
    // The title as written, else the song's name read from it ("Momento Missões – Angola" after "Momento Missões – Brasil").
    const verdict = options.verdicts?.get(chapterTitleKey(chapter.title)) ?? options.verdicts?.get(chapterTitleKey(song.name));
    const reason: SkipReason | null =
      duration !== null && chapter.start >= duration
        ? "out-of-order"
        : plainText(song.name) === ""
          ? "no-title"
          : verdict !== undefined
            ? verdict
              ? null
              : "dropped-before"
            : // "Message - "Rooted" - Pastor Dan": the name before a separator counts too.
              isNotASong(title) || BLOCKS_ALONE.has(plainText(title)) || isNotASong(song.name)
              ? "not-a-song"
              : null;
    if (reason) {
      skipped.push({ start: chapter.start, title: chapter.title, reason });
      return;
    }
    // The next chapter's start, or the end of a range written before it ("02:40 - 08:15 | Song").
    const next = ordered[index + 1]?.start ?? null;
    const written = chapter.writtenEnd !== null && chapter.writtenEnd > chapter.start && (next === null || chapter.writtenEnd <= next) ? chapter.writtenEnd : null;
    const until = written ?? next;
    const end = until === null ? duration : duration !== null ? Math.min(until, duration) : until;
    songs.push({ start: chapter.start, end, title: chapter.title, ...song });
  });
  skipped.sort((a, b) => a.start - b.start);
  return { songs, skipped };
}
