/** Round 8's weekly descriptions, part 4 of 5 (scripts/chapters-held-out-weeks.ts): two churches, three weeks each. */
import type { WeeklyFixture } from "./chapters-held-out-weeks";

export const WEEKS_FOURTH_PART: WeeklyFixture[] = [
  {
    church: "Rede Jovem Chama – Igreja Quadrangular Ponta Negra, Manaus",
    week: 1,
    name: "Youth service, '00:00 Artist - Song' (author first), Quebra-gelo, Palavra aos jovens, Desafio da Semana, PIX",
    description: `CULTO JOVEM CHAMA 🔥 | SÁBADO 02/03 | 19H30
Igreja do Evangelho Quadrangular – Ponta Negra, Manaus/AM

Ei, você que tá assistindo! 👋 Marca aquele amigo que precisava ouvir essa palavra e bora junto no próximo sábado!

🎤 Palavra aos jovens: "Identidade Não Se Negocia" – Pr. Kauã Lima
🎸 Banda Chama

00:00 Contagem regressiva
05:20 Abertura 🔥
07:45 Quebra-gelo
13:10 Isaias Saad - Bondade de Deus
19:00 Gabriela Rocha - Me Atraiu
24:35 Fernandinho - Galileu
30:20 Morada - Só Tu És Santo
36:50 Oferta
40:15 Agenda Jovem
45:00 Palavra aos jovens: "Identidade Não Se Negocia" - Pr. Kauã Lima
1:32:30 Momento de Oração
1:44:10 Desafio da Semana
1:48:20 Morada - É Tudo Sobre Você
1:53:40 Encerramento

💸 Oferta / PIX: chamajovem@quadrangularpn.com.br

📍 Célula jovem toda quinta às 20h – pergunta no direct qual é a mais perto de você!
📲 Insta: @chamajovem.pn | TikTok: @chamajovem

#CultoJovem #ChamaJovem #Juventude #Quadrangular #Manaus`,
    duration: 6972,
    songs: [
      "13:10 Bondade de Deus",
      "19:00 Me Atraiu",
      "24:35 Galileu",
      "30:20 Só Tu És Santo",
      "1:48:20 É Tudo Sobre Você",
    ],
    authors: {
      "Bondade de Deus": "Isaias Saad",
      "Me Atraiu": "Gabriela Rocha",
      "Galileu": "Fernandinho",
      "Só Tu És Santo": "Morada",
      "É Tudo Sobre Você": "Morada",
    },
    skipped: 9,
  },
  {
    church: "Rede Jovem Chama – Igreja Quadrangular Ponta Negra, Manaus",
    week: 2,
    name: "Youth service, '00:00 Artist - Song' (author first), Quebra-gelo, testimony, Palavra aos jovens, Desafio da Semana, PIX",
    description: `CULTO JOVEM CHAMA 🔥 | SÁBADO 09/03 | 19H30
Igreja do Evangelho Quadrangular – Ponta Negra, Manaus/AM

Ei, você que tá assistindo! 👋 Marca aquele amigo que precisava ouvir essa palavra e bora junto no próximo sábado!

🎤 Palavra aos jovens: "Ansiedade e Fé" – Pra. Letícia Rocha
🎸 Banda Chama

00:00 Contagem regressiva
04:50 Abertura 🔥
07:10 Quebra-gelo
12:30 Morada - Só Tu És Santo
18:15 Isaias Saad - Ousado Amor
24:40 Ana Nóbrega - Quão Lindo Esse Nome
31:05 Testemunho - Ana Júlia
36:20 Oferta
39:45 Agenda Jovem
44:30 Palavra aos jovens: "Ansiedade e Fé" - Pra. Letícia Rocha
1:36:00 Momento de Oração
1:50:15 Desafio da Semana
1:54:05 Gabriela Rocha - Lugar Secreto
2:00:30 Encerramento

💸 Oferta / PIX: chamajovem@quadrangularpn.com.br

📍 Célula jovem toda quinta às 20h – pergunta no direct qual é a mais perto de você!
📲 Insta: @chamajovem.pn | TikTok: @chamajovem

#CultoJovem #ChamaJovem #Juventude #Quadrangular #Manaus`,
    duration: 7425,
    songs: [
      "12:30 Só Tu És Santo",
      "18:15 Ousado Amor",
      "24:40 Quão Lindo Esse Nome",
      "1:54:05 Lugar Secreto",
    ],
    authors: {
      "Só Tu És Santo": "Morada",
      "Ousado Amor": "Isaias Saad",
      "Quão Lindo Esse Nome": "Ana Nóbrega",
      "Lugar Secreto": "Gabriela Rocha",
    },
    skipped: 10,
  },
  {
    church: "Rede Jovem Chama – Igreja Quadrangular Ponta Negra, Manaus",
    week: 3,
    name: "Youth service, '00:00 Artist - Song' (author first), Quebra-gelo, Palavra aos jovens, Desafio da Semana, PIX",
    description: `CULTO JOVEM CHAMA 🔥 | SÁBADO 16/03 | 19H30
Igreja do Evangelho Quadrangular – Ponta Negra, Manaus/AM

Ei, você que tá assistindo! 👋 Marca aquele amigo que precisava ouvir essa palavra e bora junto no próximo sábado!

🎤 Palavra aos jovens: "Chamados Para Brilhar" – Pr. Kauã Lima
🎸 Banda Chama

00:00 Contagem regressiva
05:05 Abertura 🔥
07:30 Quebra-gelo
12:55 Fernandinho - Uma Nova História
18:40 Morada - É Tudo Sobre Você
24:20 Isaias Saad - Bondade de Deus
30:45 Oferta
34:10 Agenda Jovem
38:50 Palavra aos jovens: "Chamados Para Brilhar" - Pr. Kauã Lima
1:24:30 Momento de Oração
1:38:05 Desafio da Semana
1:42:15 Encerramento

💸 Oferta / PIX: chamajovem@quadrangularpn.com.br

📍 Célula jovem toda quinta às 20h – pergunta no direct qual é a mais perto de você!
🏕️ Inscrições abertas pro Acampa Chama 2024: https://chamajovem.com.br/acampa
📲 Insta: @chamajovem.pn | TikTok: @chamajovem

#CultoJovem #ChamaJovem #Juventude #Quadrangular #Manaus`,
    duration: 6598,
    songs: [
      "12:55 Uma Nova História",
      "18:40 É Tudo Sobre Você",
      "24:20 Bondade de Deus",
    ],
    authors: {
      "Uma Nova História": "Fernandinho",
      "É Tudo Sobre Você": "Morada",
      "Bondade de Deus": "Isaias Saad",
    },
    skipped: 9,
  },
  {
    church: "Igreja Evangélica Baptista do Bonfim, Porto",
    week: 1,
    name: "Portugal (pt-PT), '00:00:00 – Song | Artist' always hh:mm:ss, 'Hino: Song', Tempo das Crianças, Janela Missionária, IBAN/MB WAY",
    description: `Culto de Domingo | 16 de junho de 2024 | Transmissão em direto
Igreja Evangélica Baptista do Bonfim – Porto

Sejam muito bem-vindos ao nosso culto! Se é a primeira vez que nos visita, gostaríamos muito de o conhecer – escreva-nos para geral@ibbonfim.pt.

Mensagem: «Deus É o Nosso Refúgio» (Salmo 46) – Pastor Rui Figueiredo

00:00:00 – Início da transmissão
00:02:15 – Boas-vindas e oração
00:05:40 – Bondade de Deus | Isaias Saad
00:10:55 – Oceanos | Ana Nóbrega
00:17:20 – Hino: Grandioso És Tu
00:21:45 – Leitura das Escrituras – Salmo 46
00:24:30 – Tempo das Crianças
00:30:10 – Janela Missionária – Moçambique
00:36:00 – Ofertório
00:38:25 – Notícias da Família
00:43:10 – Mensagem: «Deus É o Nosso Refúgio» – Pastor Rui Figueiredo
01:21:35 – Tua Graça Me Basta | Toque no Altar
01:27:00 – Oração e bênção final

Contribuições
IBAN: PT50 0033 0000 4521 7788 0190 5
MB WAY: 912 345 678 (indicar «Oferta»)

Horários
Domingo – 10h00 Escola Dominical | 11h00 Culto
Quarta-feira – 21h00 Estudo Bíblico e Oração
Sábado – 18h00 Grupo de Jovens

Rua do Bonfim, 210 – 4300-069 Porto
www.ibbonfim.pt | facebook.com/ibbonfim

Se este culto foi uma bênção para si, partilhe com a sua família e amigos.

#IgrejaBaptista #CultoEmDireto #Porto #Portugal`,
    duration: 5620,
    songs: [
      "5:40 Bondade de Deus",
      "10:55 Oceanos",
      "17:20 Grandioso És Tu",
      "1:21:35 Tua Graça Me Basta",
    ],
    authors: {
      "Bondade de Deus": "Isaias Saad",
      "Oceanos": "Ana Nóbrega",
      "Tua Graça Me Basta": "Toque no Altar",
    },
    skipped: 9,
  },
  {
    church: "Igreja Evangélica Baptista do Bonfim, Porto",
    week: 2,
    name: "Portugal (pt-PT), '00:00:00 – Song | Artist' always hh:mm:ss, 'Hino: Song', Tempo das Crianças, Janela Missionária, guest preacher, IBAN/MB WAY",
    description: `Culto de Domingo | 23 de junho de 2024 | Transmissão em direto
Igreja Evangélica Baptista do Bonfim – Porto

Sejam muito bem-vindos ao nosso culto! Se é a primeira vez que nos visita, gostaríamos muito de o conhecer – escreva-nos para geral@ibbonfim.pt.

Mensagem: «Permanecei em Mim» (João 15.1-11) – Pastor convidado Samuel Teixeira (Seminário Teológico Baptista)

00:00:00 – Início da transmissão
00:01:50 – Boas-vindas e oração
00:04:55 – Ousado Amor | Isaias Saad
00:10:20 – Quão Lindo Esse Nome | Ana Nóbrega
00:16:05 – Hino: Castelo Forte
00:20:30 – Leitura das Escrituras – João 15.1-11
00:23:15 – Tempo das Crianças
00:28:40 – Janela Missionária – Guiné-Bissau
00:34:05 – Ofertório
00:36:20 – Notícias da Família
00:41:00 – Mensagem: «Permanecei em Mim» – Pastor Samuel Teixeira
01:17:45 – Oceanos | Ana Nóbrega
01:23:10 – Oração e bênção final

Contribuições
IBAN: PT50 0033 0000 4521 7788 0190 5
MB WAY: 912 345 678 (indicar «Oferta»)

Horários
Domingo – 10h00 Escola Dominical | 11h00 Culto
Quarta-feira – 21h00 Estudo Bíblico e Oração
Sábado – 18h00 Grupo de Jovens

Rua do Bonfim, 210 – 4300-069 Porto
www.ibbonfim.pt | facebook.com/ibbonfim

Se este culto foi uma bênção para si, partilhe com a sua família e amigos.

#IgrejaBaptista #CultoEmDireto #Porto #Portugal`,
    duration: 5295,
    songs: [
      "4:55 Ousado Amor",
      "10:20 Quão Lindo Esse Nome",
      "16:05 Castelo Forte",
      "1:17:45 Oceanos",
    ],
    authors: {
      "Ousado Amor": "Isaias Saad",
      "Quão Lindo Esse Nome": "Ana Nóbrega",
      "Oceanos": "Ana Nóbrega",
    },
    skipped: 9,
  },
  {
    church: "Igreja Evangélica Baptista do Bonfim, Porto",
    week: 3,
    name: "Portugal (pt-PT), '00:00:00 – Song | Artist' always hh:mm:ss, 'Hino: Song', Ceia do Senhor, Tempo das Crianças, Janela Missionária, IBAN/MB WAY",
    description: `Culto de Domingo com Ceia do Senhor | 30 de junho de 2024 | Transmissão em direto
Igreja Evangélica Baptista do Bonfim – Porto

Sejam muito bem-vindos ao nosso culto! Se é a primeira vez que nos visita, gostaríamos muito de o conhecer – escreva-nos para geral@ibbonfim.pt.

Mensagem: «Até que Ele Venha» (Lucas 22.14-20) – Pastor Rui Figueiredo

00:00:00 – Início da transmissão
00:02:05 – Boas-vindas e oração
00:05:15 – Bondade de Deus | Isaias Saad
00:10:40 – Aquieta Minh'alma | Ministério Zoe
00:16:25 – Leitura das Escrituras – Lucas 22.14-20
00:19:10 – Tempo das Crianças
00:24:35 – Janela Missionária – Angola
00:30:20 – Mensagem: «Até que Ele Venha» – Pastor Rui Figueiredo
01:06:50 – Ceia do Senhor
01:22:15 – Hino: Rude Cruz
01:26:40 – Ofertório
01:29:05 – Notícias da Família
01:35:30 – Oração e bênção final

Contribuições
IBAN: PT50 0033 0000 4521 7788 0190 5
MB WAY: 912 345 678 (indicar «Oferta»)

Horários
Domingo – 10h00 Escola Dominical | 11h00 Culto
Quarta-feira – 21h00 Estudo Bíblico e Oração
Sábado – 18h00 Grupo de Jovens
Em julho e agosto não há Escola Dominical – bom descanso a todos!

Rua do Bonfim, 210 – 4300-069 Porto
www.ibbonfim.pt | facebook.com/ibbonfim

Se este culto foi uma bênção para si, partilhe com a sua família e amigos.

#IgrejaBaptista #CultoEmDireto #CeiaDoSenhor #Porto`,
    duration: 6065,
    songs: [
      "5:15 Bondade de Deus",
      "10:40 Aquieta Minh'alma",
      "1:22:15 Rude Cruz",
    ],
    authors: {
      "Bondade de Deus": "Isaias Saad",
      "Aquieta Minh'alma": "Ministério Zoe",
    },
    skipped: 10,
  },
];
