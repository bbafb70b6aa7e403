import { describe, expect, it } from "vitest";
import { CHAPTER_LINE_LENGTH_READ, CHAPTER_LINES_READ, chapterTitleKey, isNotASong, linesRead, parseChapters, readAsCatalogued, songFromTitle, type ChapterVerdicts } from "./chapters";
import { catalogueOf, matcherOf, readWithCatalogue } from "../../tests/support/chapter-reading";
import { chapterSets, TUNED_SETS } from "../../tests/support/fixtures";
import { formatTimestamp } from "./durations";

/** Every description the parser was tuned to (tests/fixtures/chapters/): each must come out exactly. */
const TUNED_CHAPTER_FIXTURES = chapterSets(TUNED_SETS);

describe("parseChapters on descriptions as churches write them", () => {
  const matchOf = matcherOf(catalogueOf(TUNED_CHAPTER_FIXTURES));

  it.each(TUNED_CHAPTER_FIXTURES.map((fixture) => [fixture.name, fixture] as const))("%s", (_, fixture) => {
    const songs = readWithCatalogue(fixture, matchOf);
    expect(songs.map((song) => `${formatTimestamp(song.start)} ${song.name}`)).toEqual(fixture.songs);
    expect(parseChapters(fixture.description, { duration: fixture.duration }).skipped).toHaveLength(fixture.skipped);
    for (const [name, author] of Object.entries(fixture.authors ?? {})) expect(songs.find((song) => song.name === name)?.author, name).toBe(author);
    for (const [name, key] of Object.entries(fixture.keys ?? {})) expect(songs.find((song) => song.name === name)?.key, name).toBe(key);
  });

  it("has at least 30 descriptions", () => {
    expect(chapterSets(["written-with-the-parser"]).length).toBeGreaterThanOrEqual(30);
  });
});

