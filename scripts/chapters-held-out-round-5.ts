/**
 * Held-out descriptions of round 5 (scripts/chapters-held-out.ts): written on 2026-11-27, blind, by
 * a writer who saw neither the parser, its rules nor the earlier rounds, asked for descriptions as
 * real church channels post them; run once after round 5's rules, never tuned to
 * (docs/decisions/440).
 */
import type { ChapterFixture } from "../src/shared/chapters.fixtures";
import { HELD_OUT_ROUND_5_SECOND_HALF } from "./chapters-held-out-round-5-second-half";

export const HELD_OUT_ROUND_5: ChapterFixture[] = [
  {
    name: "Brazilian Baptist Sunday service, 'Song - Author', PIX and bank footer",
    description: `CULTO DE DOMINGO | 14/01/2024 | Igreja Batista Nova Vida

Seja bem-vindo ao nosso culto! Que Deus abençoe a sua vida.

📌 Capítulos:
00:00 Início
02:15 Boas-vindas
05:40 Grande é o Senhor - Adhemar de Campos
10:22 Aclame ao Senhor - Diante do Trono
15:03 Lugar Secreto - Gabriela Rocha
21:47 Oração
24:10 Dízimos e Ofertas
29:35 Avisos
33:00 Pregação - Pr. Marcos Oliveira
1:12:48 Santa Ceia
1:25:30 Bênção final

💰 Contribua:
PIX (CNPJ): 12.345.678/0001-90
Banco do Brasil - Ag 1234-5 / CC 67890-1

📷 Instagram: @ibnovavida
🌐 www.ibnovavida.com.br

#culto #igrejabatista #louvor`,
    songs: ["5:40 Grande é o Senhor", "10:22 Aclame ao Senhor", "15:03 Lugar Secreto"],
    authors: {
      "Grande é o Senhor": "Adhemar de Campos",
      "Aclame ao Senhor": "Diante do Trono",
      "Lugar Secreto": "Gabriela Rocha",
    },
    skipped: 8,
  },
  {
    name: "Family service, play-button emoji bullets, en dash, '(ao vivo)' suffix, band credits",
    description: `Culto da Família - Domingo 18h | Igreja Vida Plena

Acompanhe o culto completo com louvor e palavra! 🙌

⏱️ Minutagem
▶️ 0:00 – Abertura
▶️ 3:12 – Ousado Amor (ao vivo)
▶️ 8:55 – Bondade de Deus (ao vivo)
▶️ 14:20 – Aquieta Minh'alma (ao vivo)
▶️ 20:05 – Momento de Oração
▶️ 26:40 – Ofertório
▶️ 31:18 – Palavra com Pra. Juliana Costa
▶️ 1:15:02 – Apelo e Oração
▶️ 1:19:45 – Encerramento

Ministério de Louvor Vida Plena
Voz: Camila Ramos, Pedro Henrique
Teclado: Lucas Mendes

Faça parte da nossa família:
📲 instagram.com/igrejavidaplena
💳 PIX: contato@vidaplena.org.br

#vidaplena #culto #adoração`,
    songs: ["3:12 Ousado Amor", "8:55 Bondade de Deus", "14:20 Aquieta Minh'alma"],
    skipped: 6,
  },
  {
    name: "Assembleia de Deus Santa Ceia, hh:mm:ss with leading zeros, Harpa numbers, special song",
    description: `CULTO DE SANTA CEIA - ASSEMBLEIA DE DEUS MINISTÉRIO BELÉM - SETOR 12
Domingo, 03 de março de 2024

A Paz do Senhor! Assista e compartilhe.

00:00:00 - Início do culto
00:04:30 - Oração de abertura
00:08:12 - Harpa 545 - Porque Ele Vive
00:13:40 - Harpa 526 - Grandioso És Tu
00:19:02 - Leitura bíblica - Salmo 23
00:31:50 - Louvor especial: Advogado Fiel (Irmã Raquel)
00:37:20 - Dízimos e ofertas
00:43:05 - Mensagem - Pr. José Carlos
01:25:40 - Santa Ceia do Senhor
01:48:10 - Harpa 291 - Rude Cruz
01:52:30 - Bênção apostólica

Envie seu pedido de oração pelo WhatsApp (11) 98765-4321
PIX: adbelemsetor12@gmail.com`,
    songs: ["8:12 Porque Ele Vive", "13:40 Grandioso És Tu", "31:50 Advogado Fiel", "1:48:10 Rude Cruz"],
    skipped: 7,
  },
  {
    name: "US church Sunday service, bare song names, sermon with pipe, response song label",
    description: `Sunday Service | February 11, 2024 | Grace Community Church

Welcome to Grace Community Church! We're so glad you're joining us online today.

Chapters
0:00 Pre-service
4:32 Welcome
6:10 Gratitude
11:45 Goodness of God
18:02 Firm Foundation (He Won't)
23:30 Announcements
27:15 Offering
29:40 Sermon: "Rooted" | Pastor Dave Miller
1:08:22 Response - Build My Life
1:14:05 Benediction

Give online: https://gracecc.org/give
Connect card: https://gracecc.org/connect
Follow us on Instagram @gracecommunitychurch

#church #sundayservice #worship`,
    songs: ["6:10 Gratitude", "11:45 Goodness of God", "18:02 Firm Foundation (He Won't)", "1:08:22 Build My Life"],
    skipped: 6,
  },
  {
    name: "Youth service, pipe separators between time, song and artist",
    description: `CULTO JOVEM 🔥 | Sábado 19h30

00:00 | Início
01:30 | Atos 2 | Gabriela Rocha
07:48 | Me Atraiu | Gabriela Rocha
13:02 | Santo Espírito | Laura Souguellis
19:40 | Avisos
22:10 | Palavra | Pr. Thiago Nunes
58:33 | Em Teus Braços | Laura Souguellis
1:04:00 | Encerramento

Siga a @rede.jovem.ibc no Instagram!
#culto jovem #rede #jovens`,
    songs: ["1:30 Atos 2", "7:48 Me Atraiu", "13:02 Santo Espírito", "58:33 Em Teus Braços"],
    authors: {
      "Atos 2": "Gabriela Rocha",
      "Me Atraiu": "Gabriela Rocha",
      "Santo Espírito": "Laura Souguellis",
      "Em Teus Braços": "Laura Souguellis",
    },
    skipped: 4,
  },
  {
    name: "Numbered repertoire list first, other moments listed after (out of time order)",
    description: `Louvor e Adoração - Culto de Celebração | Comunidade Cristã Shalom

Repertório de hoje:
05:10 - 1. Caminho no Deserto (Soraya Moraes)
10:42 - 2. Ninguém Explica Deus (Preto no Branco)
16:30 - 3. Raridade (Anderson Freire)
22:05 - 4. Deus Me Ama (Thalles Roberto)

Outros momentos:
00:00 - Abertura
27:50 - Oração pelos enfermos
34:12 - Ministração da Palavra - Ap. Ricardo
1:20:00 - Ceia do Senhor

Contribua com o Reino: PIX 11.222.333/0001-44
Instagram: @shalomcomunidade`,
    songs: ["5:10 Caminho no Deserto", "10:42 Ninguém Explica Deus", "16:30 Raridade", "22:05 Deus Me Ama"],
    authors: {
      "Caminho no Deserto": "Soraya Moraes",
      "Ninguém Explica Deus": "Preto no Branco",
      "Raridade": "Anderson Freire",
      "Deus Me Ama": "Thalles Roberto",
    },
    skipped: 4,
  },
  {
    name: "Quadrangular live replay, emoji before every time, unaccented song title",
    description: `🔴 AO VIVO | Culto de Domingo à Noite | Igreja do Evangelho Quadrangular - Sede

Que alegria ter você conosco! Deixe seu like, comente de onde está assistindo e compartilhe com alguém que precisa ouvir essa palavra.

🕐 00:00 Contagem regressiva
👋 04:58 Boas-vindas
🎵 07:20 Galileu - Fernandinho
🎵 13:15 Uma Nova Historia - Fernandinho
🎵 19:47 Faz Chover - Fernandinho
🙏 25:30 Oração
💰 28:45 Dízimos e Ofertas
📖 34:00 Palavra - Pr. Anderson Lima
🎵 1:15:12 Nada Além do Sangue - Fernandinho
✨ 1:20:40 Benção

Dízimos e ofertas via PIX: ofertas@ieqsede.com.br
Pedidos de oração: (21) 99876-5432`,
    songs: ["7:20 Galileu", "13:15 Uma Nova Historia", "19:47 Faz Chover", "1:15:12 Nada Além do Sangue"],
    authors: {
      "Galileu": "Fernandinho",
      "Uma Nova Historia": "Fernandinho",
      "Faz Chover": "Fernandinho",
      "Nada Além do Sangue": "Fernandinho",
    },
    skipped: 6,
  },
  ...HELD_OUT_ROUND_5_SECOND_HALF,
];
