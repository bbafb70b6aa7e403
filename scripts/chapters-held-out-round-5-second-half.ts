/** The second half of round 5's held-out descriptions (chapters-held-out-round-5.ts), in a file of its own for its length. */
import type { ChapterFixture } from "../src/shared/chapters.fixtures";

export const HELD_OUT_ROUND_5_SECOND_HALF: ChapterFixture[] = [
  {
    name: "Baptism service, h:mm:ss with zero hour, Diante do Trono songs",
    description: `CULTO DE BATISMO 💧 | Igreja Presbiteriana Renovada de Londrina | 09/06/2024

Hoje celebramos a decisão de 14 irmãos que desceram às águas! Glória a Deus!

Minutagem:
0:00:00 Abertura
0:02:45 Águas Purificadoras - Diante do Trono
0:08:30 Manancial - Diante do Trono
0:14:12 Preciso de Ti - Diante do Trono
0:20:00 Palavra sobre o batismo - Rev. Paulo Sérgio
0:48:35 Batismos
1:22:10 Oração pelos batizandos
1:26:00 Ressuscita-me - Aline Barros
1:31:45 Bênção Apostólica

#batismo #iprlondrina #diantedotrono`,
    songs: ["2:45 Águas Purificadoras", "8:30 Manancial", "14:12 Preciso de Ti", "1:26:00 Ressuscita-me"],
    authors: {
      "Águas Purificadoras": "Diante do Trono",
      "Manancial": "Diante do Trono",
      "Preciso de Ti": "Diante do Trono",
      "Ressuscita-me": "Aline Barros",
    },
    skipped: 5,
  },
  {
    name: "Worship night with a reprise of an earlier song and a parenthetical note",
    description: `Noite de Adoração | Igreja Lagoinha Niterói

Uma noite inteira dedicada a exaltar o nome de Jesus. 🙌

0:00 Abertura
3:05 Santo Pra Sempre
9:40 Digno é o Senhor
15:20 Maranata (Ministério Avivah)
22:48 Oceanos (Hillsong em português)
30:15 Ministração - Pr. Felipe
45:00 Santo Pra Sempre (reprise)
49:30 Oração
53:10 Encerramento

Siga @lagoinhaniteroi e ative o sininho 🔔`,
    songs: [
      "3:05 Santo Pra Sempre",
      "9:40 Digno é o Senhor",
      "15:20 Maranata",
      "22:48 Oceanos",
      "45:00 Santo Pra Sempre",
    ],
    skipped: 4,
  },
  {
    name: "Repertoire with author in parentheses and key ('Tom:') after each song",
    description: `Culto de Celebração | 17/11/2024 | Igreja Batista Filadélfia

Que bom ter você aqui! Inscreva-se no canal e compartilhe.

00:00 Boas-vindas
03:40 Deus de Promessas (Davi Sacer) - Tom: G
09:15 Tua Graça Me Basta (Toque no Altar) - Tom: D
15:02 Todavia Me Alegrarei (Samuel Messias) - Tom: A
20:30 Dízimos e ofertas
24:00 Avisos
27:10 Pregação - Pr. Moisés Andrade
1:05:45 Oração final e bênção

PIX: ofertas@ibfiladelfia.com.br
Instagram: @ibfiladelfia`,
    songs: ["3:40 Deus de Promessas", "9:15 Tua Graça Me Basta", "15:02 Todavia Me Alegrarei"],
    authors: {
      "Deus de Promessas": "Davi Sacer",
      "Tua Graça Me Basta": "Toque no Altar",
      "Todavia Me Alegrarei": "Samuel Messias",
    },
    keys: {
      "Deus de Promessas": "G",
      "Tua Graça Me Basta": "D",
      "Todavia Me Alegrarei": "A",
    },
    skipped: 5,
  },
  {
    name: "Mother's Day service, dash bullet before time, 'Música:' label and '| Artist'",
    description: `CULTO DA VITÓRIA | 12/05/2024 - Dia das Mães 💐

Feliz Dia das Mães! Hoje tivemos um culto especial em homenagem a todas as mães da nossa igreja.

- 00:00 – Início
- 02:40 – Homenagem às mães
- 10:25 – Música: Raridade | Anderson Freire
- 15:18 – Música: Advogado Fiel | Bruna Karla
- 20:02 – Música: Deus de Promessas | Davi Sacer
- 25:40 – Avisos
- 28:15 – Dízimos e Ofertas
- 32:00 – Pregação - Pra. Eliane Soares
- 01:05:30 – Oração pelas mães
- 01:10:12 – Final

Igreja Evangélica Pentecostal Vitória em Cristo
Rua das Flores, 123 - Centro - Juiz de Fora/MG`,
    songs: ["10:25 Raridade", "15:18 Advogado Fiel", "20:02 Deus de Promessas"],
    authors: {
      "Raridade": "Anderson Freire",
      "Advogado Fiel": "Bruna Karla",
      "Deus de Promessas": "Davi Sacer",
    },
    skipped: 7,
  },
  {
    name: "All-lowercase volunteer list with 'louvor -' prefix on songs",
    description: `culto de domingo 🙏 07/04/2024

00:00 inicio
01:48 louvor - enche-me
06:30 louvor - ousado amor
11:55 louvor - creio que tu és a cura
17:20 oração
19:00 ofertas
22:34 palavra pr. edson
1:01:12 santa ceia
1:14:40 louvor - porque ele vive

deus abençoe!!`,
    songs: ["1:48 enche-me", "6:30 ousado amor", "11:55 creio que tu és a cura", "1:14:40 porque ele vive"],
    skipped: 5,
  },
  {
    name: "US Presbyterian Lord's Day liturgy, quoted hymn titles with hymnal numbers",
    description: `Lord's Day Worship | Morning Service | March 17, 2024
Trinity Presbyterian Church (PCA)

Sermon: "The Bread of Life" — John 6:35-51
Preacher: Rev. Andrew Collins

00:00 Welcome
03:25 Call to Worship
05:10 Hymn 2 — "Holy, Holy, Holy"
09:02 Prayer of Confession
12:30 Assurance of Pardon
13:45 Hymn 460 — "Come, Thou Fount of Every Blessing"
18:20 Old Testament Reading
21:40 Pastoral Prayer
28:05 Sermon
1:02:15 Lord's Supper
1:19:30 Hymn 98 — "How Great Thou Art"
1:24:10 Benediction

All are welcome. Learn more at trinitypca.org`,
    songs: ["5:10 Holy, Holy, Holy", "13:45 Come, Thou Fount of Every Blessing", "1:19:30 How Great Thou Art"],
    skipped: 9,
  },
  {
    name: "Thanksgiving service, bullet points, choir label, footer pasted twice",
    description: `Culto de Ação de Graças | Igreja Batista Memorial | 24/11/2024

Graça e paz! Obrigado por estar conosco neste culto especial de Ação de Graças.

• 00:00 Pré-culto
• 04:50 Abertura e oração
• 08:15 Bondade de Deus
• 13:40 Deus é Deus – Delino Marçal
• 19:05 Eu Navegarei
• 24:30 Testemunhos de gratidão
• 41:00 Coral: Grandioso És Tu
• 46:20 Palavra – Pr. Roberto Alves
• 1:20:15 Ofertório
• 1:24:00 Benção e encerramento

📲 Siga-nos: @ibmemorial
💳 PIX: financeiro@ibmemorial.org.br
📲 Siga-nos: @ibmemorial
💳 PIX: financeiro@ibmemorial.org.br`,
    songs: ["8:15 Bondade de Deus", "13:40 Deus é Deus", "19:05 Eu Navegarei", "41:00 Grandioso És Tu"],
    skipped: 6,
  },
];