describe("parseChapters: where songs end", () => {
  const description = "00:00 Abertura\n03:00 Grande é o Senhor\n08:30 Oração\n10:00 Lugar Secreto";

  it("ends each song where the next chapter starts, songs or not", () => {
    const { songs } = parseChapters(description);
    expect(songs.map(({ start, end }) => [start, end])).toEqual([
      [180, 510],
      [600, null],
    ]);
  });

  it("ends the last at the video's duration when it is known", () => {
    expect(parseChapters(description, { duration: 900 }).songs.at(-1)).toMatchObject({ start: 600, end: 900 });
  });

  it("skips a chapter that starts after the video ends, and ends the one before at the end", () => {
    const { songs, skipped } = parseChapters(`${description}\n20:00 Tu És Fiel`, { duration: 900 });
    expect(songs.at(-1)).toMatchObject({ name: "Lugar Secreto", end: 900 });
    expect(skipped).toContainEqual({ start: 1200, title: "Tu És Fiel", reason: "out-of-order" });
  });

  it("lists what it skipped, in order, with the reason", () => {
    const { skipped } = parseChapters("00:00 Abertura\n05:00 Te Exaltamos\n03:00 Deus Forte\n07:00\n09:00 Avisos");
    expect(skipped).toEqual([
      { start: 0, title: "Abertura", reason: "not-a-song" },
      { start: 180, title: "Deus Forte", reason: "out-of-order" },
      { start: 420, title: "", reason: "no-title" },
      { start: 540, title: "Avisos", reason: "not-a-song" },
    ]);
  });

  it("reads a dot typed for the colon, but not a number that begins a name", () => {
    expect(parseChapters("0:00 Abertura\n12.40 Lugar Secreto\n1.02.15 Tudo é Teu\n10.000 Razões").songs.map(({ start, name }) => [start, name])).toEqual([
      [760, "Lugar Secreto"],
      [3735, "Tudo é Teu"],
    ]);
  });

  it("reads a semicolon typed for the colon and WhatsApp's bold around the time", () => {
    expect(parseChapters("13;15 Me Ama\n*1:05:00* Tudo é Teu\n_1:10:00_ Aleluia").songs.map(({ start, name }) => [start, name])).toEqual([
      [795, "Me Ama"],
      [3900, "Tudo é Teu"],
      [4200, "Aleluia"],
    ]);
  });

  it("drops emoji between the time and the title, and after it", () => {
    const { songs, skipped } = parseChapters("01:12 🎶 Firmes na Rocha\n06:40 🙏 Oração\n11:00 Oceans 🌊");
    expect(songs.map((song) => song.title)).toEqual(["Firmes na Rocha", "Oceans"]);
    expect(skipped).toEqual([{ start: 400, title: "Oração", reason: "not-a-song" }]);
  });

  it("reads a time written after the title, from the chapter at 0:00 on", () => {
    const { songs, skipped } = parseChapters("Culto de Domingo - 19:00\nAbertura - 0:00\nDeus do Impossível - 2:48\nYahweh Se Manifestará (8:15)\n• Ainda Que a Figueira [16:30]\nPregação (Pr. Jonas) - 22:45");
    expect(songs.map(({ start, end, name }) => [start, end, name])).toEqual([
      [168, 495, "Deus do Impossível"],
      [495, 990, "Yahweh Se Manifestará"],
      [990, 1365, "Ainda Que a Figueira"],
    ]);
    expect(skipped.map((chapter) => chapter.title)).toEqual(["Abertura", "Pregação (Pr. Jonas)"]);
  });

  it("reads a time after a title only where no title follows a time", () => {
    expect(parseChapters("Culto às 19:00 - Templo Sede\n00:00 Abertura\n03:00 Lugar Secreto\nPróximo culto: 19:00").songs.map((song) => song.name)).toEqual(["Lugar Secreto"]);
    expect(parseChapters("Culto de Celebração - 19:00").songs).toEqual([]);
  });

  it("reads time ranges, and ends a song where its range ends", () => {
    const { songs } = parseChapters("00:00 - 02:40 | Abertura\n02:40 - 08:15 | Jeová Jireh - Aline Barros\n08:15 a 13:50 Sou Teu\n13:50-16:00 Oração\n16:00 às 20:00 – Eu Me Rendo\n20:30 Palavra");
    expect(songs.map(({ start, end, name }) => [start, end, name])).toEqual([
      [160, 495, "Jeová Jireh"],
      [495, 830, "Sou Teu"],
      [960, 1200, "Eu Me Rendo"],
    ]);
    expect(parseChapters("58:30 - 1:03:00 | Eu Me Rendo").songs[0]).toMatchObject({ start: 3510, end: 3780 });
  });

  it("reads two chapters on one line after a dash or a comma", () => {
    expect(parseChapters("00:00 Abertura - 05:10 Lugar Secreto, 09:40 Oceanos; 14:00 Avisos").songs.map(({ start, end, name }) => [start, end, name])).toEqual([
      [310, 580, "Lugar Secreto"],
      [580, 840, "Oceanos"],
    ]);
  });

  it("reads times in brackets or parentheses, after a numbering, and an hour with one digit of minutes typed", () => {
    expect(parseChapters("[00:00] Abertura\n[12:40] Lugar Secreto\n(15:02) Oceanos\n1) 20:00 Me Atraiu\n2 - 25:00 Aleluia\n1:3:40 Tudo é Teu").songs.map(({ start, name }) => [start, name])).toEqual([
      [760, "Lugar Secreto"],
      [902, "Oceanos"],
      [1200, "Me Atraiu"],
      [1500, "Aleluia"],
      [3820, "Tudo é Teu"],
    ]);
  });

  it("reads Windows line endings, non-breaking spaces, zero-width characters and a full-width colon", () => {
    const pasted = "00:00 Abertura\r\n03:12\u00a0Grande é o Senhor\r\n\u200b09:45 Lugar\u00a0Secreto\u200b\r\n\ufeff15：30 Oceanos\r\n";
    expect(parseChapters(pasted).songs.map(({ start, name }) => [start, name])).toEqual([
      [192, "Grande é o Senhor"],
      [585, "Lugar Secreto"],
      [930, "Oceanos"],
    ]);
  });

  it("reads nothing from text with no chapter", () => {
    expect(parseChapters("")).toEqual({ songs: [], skipped: [] });
    expect(parseChapters("Culto às 19:00 e 10:30. Pix: 12.345.678/0001-99")).toEqual({ songs: [], skipped: [] });
  });
});

