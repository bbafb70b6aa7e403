/**
 * Descriptions once held out (scripts/chapters-held-out.ts) that the chapter parser was then changed
 * for (docs/decisions/440): tuned to now, so tests, not the held-out figure, cover them. Written
 * and run as held out on 2026-11-27: two of the first held-out set, then 8 written in round 1, 5
 * written in round 2 and 8 written in round 3; those round 5 moved are in
 * chapters-moved-round-5.fixtures.ts, those round 6 moved in chapters-moved-round-6.fixtures.ts, those round 7 moved in chapters-moved-round-7.fixtures.ts.
 */
import { MOVED_IN_ROUND_5 } from "./chapters-moved-round-5.fixtures";
import { MOVED_IN_ROUND_6 } from "./chapters-moved-round-6.fixtures";
import { MOVED_IN_ROUND_7 } from "./chapters-moved-round-7.fixtures";
import { CHAPTER_FIXTURES, type ChapterFixture } from "./chapters.fixtures";

export const MOVED_CHAPTER_FIXTURES: ChapterFixture[] = [
  {
    name: "English-speaking church with a message and a response song",
    description: `Welcome to Grace Church online!
0:00 Countdown
5:00 Welcome & Announcements
9:30 This Is Amazing Grace - Phil Wickham
14:15 King of Kings (Hillsong Worship)
19:02 Firm Foundation (He Won't)
24:40 Message - "Rooted" - Pastor Dan
1:02:10 Response: Oceans
1:09:00 Benediction`,
    // "Response:" names the song's part of the service; "Message" before a dash is not a song.
    songs: ["9:30 This Is Amazing Grace", "14:15 King of Kings", "19:02 Firm Foundation", "1:02:10 Oceans"],
    skipped: 4,
  },
  {
    name: "a youth service with pipes and authors first",
    description: `0:00 | Abertura
3:12 | Fernandinho | Todas as Coisas
8:30 | Isaías Saad | Bondade de Deus
14:00 | Palavra`,
    // Written author first: read the other way round because only that name is in the catalogue.
    songs: ["3:12 Todas as Coisas", "8:30 Bondade de Deus"],
    authors: { "Todas as Coisas": "Fernandinho", "Bondade de Deus": "Isaías Saad" },
    skipped: 2,
  },
  {
    name: "Assembleia: Santa Ceia, hymns of the Harpa and a ministry before the song",
    description: `Culto de Santa Ceia | AD Ministério Belém - Congregação Vila Nova
Domingo, 03/11/2024

0:00 Prelúdio
1:45 Hino 15 da Harpa - Conversão
6:30 Oração de abertura
9:10 Grupo de Louvor Shekinah - Sou Humano
15:02 Dízimos e Ofertas
19:40 Palavra - Pr. Presidente Elias Moura
58:30 Santa Ceia
1:12:00 Harpa 291 - Porque Ele Vive
1:17:15 Bênção apostólica`,
    songs: ["1:45 Conversão", "9:10 Sou Humano", "1:12:00 Porque Ele Vive"],
    skipped: 6,
  },
  {
    name: "youth service: emoji header, keys after the name, '(Ao Vivo)'",
    description: `🔥 CULTO JOVEM | Geração Eleita 🔥
Ministração: Pr. Lucas Andrade
Louvor: Ministério Adorai

📌 CAPÍTULOS
00:00 - Começo da live
02:30 - Aleluia (Ao Vivo) - Tom: G
08:15 - Me Ama (Diante do Trono) - Tom: A
13:40 - Ministração
21:05 - Ousado Amor (ao vivo) (D)
27:50 - Mensagem com Pr. Lucas Andrade
1:10:20 - Apelo
1:14:00 - Oceanos (Hillsong em Português)

Não esqueça de se inscrever e ativar o sininho 🔔`,
    songs: ["2:30 Aleluia", "8:15 Me Ama", "21:05 Ousado Amor", "1:14:00 Oceanos"],
    skipped: 4,
  },
  {
    name: "English service: call to worship, a sermon with a passage, a response song after a dash",
    description: `Sunday Service — Nov 10, 2024
Cornerstone Community Church

CHAPTERS
0:00 Pre-service
3:15 Call to Worship
5:02 Praise (Hillsong Worship)
10:48 Gratitude – Brandon Lake
16:30 Jireh // Elevation Worship & Maverick City
22:10 Announcements
25:45 Sermon: "The God Who Sees" | Genesis 16
1:03:30 Response Song – Same God
1:09:12 Closing Prayer & Benediction`,
    songs: ["5:02 Praise", "10:48 Gratitude", "16:30 Jireh", "1:03:30 Same God"],
    skipped: 5,
  },
  {
    name: "no 0:00 and a time typed with a dot",
    description: `Culto de Celebração - Igreja Batista Esperança
Culto completo, com louvor do Ministério Esperança e palavra do Pr. Roberto.

5:20 Grandioso És Tu
10:05 Tua Graça Me Basta - Tom: E
12.40 Lugar Secreto
18:30 Leitura bíblica - Salmo 103
21:00 Palavra
1:02:00 Santo Espírito`,
    songs: ["5:20 Grandioso És Tu", "10:05 Tua Graça Me Basta", "12:40 Lugar Secreto", "1:02:00 Santo Espírito"],
    skipped: 2,
  },
  {
    name: "artist first with em dashes, the preacher before 'Palavra'",
    description: `Noite de Adoração 2024 — Igreja Presbiteriana Central

0:00 — Boas-vindas
2:45 — Fernandinho — Uma Nova História
8:20 — Aline Barros — Ressuscita-me
14:10 — Thalles Roberto — Arde Outra Vez
19:55 — Momento de oração
23:30 — Pr. Hernandes — Palavra
1:01:00 — Aline Barros — Sonda-me, Usa-me`,
    songs: ["2:45 Uma Nova História", "8:20 Ressuscita-me", "14:10 Arde Outra Vez", "1:01:00 Sonda-me, Usa-me"],
    skipped: 3,
  },
  {
    name: "worship night in English with '(Live)', spontaneous worship and an outro",
    description: `Worship Night | Live from Orlando
Setlist:
0:00 Intro
1:32 Holy Forever (Live) - Chris Tomlin
7:48 Goodness of God (G)
13:05 Spontaneous Worship
18:40 Way Maker - Tom: E
24:12 Prayer for the city
28:00 Build My Life
33:45 Outro / Thank you`,
    songs: ["1:32 Holy Forever", "7:48 Goodness of God", "18:40 Way Maker", "28:00 Build My Life"],
    skipped: 4,
  },
  {
    name: "youth Saturday in lower case with hashtags",
    description: `culto de jovens sábado 🙏
0:00 abertura
3:05 quão formoso és
8:40 deus de milagres
13:12 oferta
15:00 palavra com o pr joão
52:30 ministração
57:10 ao único
#jovens #louvor #adoração`,
    songs: ["3:05 quão formoso és", "8:40 deus de milagres", "57:10 ao único"],
    skipped: 4,
  },
  {
    name: "Methodist communion service with hymnal numbers and a song during the Ceia",
    description: `Culto de Ceia – 1º domingo de dezembro
Igreja Metodista Vila Mariana

0:00:00 Prelúdio instrumental
0:04:12 Chamada à adoração
0:06:30 Castelo Forte (Hinário Evangélico 155)
0:11:48 Santo, Santo, Santo
0:16:20 Leitura: Lucas 22
0:20:05 Sermão — Rev. Paulo Teixeira
0:55:40 Santa Ceia – Mais Perto Quero Estar
1:08:10 Dízimos e Ofertas
1:12:30 Bênção e Poslúdio`,
    // The song sung during the Ceia is a song (round 7, decision 440: a sung part before a song's name).
    songs: ["6:30 Castelo Forte", "11:48 Santo, Santo, Santo", "55:40 Mais Perto Quero Estar"],
    skipped: 6,
  },
  {
    name: "Lagoinha style: pipes with the ministry after, pre-service, tithes time",
    description: `CULTO DA FÉ | 24.11.2024 | Lagoinha Savassi

00:00 Pré-culto
03:18 Ele Vem (ao vivo) | Lagoinha Worship
08:42 Vitória no Deserto | Aline Barros
14:05 Tempo de Dízimos e Ofertas
17:30 Palavra | Pr. Márcio Valadão
1:04:20 Apelo
1:07:45 Alto Preço (Tom: C)`,
    songs: ["3:18 Ele Vem", "8:42 Vitória no Deserto", "1:07:45 Alto Preço"],
    skipped: 4,
  },
  {
    name: "English gathering: 'Worship:' labels, teaching, a song during communion",
    description: `The Gathering – Week 47
0:00 Countdown
4:30 Worship: Living Hope (Phil Wickham)
10:12 Worship: What a Beautiful Name
15:55 Offering & Announcements
20:00 Teaching – Pastor Mike Reynolds – "Unshakable"
58:40 Communion – Remembrance (Hillsong Worship)
1:05:10 Sending`,
    // As "Santa Ceia – Song": the song sung during communion is a song (round 7).
    songs: ["4:30 Living Hope", "10:12 What a Beautiful Name", "58:40 Remembrance"],
    authors: { Remembrance: "Hillsong Worship" },
    skipped: 4,
  },
  {
    name: "English livestream with 'ft.', a medley and a closing song",
    description: `Sunday Worship Livestream
00:00 Welcome
02:30 Great Are You Lord
07:10 Graves Into Gardens ft. Brandon Lake
12:45 Medley: Holy Spirit / Holy Ground
19:20 Scripture & Prayer
23:00 Sermon — "Run the Race" (Hebrews 12)
1:01:15 Closing Song: Goodness of God`,
    songs: ["2:30 Great Are You Lord", "7:10 Graves Into Gardens", "12:45 Holy Spirit", "1:01:15 Goodness of God"],
    skipped: 3,
  },
  {
    name: "Baptist evening service with hymn numbers, a vocal group and the closing hymn",
    description: `Culto Dominical Noturno – PIB Campinas
Pregação: Pr. Eduardo Lima | Texto: Romanos 8

0:00 Prelúdio – Coral
3:20 Hino 187 – Firme nas Promessas
8:00 Saudação e boas-vindas
10:35 Grupo Vocal Adonai – Tu És Soberano
16:10 Leitura bíblica
19:00 Dízimos e Ofertas – Quarteto
24:45 Sermão
1:08:00 Hino de Encerramento – Segura na Mão de Deus`,
    songs: ["3:20 Firme nas Promessas", "10:35 Tu És Soberano", "1:08:00 Segura na Mão de Deus"],
    skipped: 5,
  },
  {
    name: "a colon after every time, a countdown and the Lord's supper",
    description: `Culto Online - Comunidade da Graça
00:00: Contagem
01:30: Infinitamente Mais (Ao Vivo) - Paulo César Baruk
07:12: Oh Quão Lindo Esse Nome (Tom G)
12:40: Ceia do Senhor
22:15: Palavra
58:00: Apelo
1:01:30: Ninguém Explica Deus`,
    songs: ["1:30 Infinitamente Mais", "7:12 Oh Quão Lindo Esse Nome", "1:01:30 Ninguém Explica Deus"],
    skipped: 4,
  },
  {
    name: "Presbyterian youth with emoji after the times and a Bible reference with a dot",
    description: `🎵 Culto da Mocidade – IPB Jardim América 🎵
Tema: "Firmes na Rocha"

00:00 Início da transmissão
01:12 🎶 Firmes na Rocha
06:40 🎶 Cristo, Rocha Eterna (ao vivo)
11:55 📖 Leitura: Mateus 7.24-27
14:30 🙏 Oração
16:02 🎤 Palavra – Rev. Marcos Tavares
52:45 🎶 Eu Sei Que Ele Vive
57:30 Bênção`,
    songs: ["1:12 Firmes na Rocha", "6:40 Cristo, Rocha Eterna", "52:45 Eu Sei Que Ele Vive"],
    skipped: 5,
  },
  {
    name: "h:mm:ss with 'Tom - C' after a pipe and the children leaving",
    description: `Playlist do culto de domingo (manhã)
0:00:00 Culto Infantil - saída das crianças
0:02:30 Deus Forte | Tom - C
0:07:45 Abba | Tom - G
0:12:20 Santo Espírito, Enche a Minha Vida | Tom - D
0:18:00 Informes da semana
0:21:40 Mensagem`,
    songs: ["2:30 Deus Forte", "7:45 Abba", "12:20 Santo Espírito, Enche a Minha Vida"],
    skipped: 3,
  },
  {
    name: "English Baptist order of service with hymn numbers and a choir anthem",
    description: `First Baptist Church – Sunday Morning Worship
Order of Service:
0:00 Prelude
2:10 Welcome and Call to Worship
5:35 Hymn 338 – Great Is Thy Faithfulness
10:02 Pastoral Prayer
13:40 Choir Anthem: "It Is Well With My Soul"
18:55 Scripture Reading – Romans 12:1-2
21:30 Sermon – Dr. James Whitfield
55:12 Hymn of Invitation – Just As I Am
1:00:45 Benediction & Postlude`,
    songs: ["5:35 Great Is Thy Faithfulness", "13:40 It Is Well With My Soul", "55:12 Just As I Am"],
    skipped: 6,
  },
  {
    name: "no 0:00 and a semicolon for a colon (the shift key missed)",
    description: `Culto de Domingo - 17/11
2:05 Te Exaltamos
7:50 Tu És Santo (Ao Vivo)
13;15 Me Ama
18:40 Pregação - Pr. Silas
1:01:20 Descansarei`,
    songs: ["2:05 Te Exaltamos", "7:50 Tu És Santo", "13:15 Me Ama", "1:01:20 Descansarei"],
    skipped: 1,
  },
  {
    name: "English bullets and en dashes, kids dismissed, altar call, a reprise",
    description: `Sunday | Hope City Church
• 0:00 – Opening
• 1:45 – Praise – Elevation Worship
• 6:30 – O Come to the Altar
• 12:10 – Kids dismissed
• 13:00 – Message: "Anchored" – Pastor Kayla Brooks
• 52:40 – Altar Call
• 58:15 – Same God (Reprise)`,
    songs: ["1:45 Praise", "6:30 O Come to the Altar", "58:15 Same God"],
    skipped: 4,
  },
  {
    name: "Assembleia doctrine service: Harpa hymns, youth choir, Sunday-school lesson",
    description: `Culto de Doutrina – AD Madureira Campo de Jacarepaguá
0:00 Abertura com oração
3:10 Hino 14 – Dia Feliz
8:25 Conjunto de Jovens – Deus Está Aqui
14:00 Escola Bíblica: Lição 8
55:30 Recolhimento dos Dízimos
59:00 Hino 545 – Porque Ele Vive
1:04:00 Oração final e bênção`,
    songs: ["3:10 Dia Feliz", "8:25 Deus Está Aqui", "59:00 Porque Ele Vive"],
    skipped: 4,
  },
  {
    name: "copied from WhatsApp with the times in bold",
    description: `*CULTO DE ADORAÇÃO - DOMINGO*
*0:00* Boas vindas
*2:30* Aos Pés da Cruz
*8:10* Vem Espírito Santo
*13:45* Santa Ceia
*25:00* Mensagem
*1:05:00* Tudo é Teu`,
    songs: ["2:30 Aos Pés da Cruz", "8:10 Vem Espírito Santo", "1:05:00 Tudo é Teu"],
    skipped: 3,
  },
  {
    name: "Christmas Eve candlelight service in English",
    description: `Christmas Eve Candlelight Service 🕯️
00:00 Prelude
03:20 Joy to the World
07:45 Scripture - Luke 2
10:30 Silent Night (Candle Lighting)
16:05 Christmas Message - Pastor John
38:00 O Come All Ye Faithful`,
    songs: ["3:20 Joy to the World", "10:30 Silent Night", "38:00 O Come All Ye Faithful"],
    skipped: 3,
  },
];

/** Every description the parser was tuned to. */
export const TUNED_CHAPTER_FIXTURES: ChapterFixture[] = [...CHAPTER_FIXTURES, ...MOVED_CHAPTER_FIXTURES, ...MOVED_IN_ROUND_5, ...MOVED_IN_ROUND_6, ...MOVED_IN_ROUND_7];
