/**
 * The parts of a service that are not songs, as churches name their chapters (issue 23, 'Colar
 * capítulos'): welcome, prayer, the Word, giving, notices, sacraments, programme items, in
 * Portuguese and English. `isNotASong` decides for a chapter's title (docs/decisions/440).
 */

import { withoutAccents } from "./accents";

/** Lower case, no accents, single spaces: how titles are compared with the words below. */
export function plainText(text: string): string {
  return withoutAccents(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * The parts of a service that are not songs, as their chapters begin (plain text: no accents, lower
 * case). Portuguese first, then English, as churches write them.
 */
const NOT_SONGS = [
  // Opening and welcome.
  "abertura", "preludio", "posludio", "chamada a adoracao", "chamada para adoracao", "boas vindas", "bem vindos", "bem vindo", "acolhida", "acolhimento", "recepcao", "rececao",
  "inicio", "inicio do culto", "comeco", "pre culto", "saudacao", "introducao", "contagem", "vinheta", "passagem de som",
  "visitantes", "oportunidade", "oportunidades", "oportunidade aos visitantes", "apresentacao dos visitantes", "reconhecimento dos visitantes",
  // Prayer, the Word, testimonies.
  "oracao", "oracoes", "intercessao", "clamor", "pregacao", "palavra", "ministracao", "mensagem", "sermao", "estudo biblico", "escola biblica", "escola dominical", "ebd",
  "preletor", "preletora", "preletores", "palestrante", "palestra", "conferencista", "orador", "oradora", "entrevista",
  "leitura", "primeira leitura", "segunda leitura", "evangelho", "homilia", "reflexao", "devocional", "ato penitencial", "testemunho", "testemunhos", "apelo",
  "credo", "credo apostolico", "liturgia", "liturgia da palavra", "liturgia eucaristica", "terco", "rosario", "rito", "ritos", "ritos iniciais", "salmo responsorial",
  "aclamacao ao evangelho", "oracao eucaristica", "prece", "preces", "dinamica", "jogo", "gincana", "campanha", "acao de gracas",
  "entrada do", "entrada da", "entrada dos", "entrada das", "saida do", "saida da", "saida dos", "saida das", "votos", "troca das aliancas", "troca de aliancas",
  "cerimonia", "celebracao da santa ceia", "celebracao da ceia", "sepultamento", "velorio", "homenagem postuma",
  "adoracao espontanea", "mover espontaneo", "espontaneo", "cura e libertacao",
  // Giving, notices, sacraments, children, the end.
  "ofertorio", "ofertas", "oferta", "dizimos", "dizimo", "dizimos e ofertas", "momento de ofertas", "recolhimento", "contribuicao", "contribuicoes",
  "avisos", "aviso", "informativos", "informes", "informacoes", "sorteio", "teatro", "peca teatral", "esquete", "drama", "video", "missoes", "aniversariantes", "homenagem", "santa ceia", "ceia", "batismo", "batismos",
  "apresentacao de criancas", "culto infantil", "ministerio infantil", "saida das criancas", "consagracao",
  "recados", "comunicados", "anuncios", "agenda da semana",
  "bencao", "bencao apostolica", "beneficio", "encerramento", "despedida", "intervalo", "cafe", "cafezinho", "lanche", "confraternizacao",
  // English.
  "welcome", "call to worship", "prelude", "postlude", "spontaneous", "prayer", "prayers", "pastoral prayer", "sermon", "preaching", "teaching", "scripture",
  "offering", "offerings", "tithes", "announcements", "communion", "lord s supper", "baptism", "blessing", "benediction", "countdown", "pre service",
  "testimony", "closing prayer", "opening prayer", "altar call", "kids", "children s", "dismissal", "greeting", "meet and greet", "passing of the peace",
  "confession", "assurance of pardon", "apostles creed", "notices", "bible reading", "gospel reading", "old testament reading", "new testament reading",
  "baptisms", "dedication", "baby dedication", "baby dedications", "child dedication", "skit", "raffle", "missions", "interview", "guest speaker", "speaker",
  "remarks", "opening remarks", "closing remarks", "holy communion", "creed", "nicene creed", "the peace",
  "collect", "the collect", "eucharistic prayer", "the creed", "bells", "organ voluntary", "voluntary", "praise break", "invitation to discipleship",
  "response time", "game", "games", "icebreaker", "small groups", "hype video", "vows", "exchange of rings", "processional", "recessional", "eulogy", "committal",
  "testimonies", "devotional", "devotional thought", "thanksgiving dance", "gospel", "the gospel", "lessons", "lesson",
  "charge", "the charge", "prayers of the people", "prayer of confession", "intercessions", "sound check", "soundcheck", "coffee", "farewell", "invocation", "homily",
];

/**
 * Words that are a part of the service only as the whole title: "Intro", "Live", "Fim"; as the
 * first word of a longer title they begin songs too ("Word of God Speak", "Live Forever").
 */
const NOT_SONGS_ALONE = new Set(["final", "fim", "intro", "outro", "live", "ao vivo", "word", "message", "break", "start", "end", "sending", "closing", "opening", "reading", "pre live", "offertory", "giving", "invitation", "news", "video", "gathering", "talk", "the talk", "worship set"]);

/**
 * Names of a whole block of songs, not of one: "Louvor e Adoração", "Worship", "Praise & Worship".
 * Only as a chapter's whole title: "Louvor: Hosana" and "Worship - Way Maker" name their song, and
 * a song read from "Worship - Way Maker" may be named "Worship" until the catalogue reads it.
 */
export const BLOCKS_ALONE = new Set(["louvor", "louvores", "louvor e adoracao", "adoracao", "adoracao e louvor", "worship", "praise and worship", "praise worship", "musica", "musicas"]);

/** A title that starts with one of NOT_SONGS as whole words ("Oração pelos enfermos" → "oracao"). */
const NOT_SONG = new RegExp(`^(?:${[...NOT_SONGS].sort((a, b) => b.length - a.length).join("|")})(?: |$)`);

/**
 * A preacher's title before a name: "Pr. Hernandes — Palavra", "Pastor Dan - Message". "Pra" only
 * with its full stop: "Pra Sempre" is a song.
 */
const PREACHER_ABBREVIATED = /^(?:pr|pra|rev|ap|bp|pb|ev|miss)\.\s*/iu;
const PREACHER_WORD = /^(?:[Pp]astora?|[Mm]inistr[oa]|[Rr]evd|[Rr]everendo|[Bb]isp[oa]|[Aa]p[oó]stol[oa]|[Mm]ission[aá]ri[oa]|[Pp]resb[ií]tero|[Dd]i[aá]cono|[Pp]regadora?|[Pp]reletora?|[Pp]alestrante|[Cc]onferencista)\s+\p{Lu}/u;

/** The first part of a title, before a separator: "Outro / Thank you" → "Outro". */
const FIRST_PART = /\s+(?:[-–—|/&]|\/\/)\s+/u;

/** A label before a colon, up to three words: "Message: "Anchored"", "Escola Bíblica: Lição 8". */
const LABEL_BEFORE_COLON = /^\s*([\p{L}']+(?: [\p{L}']+){0,2})\s*:\s+\S/u;

/** An English title that ends as a sermon does: "Christmas Message", "Easter Sermon" (plain text). */
const ENDS_AS_SERMON = / (?:message|sermon|homily|reading)$/;

/**
 * A short English title (two or three words) that names a part by its last word: "Holy Communion",
 * "Altar Response", "Closing Remarks", "Missions Video", "Infant Baptisms" (plain text).
 */
const SHORT_PART = /^(?:[a-z]+ ){1,2}(?:communion|remarks|response|announcements|baptisms?|dedications?|update|video|offering|welcome|dismissal|prayers?|reading|readings|lessons?|creed|notices|intercessions?|ministration|dance|prelude|postlude|voluntary|benediction)$/;

/** A Bible reference ("Matthew 25:14-30", "Lc 21, 5-19" is too loose): a chapter of readings, not a song. */
const BIBLE_REFERENCE = /\b\d{1,3}:\d{1,3}(?:\s*[-–]\s*\d{1,3})?\b/u;

/** An ordinal before a reading or a lesson: "1.ª Leitura", "2ª leitura", "First Lesson" (plain text). */
const ORDINAL = /^(?:\d{1,2}(?: a| o| ª| º)?|primeira|segunda|terceira|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|\d{1,2}(?:st|nd|rd|th)) (?=leitura|lesson|reading)/;

/**
 * A minister named alone, "Min. Ana Paula": the ministration. With a song after a separator ("Min.
 * Zoe - Aquieta Minh'alma") it is the author, and the catalogue picks the reading.
 */
const MINISTER_ALONE = /^[Mm]in\.\s*\p{Lu}[^-–—|/]*$/u;

/**
 * The parts of the service that a title may end with after a person's name: "Ana Paula –
 * Ministração", "Irmã Cláudia - Testemunho", "Pastor Mike | Teaching". A song's last part is its
 * author or a note ("- Live", "- Kids"), so only these count there.
 */
const LAST_PARTS_NOT_SONGS = new Set(["ministracao", "pregacao", "palavra", "mensagem", "sermao", "testemunho", "oracao", "apelo", "avisos", "bencao", "benediction", "notices", "blessing", "message", "sermon", "preaching", "teaching", "testimony", "prayer", "announcements"]);

/** Whether a chapter's title names a part of the service that is not a song. */
export function isNotASong(title: string): boolean {
  const whole = plainText(title);
  // "Momento de oração", "Hora da Palavra", "Tempo de ofertas": the word after them counts.
  const plain = whole.replace(/^(?:momento|hora|tempo) d[eoa]s? /, "").replace(ORDINAL, "");
  const parts = title.trim().split(FIRST_PART);
  const firstPart = parts[0]!;
  const lastPart = parts.length > 1 ? plainText(parts.at(-1)!) : "";
  const label = plainText(LABEL_BEFORE_COLON.exec(title)?.[1] ?? "");
  return (
    // "Momento de louvor", "Momento de cura e libertação": a block of the service, not a song.
    /^momento d[eoa]s? /.test(whole) ||
    NOT_SONG.test(plain) ||
    SHORT_PART.test(whole) ||
    SHORT_PART.test(plainText(firstPart)) ||
    BIBLE_REFERENCE.test(title) ||
    LAST_PARTS_NOT_SONGS.has(lastPart) ||
    MINISTER_ALONE.test(title.trim()) ||
    [plain, plainText(firstPart), label].some((part) => NOT_SONGS_ALONE.has(part) || ENDS_AS_SERMON.test(part)) ||
    PREACHER_ABBREVIATED.test(firstPart) ||
    PREACHER_WORD.test(firstPart)
  );
}