describe("isNotASong", () => {
  it.each(["Abertura", "Boas-vindas", "Oração", "Pregação", "Palavra", "Mensagem", "Ofertório", "Ofertas", "Dízimos", "Avisos", "Santa Ceia", "Ceia", "Batismo", "Bênção", "Benção", "Encerramento", "Intervalo", "Início", "Live", "Welcome", "Prayer", "Sermon", "Offering", "Announcements", "Communion", "Baptism", "Blessing", "Break", "Intro", "Momento de oração", "Oração pelos enfermos", "Prelúdio", "Ministração", "Começo da live", "Pré-culto", "Saudação e boas-vindas", "Contagem", "Chamada à adoração", "Call to Worship", "Spontaneous Worship", "Teaching – Pastor Mike", "Sending", "Outro / Thank you", "Pr. Hernandes — Palavra", "Pastor Dan - Message", "Bispa Sônia", 'Message: "Anchored" – Pastor Kayla', "Christmas Message - Pastor John", "Pastoral Prayer", "Kids dismissed", "Altar Call", "Culto Infantil - saída das crianças", "Informes da semana", "Escola Bíblica: Lição 8", "EBD", "Recolhimento dos Dízimos", "Gathering", "Notices", "Talk – Revd Sarah Jones", "Bible reading – John 3:1-17", "Old Testament Reading: Psalm 121", "Scripture Reading", "Charge and Benediction", "Passagem de som / início", "Oportunidade aos visitantes", "Boas-vindas aos visitantes", "Momento de louvor", "Momento de cura e libertação", "Min. Ana Paula", "Ana Paula – Ministração", "Irmã Cláudia - Testemunho", "Ministra Ana Paula", "Apresentação de crianças", "Consagração", "Leitura", "Intercessão", "Despedida", "Café com a igreja", "Homilia", "Recados"])(
    "%s is a part of the service, not a song",
    (title) => expect(isNotASong(title)).toBe(true),
  );

  it("skips a chapter whose name, before a separator, is a part of the service", () => {
    const { songs, skipped } = parseChapters('0:00 Oceans\n5:00 Message - "Rooted" - Pastor Dan\n40:00 1. Oração\n45:00 Intro | Banda');
    expect(songs.map((song) => song.name)).toEqual(["Oceans"]);
    expect(skipped.map((chapter) => chapter.title)).toEqual(['Message - "Rooted" - Pastor Dan', "1. Oração", "Intro | Banda"]);
  });

  it.each(["Baptisms", "Baby Dedications", "Holy Communion", "Altar Response", "Closing Remarks", "Missions Video", "Receção e boas-vindas", "Acolhimento", "Informações", "Sorteio e avisos", 'Teatro "A Mulher Samaritana"', "Vídeo missionário", "Preletora: Pra. Simone Araújo", "Palestrante Ana Lima", "Guest Speaker – Rev. Okafor", "Skit: The Lost Sheep", "Interview with our missionaries", "1.ª Leitura", "Second Lesson", "Gospel: Matthew 25:14-30", "Romans 8:28-39", "Post-Communion Prayer & Notices", "Youth Choir Ministration", "Organ Postlude", "Grace & Benediction", "Entrada da noiva", "Troca das alianças", "Credo Apostólico", "Devotional thought"])(
    "%s is a part of the service too (rounds 6 and 7: plurals, qualified names, programme items, speakers, readings, ceremonies)",
    (title) => expect(isNotASong(title)).toBe(true),
  );

  it("skips a block of songs named alone, but reads the song a block's label names", () => {
    const { songs, skipped } = parseChapters("0:00 Louvor e Adoração\n20:00 Worship\n25:00 Louvor: Hosana\n30:00 Worship - King of Kings\n35:00 Praise");
    expect(skipped.map((chapter) => chapter.title)).toEqual(["Louvor e Adoração", "Worship"]);
    expect(songs.map((song) => song.authorFirst?.name ?? song.name)).toEqual(["Hosana", "King of Kings", "Praise"]);
  });

  it("reads the song sung in a part of the service, and skips the part when no song follows", () => {
    const { songs, skipped } = parseChapters(
      "0:00 Ofertório: Segura na Mão de Deus\n5:00 Comunhão - Ninguém Te Ama Como Eu (Martín Valverde)\n10:00 Communion – Anthem: O Taste and See\n15:00 Ofertório – Dízimos e ofertas\n20:00 Santa Ceia – Pr. Marcos\n25:00 Processional Carol: Once in Royal David's City\n30:00 ➜ Cântico: Eu Navegarei",
    );
    expect(songs.map((song) => song.name)).toEqual(["Segura na Mão de Deus", "Ninguém Te Ama Como Eu", "O Taste and See", "Once in Royal David's City", "Eu Navegarei"]);
    expect(skipped.map((chapter) => chapter.title)).toEqual(["Ofertório – Dízimos e ofertas", "Santa Ceia – Pr. Marcos"]);
  });

  it("reads a title typed right after the time, but not a clock's am/pm", () => {
    const { songs } = parseChapters("0:00 Abertura\n11:58Celebrai com Júbilo (Adhemar de Campos)\n12:30am Service");
    expect(songs.map((song) => [formatTimestamp(song.start), song.name])).toEqual([["11:58", "Celebrai com Júbilo"]]);
  });

  it.each(["Grande é o Senhor", "Tua Palavra", "Word of God Speak", "Live Forever", "Em Fervente Oração", "Bênçãos Sem Fim", "Santo Espírito", "Pra Sempre", "Pra Onde Iremos", "Bom Pastor", "Pastor amado", "Tu És + Doce", "Lindo Momento", "Louvor – Eu Navegarei", "Min. Zoe - Aquieta Minh'alma", "Santo - Hillsong - Live", "Talking to Jesus", "Gathering Song", "Deus é Bom - Kids", "The Blessing", "Call Upon the Lord", "Vitória no Deserto"])("%s is a song", (title) =>
    expect(isNotASong(title)).toBe(false),
  );
});

