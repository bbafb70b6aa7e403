/**
 * Held-out descriptions of round 5 (scripts/chapters-held-out.ts): written on 2026-11-27, blind, by
 * a writer who saw neither the parser, its rules nor the earlier rounds, asked for descriptions as
 * real church channels post them; run once after round 5's rules, never tuned to
 * (docs/decisions/440).
 */
import type { ChapterFixture } from "../src/shared/chapters.fixtures";

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
    name: "Portuguese (Portugal) Baptist church, 'Louvor:' labels, IBAN and MB WAY",
    description: `Culto de Domingo | 21 de abril de 2024 | Igreja Evangélica Baptista da Graça

Bem-vindos ao nosso culto online! Se é a primeira vez que nos visita, gostaríamos muito de o conhecer.

Programa:
0:00 Receção e boas-vindas
3:45 Louvor: Deus de Promessas
9:20 Louvor: Quão Grande é o Meu Deus
14:58 Louvor: A Casa é Sua
21:10 Leitura das Escrituras
24:30 Oração pastoral
30:02 Anúncios
33:15 Ofertório
36:00 Pregação: "O Bom Pastor" (João 10) - Pr. Rui Almeida
1:11:40 Cântico final: Tu És Fiel, Senhor
1:16:20 Bênção

Ofertas e donativos:
IBAN: PT50 0035 0000 1234 5678 9012 3
MB WAY: 912 345 678

Siga-nos:
Facebook: facebook.com/ibgraca
Instagram: @ibgraca`,
    songs: ["3:45 Deus de Promessas", "9:20 Quão Grande é o Meu Deus", "14:58 A Casa é Sua", "1:11:40 Tu És Fiel, Senhor"],
    skipped: 7,
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
  {
    name: "UK Anglican morning service, 'Hymn:'/'Song:' labels, liturgy chapters",
    description: `Sunday Morning Service – 8th October 2023
St Mark's Church, Reading

Join us for our 10.30am service, led by Revd Sarah Thompson.

00:00 Welcome & Notices
04:12 Call to Worship
05:30 Hymn: Praise, My Soul, the King of Heaven
09:48 Confession & Absolution
13:05 Bible Reading – Romans 8:28-39
17:40 Sermon – "More Than Conquerors"
38:15 Song: In Christ Alone
43:20 Prayers of Intercession
49:02 Holy Communion
1:05:30 Hymn: Great Is Thy Faithfulness
1:10:10 Blessing & Dismissal

To give to St Mark's, visit stmarksreading.org.uk/give
Find us on Facebook and Instagram: @stmarksreading
CCLI Streaming Licence 123456`,
    songs: ["5:30 Praise, My Soul, the King of Heaven", "38:15 In Christ Alone", "1:05:30 Great Is Thy Faithfulness"],
    skipped: 8,
  },
  {
    name: "Volunteer-typed list: missing space after a time, typo 'Oracão', mixed separators",
    description: `Culto de Celebração - 28/07/2024

Igreja Batista Central de Campinas

0:00 Abertura
2:35 Alto Preço - Asaph Borba
7:10 Jesus em Tua Presença - Asaph Borba
11:58Celebrai com Júbilo (Adhemar de Campos)
16:20 - Rendido Estou - Aline Barros
21:04 Oracão
23:30 Ofertas
27:45 Mensagem: Pr. Cláudio Ferreira
1:02:18 Sonda-me Usa-me
1:07:00 Encerramento

Nos acompanhe também no Instagram @ibccampinas`,
    songs: [
      "2:35 Alto Preço",
      "7:10 Jesus em Tua Presença",
      "11:58 Celebrai com Júbilo",
      "16:20 Rendido Estou",
      "1:02:18 Sonda-me Usa-me",
    ],
    authors: {
      "Alto Preço": "Asaph Borba",
      "Jesus em Tua Presença": "Asaph Borba",
      "Celebrai com Júbilo": "Adhemar de Campos",
      "Rendido Estou": "Aline Barros",
    },
    skipped: 5,
  },
  {
    name: "Prayer meeting with only generic chapters, no song named",
    description: `Culto de Oração | Quarta-feira | 15/05/2024

Participe conosco deste tempo de oração e busca.

00:00 Início
03:20 Louvor e Adoração
28:40 Palavra
55:10 Clamor
1:10:30 Encerramento

Pedidos de oração: oracao@igrejaesperanca.org`,
    songs: [],
    skipped: 5,
  },
  {
    name: "Australian church, 'Worship -' label before each song, CCLI footer",
    description: `Sunday Gathering | 10am | Life Church Brisbane

G'day and welcome! Whether you're watching from home or on the go, we're glad you're here.

TIMESTAMPS
00:00 Countdown
05:00 Worship - King of Kings
10:34 Worship - What A Beautiful Name
16:12 Worship - Who You Say I Am
21:45 Welcome + Announcements
26:30 Giving
29:10 Message | Ps. Ben Carter | "Faith That Moves"
1:04:55 Altar Response
1:08:40 Worship - O Come to the Altar

New here? Let us know: lifechurchbne.com/new
Give: lifechurchbne.com/give

Songs used under CCLI Streaming Licence #987654`,
    songs: ["5:00 King of Kings", "10:34 What A Beautiful Name", "16:12 Who You Say I Am", "1:08:40 O Come to the Altar"],
    skipped: 5,
  },
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
    name: "US Easter service, 'Song - Artist', baptisms, text-to-give footer",
    description: `Easter Sunday 2024 | Full Service | Cornerstone Church

He is risen! Thanks for celebrating Easter with us.

0:00 Welcome
2:18 Living Hope - Phil Wickham
7:55 Graves Into Gardens - Elevation Worship
13:40 Same God - Elevation Worship
19:22 Easter Message - Pastor Mike Reynolds
52:10 Baptisms
1:03:35 Because He Lives
1:08:00 Closing Prayer

Text "EASTER" to 55555 to take your next step.
Give: cornerstone.church/give`,
    songs: ["2:18 Living Hope", "7:55 Graves Into Gardens", "13:40 Same God", "1:03:35 Because He Lives"],
    authors: {
      "Living Hope": "Phil Wickham",
      "Graves Into Gardens": "Elevation Worship",
      "Same God": "Elevation Worship",
    },
    skipped: 4,
  },
  {
    name: "Women's conference night, long program with Live, intervalo, theatre, raffle",
    description: `CONFERÊNCIA DE MULHERES "FLORESCER" 2024 | Noite 1

Foi lindo demais! Obrigada a cada mulher que esteve conosco presencialmente e online. 💜

00:00 Live
06:30 Abertura com o Ministério Florescer
09:12 Aos Pés da Cruz
14:50 Bondade de Deus
20:33 Lugar Secreto
26:10 Boas-vindas - Pra. Débora Martins
31:00 Intervalo
46:20 Teatro "A Mulher Samaritana"
58:05 Preletora: Pra. Simone Araújo
1:42:00 Ministração e oração
1:55:40 Casa do Pai
2:01:10 Sorteio e avisos
2:05:00 Encerramento

Inscrições para a Noite 2: sympla.com.br/florescer2024
Instagram: @conferenciaflorescer
PIX para ofertas: 44.555.666/0001-77`,
    songs: ["9:12 Aos Pés da Cruz", "14:50 Bondade de Deus", "20:33 Lugar Secreto", "1:55:40 Casa do Pai"],
    skipped: 9,
  },
  {
    name: "Methodist missions service, colon right after the time",
    description: `CULTO DE MISSÕES 🌎 | Igreja Metodista Central | 22/09/2024

Neste domingo recebemos os missionários Carlos e Ana Souza, que servem em Moçambique há 8 anos.

0:00: Abertura
4:15: Hosana
9:50: Quão Grande é o Meu Deus
15:30: Vídeo missionário
21:05: Testemunho dos missionários
38:40: Oferta missionária
43:10: Mensagem - Bispa Helena
1:17:25: Tudo Entregarei
1:22:00: Bênção

Contribua com as missões: PIX missoes@metodistacentral.org.br`,
    songs: ["4:15 Hosana", "9:50 Quão Grande é o Meu Deus", "1:17:25 Tudo Entregarei"],
    skipped: 6,
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
    name: "Portuguese (Portugal) church in Porto, em dash separators, guillemets in sermon title",
    description: `Culto Online — Domingo, 2 de junho de 2024
Igreja Evangélica Nova Aliança — Porto

Olá! Seja bem-vindo ao nosso culto. Se desejar pedir oração ou saber mais sobre a igreja, envie-nos uma mensagem.

00:00 — Início da transmissão
02:30 — Boas-vindas
04:05 — Aclame ao Senhor
08:47 — Em Espírito, Em Verdade
12:58 — Ao Único
17:30 — Momento das crianças
22:10 — Informações
25:00 — Ofertas
27:45 — Mensagem: «Permanecei em Mim» — Pr. Nuno Ferreira
1:03:20 — Santa Ceia
1:15:05 — Bênção final

Donativos por MB WAY: 934 567 890
www.novaaliancaporto.pt`,
    songs: ["4:05 Aclame ao Senhor", "8:47 Em Espírito, Em Verdade", "12:58 Ao Único"],
    skipped: 8,
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
  {
    name: "US worship night, 'Song (Artist)' for every song",
    description: `Sunday Night Worship Night | Oct 20, 2024 | Revival Fellowship Church

What a night in His presence! 🔥 Thank you for worshipping with us.

0:00 Intro
1:45 Praise (Elevation Worship)
7:30 Jireh (Elevation Worship & Maverick City Music)
14:12 Trust In God (Elevation Worship)
20:50 Holy Forever (Chris Tomlin)
27:33 Prayer & Ministry
41:08 Goodness of God (Bethel Music)
47:55 Closing Remarks

Stay connected:
IG: @revivalfellowship
Web: revivalfellowship.church`,
    songs: ["1:45 Praise", "7:30 Jireh", "14:12 Trust In God", "20:50 Holy Forever", "41:08 Goodness of God"],
    authors: {
      "Praise": "Elevation Worship",
      "Jireh": "Elevation Worship & Maverick City Music",
      "Trust In God": "Elevation Worship",
      "Holy Forever": "Chris Tomlin",
      "Goodness of God": "Bethel Music",
    },
    skipped: 3,
  },
];
