/**
 * Held-out descriptions of round 3 (scripts/chapters-held-out.ts): written on 2026-11-27 after the
 * parser's rules for "ft."/"part." credits, "Medley:" and "Closing Song:" labels, a medley's first
 * song and more parts of a service (pre-culto, saudação, contagem, teaching, scripture, sending),
 * before being run, and never tuned to (the third and last round of docs/decisions/440).
 */
import type { ChapterFixture } from "../src/shared/chapters.fixtures";

export const HELD_OUT_ROUND_3: ChapterFixture[] = [
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
    name: "red-circle emoji, 'part.' credits and keys",
    description: `CULTO DE CELEBRAÇÃO 🙌 Igreja Batista da Lagoinha Contagem

🔴 00:00 - Abertura
🔴 01:40 - Porque Ele Vive part. Coral Kemuel
🔴 07:10 - Agnus Dei (Tom: A)
🔴 12:25 - Santo (Tom: E)
🔴 17:00 - Palavra com Pr. Rafael
🔴 58:40 - Apelo
🔴 1:02:10 - Em Espírito e em Verdade`,
    songs: ["1:40 Porque Ele Vive", "7:10 Agnus Dei", "12:25 Santo", "1:02:10 Em Espírito e em Verdade"],
    skipped: 3,
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
    name: "clock emoji, artists first with hyphens, a pastor's ministration",
    description: `Noite de Louvor | Igreja Sara Nossa Terra
Transmissão ao vivo

🕐 0:00 Pré-live
🕐 4:20 Gabriela Rocha - Lugar Secreto
🕐 10:05 Fernanda Brum - Cura-me
🕐 15:40 Ministração da Pra. Joana
🕐 40:12 Kemuel - Ninguém Explica Deus
🕐 46:00 Oração final`,
    songs: ["4:20 Lugar Secreto", "10:05 Cura-me", "40:12 Ninguém Explica Deus"],
    skipped: 3,
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
    name: "keys in square brackets, intro and offering",
    description: `Capítulos
0:00 Intro
0:45 Eu Me Rendo [E]
5:30 Só Tu És Santo [A]
10:15 Reina em Mim [D]
15:00 Ofertório
17:20 Deus Cuida de Mim [G]
22:00 Ministração da palavra`,
    songs: ["0:45 Eu Me Rendo", "5:30 Só Tu És Santo", "10:15 Reina em Mim", "17:20 Deus Cuida de Mim"],
    skipped: 3,
  },
  {
    name: "conference session: 'ao vivo' without brackets, two artists with '&'",
    description: `Conferência Despertar 2024 – Sessão 2
00:00 Abertura – Pr. Daniel
03:30 Oceanos – Ana Nóbrega ao vivo
09:15 Me Derramar – Ministério Zoe & Gabriel Guedes
15:20 Yeshua – Tom: F
20:00 Palavra: Pra. Helena Raquel
1:10:00 Sobre as Águas (ao vivo)`,
    songs: ["3:30 Oceanos", "9:15 Me Derramar", "15:20 Yeshua", "1:10:00 Sobre as Águas"],
    skipped: 2,
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