describe("songFromTitle", () => {
  it.each([
    ["Grande é o Senhor - Adhemar de Campos", { name: "Grande é o Senhor", author: "Adhemar de Campos", key: null }],
    ["Me Atraiu (Gabriela Rocha)", { name: "Me Atraiu", author: "Gabriela Rocha", key: null }],
    ["Galileu | Fernandinho", { name: "Galileu", author: "Fernandinho", key: null }],
    ["Ousado Amor (ao vivo)", { name: "Ousado Amor", author: null, key: null }],
    ["1. Raridade", { name: "Raridade", author: null, key: null }],
    ["10.000 Razões", { name: "10.000 Razões", author: null, key: null }],
    ["Sonda-me, Usa-me", { name: "Sonda-me, Usa-me", author: null, key: null }],
    ["Hosana (Tom F#m) - Hillsong", { name: "Hosana", author: "Hillsong", key: "F#m" }],
    ["Rendido Estou - Tom: D", { name: "Rendido Estou", author: null, key: "D" }],
    ["Porque Ele Vive [bb]", { name: "Porque Ele Vive", author: null, key: "Bb" }],
    ["Stand by me", { name: "Stand by me", author: null, key: null }],
    ["Response: Oceans", { name: "Oceans", author: null, key: null }],
    ["2. Resposta: Ninguém Explica Deus (Tom: A)", { name: "Ninguém Explica Deus", author: null, key: "A" }],
    ["Closing Song: Goodness of God", { name: "Goodness of God", author: null, key: null }],
    ["Medley: Holy Spirit / Holy Ground", { name: "Holy Spirit", author: null, key: null }],
    ["Graves Into Gardens ft. Brandon Lake", { name: "Graves Into Gardens", author: "Brandon Lake", key: null }],
    ["Porque Ele Vive part. Coral Kemuel", { name: "Porque Ele Vive", author: "Coral Kemuel", key: null }],
    ['Choir Anthem: "It Is Well With My Soul"', { name: "It Is Well With My Soul", author: null, key: null }],
    ["Hymn 338 – Great Is Thy Faithfulness", { name: "Great Is Thy Faithfulness", author: null, key: null }],
    ["Hino 15 da Harpa - Conversão", { name: "Conversão", author: null, key: null }],
    ["Hino 423 CC - Mais Perto Quero Estar", { name: "Mais Perto Quero Estar", author: null, key: null }],
    ["Canto de entrada: Vem Espírito Santo", { name: "Vem Espírito Santo", author: null, key: null }],
    ["Canto final: Maria, Passa na Frente", { name: "Maria, Passa na Frente", author: null, key: null }],
    ["Cântico final: Tu És Fiel, Senhor", { name: "Tu És Fiel, Senhor", author: null, key: null }],
    ["Mass Choir: Total Praise (Richard Smallwood)", { name: "Total Praise", author: "Richard Smallwood", key: null }],
    ["Cântico do Ofertório: Bendito Sejais, Senhor", { name: "Bendito Sejais, Senhor", author: null, key: null }],
    ["Gradual Hymn – Be Thou My Vision", { name: "Be Thou My Vision", author: null, key: null }],
    ['Special Music - "His Eye Is on the Sparrow" - Mrs. Linda Harper', { name: "His Eye Is on the Sparrow", author: "Mrs. Linda Harper", key: null }],
    ["Hymn #432 How Great Thou Art", { name: "How Great Thou Art", author: null, key: null }],
    // An elision's apostrophe is the name's own; a quote that opens and closes it is not.
    ["'Tis So Sweet to Trust in Jesus", { name: "'Tis So Sweet to Trust in Jesus", author: null, key: null }],
    ["Final Hymn 'Guide Me, O Thou Great Jehovah'", { name: "Guide Me, O Thou Great Jehovah", author: null, key: null }],
    ["‘Rooted’", { name: "Rooted", author: null, key: null }],
    ["A New Song - Hillsong", { name: "A New Song", author: "Hillsong", key: null }],
    ["Louvor – Eu Navegarei", { name: "Eu Navegarei", author: null, key: null }],
    ["Louvor 2 - Em Tua Presença - Tom: G", { name: "Em Tua Presença", author: null, key: "G" }],
    ["Louvor final - Te Louvarei", { name: "Te Louvarei", author: null, key: null }],
    ["Louvor | Grande é o Senhor", { name: "Grande é o Senhor", author: null, key: null }],
    ["Response – Way Maker", { name: "Way Maker", author: null, key: null }],
    ["Participação especial: Irmã Cláudia – Deus Proverá", { name: "Irmã Cláudia", author: "Deus Proverá", authorFirst: { name: "Deus Proverá", author: "Irmã Cláudia" } }],
  ])("%s", (title, expected) => expect(songFromTitle(title)).toMatchObject(expected));

  it("reads a title in two parts the other way round too", () => {
    expect(songFromTitle("Fernandinho | Todas as Coisas (Ao Vivo)")).toEqual({
      name: "Fernandinho",
      author: "Todas as Coisas",
      key: null,
      authorFirst: { name: "Todas as Coisas", author: "Fernandinho" },
    });
    expect(songFromTitle("Isaías Saad - Bondade de Deus").authorFirst).toEqual({ name: "Bondade de Deus", author: "Isaías Saad" });
  });

  it.each(["Hosana", "Me Atraiu (Gabriela Rocha)", "Holy Forever by Chris Tomlin", "Graves Into Gardens ft. Brandon Lake", "Santo - Hillsong - Ao Vivo em SP"])("%s has no author-first reading", (title) =>
    expect(songFromTitle(title).authorFirst).toBeNull(),
  );
});

