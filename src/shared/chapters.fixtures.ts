/**
 * Video descriptions as churches write them (issue 23), with the songs a person reads in each:
 * "start name" (the start as formatTimestamp writes it), and "author" / "key" where written. Used
 * by chapters.test.ts (each must come out exactly) and by the accuracy figure in the bench. These
 * were written with the parser; those it was later changed for, once held out, are in
 * chapters-moved.fixtures.ts. A song written author first ("Fernandinho | Todas as Coisas") is read
 * as 'Colar capítulos' reads it: with a catalogue that holds the songs of the descriptions
 * (`readWithCatalogue`).
 */
import { parseChapters, plainText, readAsCatalogued, type ChapterSong, type ChapterVerdicts } from "./chapters";

export type ChapterFixture = {
  name: string;
  description: string;
  duration?: number;
  /** "12:40 Grande é o Senhor", in order. */
  songs: string[];
  /** Songs' authors where written, by song name. */
  authors?: Record<string, string>;
  keys?: Record<string, string>;
  /** How many chapters are skipped (not songs, out of order, no title). */
  skipped: number;
};

export const CHAPTER_FIXTURES: ChapterFixture[] = [
  {
    name: "plain list with leading zeros and dashes",
    description: `Culto de Celebração - Domingo 19h

00:00 Abertura
03:12 Grande é o Senhor - Adhemar de Campos
09:45 Lugar Secreto - Gabriela Rocha
15:30 Oração
18:02 Pregação - Pr. Marcos
1:05:20 Ofertório
1:08:00 Ninguém Explica Deus - Preto no Branco
1:14:30 Bênção final

Siga-nos no Instagram: @igreja
#culto #louvor`,
    songs: ["3:12 Grande é o Senhor", "9:45 Lugar Secreto", "1:08:00 Ninguém Explica Deus"],
    authors: { "Grande é o Senhor": "Adhemar de Campos", "Lugar Secreto": "Gabriela Rocha", "Ninguém Explica Deus": "Preto no Branco" },
    skipped: 5,
  },
  {
    name: "no leading zeros, en dashes",
    description: `0:00 – Boas-vindas
2:31 – Deus de Promessas – Davi Sacer
8:10 – Aos Pés da Cruz – Kleber Lucas
13:55 – Palavra`,
    songs: ["2:31 Deus de Promessas", "8:10 Aos Pés da Cruz"],
    skipped: 2,
  },
  {
    name: "bullets and pipes",
    description: `CAPÍTULOS
• 00:00 | Início da live
• 05:40 | Te Louvarei | Toque no Altar
• 11:02 | Galileu | Fernandinho
• 17:48 | Avisos
• 21:15 | Mensagem | Pra. Ana`,
    songs: ["5:40 Te Louvarei", "11:02 Galileu"],
    authors: { "Te Louvarei": "Toque no Altar", Galileu: "Fernandinho" },
    skipped: 3,
  },
  {
    name: "numbered songs",
    description: `Repertório:
1. 04:10 Raridade
2. 09:30 Sonda-me, Usa-me
3. 15:05 Aclame ao Senhor
Pregação 20:00`,
    songs: ["4:10 Raridade", "9:30 Sonda-me, Usa-me", "15:05 Aclame ao Senhor"],
    skipped: 0,
  },
  {
    name: "emoji bullets",
    description: `🔥 Culto de Jovens 🔥
🎵 00:00 Abertura
🎵 06:20 Em Espírito e em Verdade
🎵 12:45 Tua Graça Me Basta
🙏 18:30 Oração
📖 25:00 Palavra`,
    songs: ["6:20 Em Espírito e em Verdade", "12:45 Tua Graça Me Basta"],
    skipped: 3,
  },
  {
    name: "keycap numbers",
    description: `1️⃣ 02:00 Santo Espírito - Laura Souguellis
2️⃣ 07:40 Yeshua - Fernanda Brum
3️⃣ 13:10 A Ele a Glória`,
    songs: ["2:00 Santo Espírito", "7:40 Yeshua", "13:10 A Ele a Glória"],
    skipped: 0,
  },
  {
    name: "English description",
    description: `Sunday Service | Full stream
0:00 Welcome
4:25 Goodness of God - Bethel Music
10:02 Way Maker (Live)
15:48 Build My Life
21:30 Announcements
25:10 Sermon: Walking in Faith
1:10:00 Closing Prayer`,
    songs: ["4:25 Goodness of God", "10:02 Way Maker", "15:48 Build My Life"],
    skipped: 4,
  },
  {
    name: "songs with '(ao vivo)' and authors in parentheses",
    description: `00:00 Abertura
04:30 Ousado Amor (ao vivo)
10:12 Me Atraiu (Gabriela Rocha)
16:40 Quão Grande é o Meu Deus (Soraya Moraes) (ao vivo)`,
    songs: ["4:30 Ousado Amor", "10:12 Me Atraiu", "16:40 Quão Grande é o Meu Deus"],
    authors: { "Me Atraiu": "Gabriela Rocha", "Quão Grande é o Meu Deus": "Soraya Moraes" },
    skipped: 1,
  },
  {
    name: "keys in the titles",
    description: `00:00 Abertura
03:00 Grande é o Senhor (G)
08:15 Rendido Estou - Tom: D
13:30 Porque Ele Vive [Bb]
19:00 Hosana (Tom F#m)`,
    songs: ["3:00 Grande é o Senhor", "8:15 Rendido Estou", "13:30 Porque Ele Vive", "19:00 Hosana"],
    keys: { "Grande é o Senhor": "G", "Rendido Estou": "D", "Porque Ele Vive": "Bb", Hosana: "F#m" },
    skipped: 1,
  },
  {
    name: "several chapters on one line",
    description: `Capítulos: 00:00 Abertura / 05:10 Maranata / 11:00 Vitorioso És / 16:20 Pregação`,
    songs: ["5:10 Maranata", "11:00 Vitorioso És"],
    skipped: 2,
  },
  {
    name: "times in brackets",
    description: `[00:00] Início
[03:45] Eu Navegarei
[09:20] Firme Fundamento
[15:00] Santa Ceia`,
    songs: ["3:45 Eu Navegarei", "9:20 Firme Fundamento"],
    skipped: 2,
  },
  {
    name: "times in parentheses with a colon",
    description: `(0:00): Contagem regressiva
(5:00): Digno é o Senhor
(10:30): Em Teus Braços`,
    songs: ["5:00 Digno é o Senhor", "10:30 Em Teus Braços"],
    skipped: 1,
  },
  {
    name: "over an hour with h:mm:ss throughout",
    description: `0:00:00 Abertura
0:12:30 Ressuscitou - Fernandinho
0:18:00 Jesus em Tua Presença
1:02:15 Ofertas
1:05:00 Tudo é Teu
1:45:30 Encerramento`,
    songs: ["12:30 Ressuscitou", "18:00 Jesus em Tua Presença", "1:05:00 Tudo é Teu"],
    skipped: 3,
  },
  {
    name: "the last song ends at the video's duration",
    description: `00:00 Abertura
10:00 Hino da Vitória
15:00 Pra Sempre`,
    duration: 1200,
    songs: ["10:00 Hino da Vitória", "15:00 Pra Sempre"],
    skipped: 1,
  },
  {
    name: "a time out of order is skipped",
    description: `00:00 Abertura
05:00 Te Exaltamos
03:00 Poderoso Deus
09:00 Tu És Santo`,
    songs: ["5:00 Te Exaltamos", "9:00 Tu És Santo"],
    skipped: 2,
  },
  {
    name: "a chapter with no title",
    description: `00:00 Boas-vindas
04:00
06:00 Atos 2
12:00 Abba`,
    songs: ["6:00 Atos 2", "12:00 Abba"],
    skipped: 2,
  },
  {
    name: "links, hashtags and blank lines around",
    description: `Assista ao culto completo!

https://www.igreja.com.br/doacoes
Pix: 12.345.678/0001-99

00:00 Abertura

02:40 Nada Além do Sangue - Fernandinho

07:55 Deus Cuida de Mim - Kleber Lucas

#igreja #culto #adoracao
Horários: domingo 10:00 e 19:00`,
    songs: ["2:40 Nada Além do Sangue", "7:55 Deus Cuida de Mim"],
    skipped: 1,
  },
  {
    name: "em dashes and colons as separators",
    description: `00:00 — Abertura
04:12 — Não Há Deus Maior — Comunidade de Nilópolis
09:58: Te Agradeço
15:20 : Santo Pra Sempre`,
    songs: ["4:12 Não Há Deus Maior", "9:58 Te Agradeço", "15:20 Santo Pra Sempre"],
    skipped: 1,
  },
  {
    name: "welcome, notices, tithes, baptism in Portuguese",
    description: `00:00 Bem-vindos
02:00 Mais Que Uma Voz
07:00 Dízimos e Ofertas
10:00 Momento de oração
12:30 Batismo
20:00 Avisos da semana
22:00 Diante do Trono`,
    songs: ["2:00 Mais Que Uma Voz", "22:00 Diante do Trono"],
    skipped: 5,
  },
  {
    name: "song names that start like parts of the service",
    description: `00:00 Abertura
03:00 Oceanos
08:00 Word of God Speak
13:00 Live Forever
18:00 Palavra`,
    songs: ["3:00 Oceanos", "8:00 Word of God Speak", "13:00 Live Forever"],
    skipped: 2,
  },
  {
    name: "arrows",
    description: `► 00:00 Introdução
► 01:30 Ao Único
► 06:45 Santo Santo Santo
➤ 12:10 Oração final`,
    songs: ["1:30 Ao Único", "6:45 Santo Santo Santo"],
    skipped: 2,
  },
  {
    name: "numbered with a dash before the time",
    description: `01 - 00:00 Abertura
02 - 04:00 Pai Nosso
03 - 09:30 Deus Forte`,
    songs: ["4:00 Pai Nosso", "9:30 Deus Forte"],
    skipped: 1,
  },
  {
    name: "quotes around names and a trailing full stop",
    description: `00:00 Abertura.
05:00 "Alfa e Ômega"
10:00 “Tu És Fiel”.`,
    songs: ["5:00 Alfa e Ômega", "10:00 Tu És Fiel"],
    skipped: 1,
  },
  {
    name: "a medley note and 'feat.'",
    description: `00:00 Abertura
03:20 Agnus Dei (Medley)
09:00 Vem Esta é a Hora (feat. Ministério Zoe)`,
    songs: ["3:20 Agnus Dei", "9:00 Vem Esta é a Hora"],
    skipped: 1,
  },
  {
    name: "'by' before an author, 'por' inside a name, a number that begins a name",
    description: `0:00 Opening
3:30 Holy Forever by Chris Tomlin
9:10 Graves Into Gardens by Elevation Worship
15:00 Grato por Tudo
19:30 10.000 Razões`,
    songs: ["3:30 Holy Forever", "9:10 Graves Into Gardens", "15:00 Grato por Tudo", "19:30 10.000 Razões"],
    authors: { "Holy Forever": "Chris Tomlin", "Graves Into Gardens": "Elevation Worship" },
    skipped: 1,
  },
  {
    name: "lower-case and upper-case titles",
    description: `00:00 ABERTURA
04:10 GRANDE É O SENHOR
09:00 lugar secreto
14:00 PREGAÇÃO`,
    songs: ["4:10 GRANDE É O SENHOR", "9:00 lugar secreto"],
    skipped: 2,
  },
  {
    name: "minutes past 60 without hours",
    description: `00:00 Abertura
45:10 Preciso de Ti
75:30 Eu Te Busco`,
    songs: ["45:10 Preciso de Ti", "1:15:30 Eu Te Busco"],
    skipped: 1,
  },
  {
    name: "a key after a comma and a version note",
    description: `00:00 Abertura
04:00 Bondade de Deus, tom: A
10:00 Creio que Tu És a Cura (versão acústica)`,
    songs: ["4:00 Bondade de Deus", "10:00 Creio que Tu És a Cura"],
    keys: { "Bondade de Deus": "A" },
    skipped: 1,
  },
  {
    name: "communion and offering in English",
    description: `0:00 Pre-service
2:00 Communion
8:00 Great Are You Lord
13:00 Offering
16:00 Reckless Love - Cory Asbury
22:00 Benediction`,
    songs: ["8:00 Great Are You Lord", "16:00 Reckless Love"],
    skipped: 4,
  },
  {
    name: "dots as separators between time and name and CRLF lines",
    description: "00:00 - Abertura\r\n03:33 - Em Fervente Oração\r\n08:40 - Eu Me Rendo\r\n",
    songs: ["3:33 Em Fervente Oração", "8:40 Eu Me Rendo"],
    skipped: 1,
  },
  {
    name: "a description with no chapters",
    description: `Culto ao vivo da Igreja Esperança.
Domingo às 19:00. Participe!`,
    songs: [],
    skipped: 0,
  },
  {
    name: "testimony, reading and scripture in the list",
    description: `00:00 Leitura bíblica
03:00 Testemunho
08:00 Deus É Deus
14:00 Apelo
16:00 Lindo És`,
    songs: ["8:00 Deus É Deus", "16:00 Lindo És"],
    skipped: 3,
  },
];

