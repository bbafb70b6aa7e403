/**
 * Descriptions the chapter parser was NOT tuned to (issue 23): written after src/shared/chapters.ts
 * and its fixtures, and never used to change it. scripts/bench-chapters.ts measures on them how
 * many songs come out right (start, end and name); the figure goes to docs/benchmarks.md. When the
 * parser changes because of one of these, move it to src/shared/chapters.fixtures.ts and write a
 * new one here.
 */
import type { ChapterFixture } from "../src/shared/chapters.fixtures";

export const HELD_OUT: ChapterFixture[] = [
  {
    name: "Sunday night live, mixed separators",
    description: `CULTO DA FAMÍLIA | 17/11/2024
Acompanhe e compartilhe!

00:00 Início da transmissão
02:14 - Teu Santo Nome (Gabriela Rocha)
07:50 - Aquieta Minh'alma – Ministério Zoe
13:02 - Quebrantado
18:47 - Oração e dízimos
24:10 - Pregação: Pr. Fernando Souza
1:15:40 - Ceia do Senhor
1:24:05 - Tu És + Doce
1:29:30 - Avisos e bênção`,
    songs: ["2:14 Teu Santo Nome", "7:50 Aquieta Minh'alma", "13:02 Quebrantado", "1:24:05 Tu És + Doce"],
    skipped: 5,
  },
  {
    name: "chapters with emoji and a channel footer",
    description: `✨ Culto de Adoração ✨

⏱️ 0:00 Contagem regressiva
🎶 4:58 Ninguém Explica Deus
🎶 10:21 Pai de Amor
🎶 15:44 Fiel a Mim
📖 21:30 Ministração da Palavra
🙌 58:12 Apelo

📲 Instagram: @igrejaviva
💰 Pix: contato@igrejaviva.org`,
    songs: ["4:58 Ninguém Explica Deus", "10:21 Pai de Amor", "15:44 Fiel a Mim"],
    skipped: 3,
  },
  {
    name: "English-speaking church",
    description: `Welcome to Grace Church online!
0:00 Countdown
5:00 Welcome & Announcements
9:30 This Is Amazing Grace - Phil Wickham
14:15 King of Kings (Hillsong Worship)
19:02 Firm Foundation (He Won't)
24:40 Message - "Rooted" - Pastor Dan
1:02:10 Response: Oceans
1:09:00 Benediction`,
    songs: ["9:30 This Is Amazing Grace", "14:15 King of Kings", "19:02 Firm Foundation"],
    skipped: 5,
  },
  {
    name: "numbered song list with a key per song",
    description: `Louvor:
1) 03:05 Hosana - Tom: E
2) 08:40 Me Derramar (B)
3) 14:12 Santo Espírito (Tom: G)
Palavra - 20:00`,
    songs: ["3:05 Hosana", "8:40 Me Derramar", "14:12 Santo Espírito"],
    skipped: 0,
  },
  {
    name: "h:mm:ss with leading zeros everywhere",
    description: `00:00:00 Abertura
00:03:40 Cristo Já Ressuscitou
00:09:15 Eis-me Aqui
00:15:00 Oração
00:17:30 Vem Esta É a Hora
01:05:00 Encerramento`,
    songs: ["3:40 Cristo Já Ressuscitou", "9:15 Eis-me Aqui", "17:30 Vem Esta É a Hora"],
    skipped: 3,
  },
  {
    name: "a youth service with pipes and authors first",
    description: `0:00 | Abertura
3:12 | Fernandinho | Todas as Coisas
8:30 | Isaías Saad | Bondade de Deus
14:00 | Palavra`,
    // Written author first: the parser reads the first part as the name (a person corrects it in the preview).
    songs: ["3:12 Todas as Coisas", "8:30 Bondade de Deus"],
    skipped: 2,
  },
  {
    name: "lowercase and no separators",
    description: `0:00 abertura
2:45 grande é o senhor
7:30 rendido estou
12:10 oração
14:00 consagração`,
    songs: ["2:45 grande é o senhor", "7:30 rendido estou"],
    skipped: 3,
  },
  {
    name: "one-line chapter list",
    description: `Capítulos: 0:00 Início | 3:10 Deus de Promessas | 8:45 Jeová Jireh | 14:20 Mensagem | 55:00 Final`,
    songs: ["3:10 Deus de Promessas", "8:45 Jeová Jireh"],
    skipped: 3,
  },
  {
    name: "a typo in the order and a missing title",
    description: `00:00 Abertura
04:30 A Casa É Sua
10:15 Tua Presença
09:50 Algo Novo
16:00
19:20 Me Ama`,
    songs: ["4:30 A Casa É Sua", "10:15 Tua Presença", "19:20 Me Ama"],
    skipped: 3,
  },
  {
    name: "baptism service",
    description: `Culto de Batismo - 08/12
0:00 Boas vindas
3:00 Vitória no Deserto
8:20 Batismos
45:00 Não Pare
50:10 Bênção apostólica`,
    songs: ["3:00 Vitória no Deserto", "45:00 Não Pare"],
    skipped: 3,
  },
];