describe("readAsCatalogued", () => {
  const catalogue = new Map([
    ["Todas as Coisas", { id: "1" }],
    ["Galileu", { id: "2" }],
  ]);
  const matchOf = (name: string) => catalogue.get(name) ?? null;
  const song = (title: string) => parseChapters(`3:00 ${title}`).songs[0]!;

  it("keeps the reading as written when its name is in the catalogue", () => {
    expect(readAsCatalogued(song("Galileu | Fernandinho"), matchOf)).toMatchObject({ song: { name: "Galileu", author: "Fernandinho" }, match: { id: "2" } });
  });

  it("reads author first when only that name is in the catalogue", () => {
    expect(readAsCatalogued(song("Fernandinho | Todas as Coisas"), matchOf)).toMatchObject({
      song: { name: "Todas as Coisas", author: "Fernandinho", authorFirst: null },
      match: { id: "1" },
    });
  });

  it("keeps the reading as written when neither name is in the catalogue: a new song named as written", () => {
    expect(readAsCatalogued(song("Aline Barros | Ressuscita-me"), matchOf)).toMatchObject({ song: { name: "Aline Barros", author: "Ressuscita-me" }, match: null });
  });
});

describe("parseChapters with what the church's previews said (decision 485)", () => {
  const description = [
    "00:00 Abertura",
    "02:00 Momento Missões – Missionária Raquel (Moçambique)",
    "06:00 Lugar Secreto - Gabriela Rocha",
    "11:00 Louvor e Adoração",
    "20:00 Pregação",
  ].join("\n");
  const read = (verdicts?: ChapterVerdicts) => {
    const parsed = parseChapters(description, { duration: 3600, verdicts });
    return { songs: parsed.songs.map((song) => `${formatTimestamp(song.start)} ${song.name}`), skipped: parsed.skipped.map((chapter) => `${formatTimestamp(chapter.start)} ${chapter.reason}`) };
  };

  it("reads by the word lists when the church has said nothing", () => {
    expect(read()).toEqual({ songs: ["2:00 Momento Missões", "6:00 Lugar Secreto"], skipped: ["0:00 not-a-song", "11:00 not-a-song", "20:00 not-a-song"] });
    expect(read(new Map())).toEqual(read());
  });

  it("skips a name said to be no song whatever follows it, and takes a title said to be a song", () => {
    const verdicts = new Map([
      [chapterTitleKey("Momento Missões"), false],
      [chapterTitleKey("LOUVOR E ADORAÇÃO!"), true],
    ]);
    expect(read(verdicts)).toEqual({
      songs: ["6:00 Lugar Secreto", "11:00 Louvor e Adoração"],
      skipped: ["0:00 not-a-song", "2:00 dropped-before", "20:00 not-a-song"],
    });
  });

  it("lets the title as written win over its name", () => {
    const verdicts = new Map([
      [chapterTitleKey("Momento Missões"), false],
      [chapterTitleKey("Momento Missões – Missionária Raquel (Moçambique)"), true],
    ]);
    expect(read(verdicts).songs).toEqual(["2:00 Momento Missões", "6:00 Lugar Secreto"]);
  });

  it("keys a title by its plain text: no case, accents or punctuation", () => {
    expect(chapterTitleKey("  Momento   MISSÕES – África! ")).toBe("momento missoes africa");
  });
});