/** The songs a person reads in these descriptions, by name: the catalogue of a church that sings them. */
export function catalogueOf(fixtures: readonly ChapterFixture[]): string[] {
  return [...new Set(fixtures.flatMap((fixture) => fixture.songs.map((song) => song.slice(song.indexOf(" ") + 1))))];
}

/** pg_trgm's trigrams of a name as the server compares them (louvor_search_text: lower case, no accents). */
function trigrams(name: string): Set<string> {
  const words = plainText(name).split(" ").filter(Boolean);
  return new Set(
    words.flatMap((word) => {
      const padded = `  ${word} `;
      return Array.from({ length: padded.length - 2 }, (_, index) => padded.slice(index, index + 3));
    }),
  );
}

/** The server's SONG_CLOSE_MATCH_SIMILARITY (src/server/songs/queries.ts), which shared code cannot import. */
const CLOSE_MATCH_SIMILARITY = 0.6;

/**
 * The server's matcher (matchSongNames) over a list of names: the most similar name by pg_trgm
 * similarity (shared trigrams over all trigrams), at or above the threshold; null otherwise.
 */
export function matcherOf(catalogue: readonly string[]): (name: string) => string | null {
  const known = catalogue.map((name) => ({ name, trigrams: trigrams(name) }));
  return (name) => {
    const typed = trigrams(name);
    let best: { name: string; similarity: number } | null = null;
    for (const song of known) {
      const shared = [...typed].filter((trigram) => song.trigrams.has(trigram)).length;
      const similarity = shared / (typed.size + song.trigrams.size - shared || 1);
      if (similarity >= CLOSE_MATCH_SIMILARITY && (best === null || similarity > best.similarity)) best = { name: song.name, similarity };
    }
    return best?.name ?? null;
  };
}

/**
 * A description's songs as 'Colar capítulos' reads them: parsed (with what the church's earlier
 * previews said of chapter titles, when given), then each read as the catalogue knows it.
 */
export function readWithCatalogue(fixture: ChapterFixture, matchOf: (name: string) => string | null, verdicts?: ChapterVerdicts): ChapterSong[] {
  return parseChapters(fixture.description, { duration: fixture.duration, verdicts }).songs.map((song) => readAsCatalogued(song, matchOf).song);
}