describe("parseChapters on a very long line (issue 39)", () => {
  /** The fastest of a few readings, in milliseconds: the least disturbed by other work on the machine. */
  const fastestReading = (text: string) => {
    let fastest = Infinity;
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      parseChapters(text);
      fastest = Math.min(fastest, performance.now() - started);
    }
    return fastest;
  };

  it.each([
    ["plain words", (length: number) => "palavra ".repeat(length / 8)],
    ["a run of spaces", (length: number) => `a${" ".repeat(length - 2)}b`],
    ["one long word", (length: number) => "a".repeat(length)],
    ["labels and dashes", (length: number) => "Ab: - ".repeat(length / 6)],
    ["a chapter with a long title", (length: number) => `0:00 ${"Grande é o Senhor (versão ".repeat(length / 26)}`],
  ])("reads %s of 20,000 characters with about the work of 2,000", (_, lineOf) => {
    const short = `0:00 Abertura\n${lineOf(2_000)}\n5:00 Raridade`;
    const long = `0:00 Abertura\n${lineOf(20_000)}\n5:00 Raridade`;
    fastestReading(short);
    // Ten times the text, read in linear time, would be ten times the work; reading it backtracking, a hundred.
    expect(fastestReading(long) / Math.max(fastestReading(short), 0.05)).toBeLessThan(4);
  });

  it("reads the first 1,000 lines, each up to its first 500 characters", () => {
    const lines = linesRead(`${"x".repeat(30_000)}\n${"0:00 Abertura\n".repeat(5_000)}`);
    expect(lines).toHaveLength(CHAPTER_LINES_READ);
    expect(Math.max(...lines.map((line) => line.length))).toBe(CHAPTER_LINE_LENGTH_READ);
    expect(lines.reduce((total, line) => total + line.length, 0)).toBeLessThanOrEqual(CHAPTER_LINES_READ * CHAPTER_LINE_LENGTH_READ);
  });

  it("reads a title and its time after it as before, in one pass", () => {
    const parsed = parseChapters(`Abertura (0:00)\nDeus do Impossível   -   2:48\nOração [14:02]\n${"Louvor ".repeat(3_000)} 20:00`);
    expect(parsed.songs.map((song) => [song.start, song.name])).toEqual([[168, "Deus do Impossível"]]);
    expect(parsed.skipped.map((chapter) => chapter.title)).toEqual(["Abertura", "Oração"]);
  });

  it("does not cut a character in two at the end of a long line", () => {
    const [line] = linesRead(`${"a".repeat(CHAPTER_LINE_LENGTH_READ - 1)}🎶 Raridade`);
    expect(line).toBe("a".repeat(CHAPTER_LINE_LENGTH_READ - 1));
  });
});
