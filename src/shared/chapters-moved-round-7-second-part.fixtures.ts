/** Descriptions moved in round 7, continued (chapters-moved-round-7.fixtures.ts). */
import type { ChapterFixture } from "./chapters.fixtures";

export const MOVED_IN_ROUND_7_SECOND_PART: ChapterFixture[] = [
  {
    name: "BR Baptist wedding ceremony: '- 0:00' dash-bulleted lines, mostly non-song parts (entrances, vows, rings), 'Louvor:' and 'Cântico especial:' labelled songs",
    description: `Cerimônia de Casamento | Letícia & Gabriel | Igreja Batista Memorial de Goiânia | 18.10.2025 💍

Obrigado a todos que celebraram esse dia conosco!

- 0:00 Recepção dos convidados
- 6:30 Entrada do noivo e dos pais
- 9:05 Entrada dos padrinhos
- 13:40 Entrada das daminhas e do pajem
- 15:22 Entrada da noiva
- 19:10 Oração de abertura - Pr. Sérgio Almeida
- 21:45 Louvor: Te Agradeço - Diante do Trono
- 26:30 Mensagem aos noivos
- 48:12 Votos
- 53:40 Troca das alianças
- 56:05 Cerimônia da areia
- 58:20 Oração e bênção sobre o casal
- 1:01:10 Cântico especial: Deus Me Ama - Thalles Roberto
- 1:05:00 Saída dos noivos 🎉

Fotografia: @studioluzfoto | Cerimonial: @cerimonialflordelis
Transmissão: Mídia IBM Goiânia`,
    songs: ["21:45 Te Agradeço", "1:01:10 Deus Me Ama"],
    authors: {
      "Te Agradeço": "Diante do Trono",
      "Deus Me Ama": "Thalles Roberto",
    },
    skipped: 12,
  },
  {
    name: "BR women's conference night: 'time | title' pipe separator, 'Louvor - Song (Artist)', interview, raffle, break, video vignette, Bible ref with colon in header",
    description: `CONFERÊNCIA MULHERES QUE FLORESCEM 2025 🌸 2º DIA (NOITE) | Igreja Lagoinha Niterói

Tema: "Plantadas junto às águas" (Jeremias 17:7-8)

00:00 | Abertura oficial
04:25 | Vinheta da conferência
05:30 | Louvor - Teu Santo Nome (Gabriela Rocha)
11:02 | Louvor - Atos 2 (Gabriela Rocha)
17:48 | Boas-vindas - Pra. Cláudia Ribeiro
22:15 | Entrevista com Débora Lima (empreendedora e mãe de 4)
35:40 | Sorteio dos kits dos patrocinadores 🎁
40:10 | Intervalo
55:30 | Louvor - Rendido Estou (Aline Barros)
1:01:05 | Ministração da Palavra - Pra. Cláudia Ribeiro - "Raízes profundas"
1:34:50 | Oração e consagração
1:42:18 | Louvor - Em Espírito, Em Verdade
1:46:00 | Encerramento e informações para amanhã

Último dia: sábado, às 19h30. Inscrições no link da bio!
Oferta da conferência: PIX conferencia@lagoinhaniteroi.com
#MulheresQueFlorescem #Conferência #Lagoinha`,
    songs: ["5:30 Teu Santo Nome", "11:02 Atos 2", "55:30 Rendido Estou", "1:42:18 Em Espírito, Em Verdade"],
    authors: {
      "Teu Santo Nome": "Gabriela Rocha",
      "Atos 2": "Gabriela Rocha",
      "Rendido Estou": "Aline Barros",
    },
    skipped: 9,
  },
  {
    name: "BR Assembleia de Deus youth congress: ▶️ emoji + em dash, 'Harpa N - Song', guest singer as 'Artist - Song (ao vivo)', sermon line containing 'Lucas 7:14'",
    description: `41º CONGRESSO DA MOCIDADE | AD Jardim Esperança | Noite de Sábado
Preletor: Pr. Daniel Nascimento (RJ) | Cantora: Rebeca Lins

▶️ 00:00 — Abertura com a Banda da Mocidade
▶️ 03:40 — Harpa 1 - Chuvas de Graça
▶️ 08:15 — Saudação do Pastor Presidente
▶️ 14:30 — Coral da Mocidade: Faz um Milagre em Mim
▶️ 19:50 — Rebeca Lins - Advogado Fiel (ao vivo)
▶️ 25:12 — Rebeca Lins - Sabor de Mel
▶️ 31:00 — Oportunidades das congregações
▶️ 45:35 — Ofertório
▶️ 49:20 — Pregação: Pr. Daniel Nascimento - "Jovem, levanta-te!" (Lucas 7:14)
▶️ 1:38:10 — Apelo
▶️ 1:44:45 — Harpa 313 - Cristo Cura Sim
▶️ 1:49:00 — Encerramento e bênção

O congresso continua amanhã (domingo) às 18h com o culto de encerramento.
Ofertas: PIX CNPJ 33.444.555/0001-66
#congressodamocidade #assembleiadedeus #harpacrista`,
    duration: 6750,
    songs: [
      "3:40 Chuvas de Graça",
      "14:30 Faz um Milagre em Mim",
      "19:50 Advogado Fiel",
      "25:12 Sabor de Mel",
      "1:44:45 Cristo Cura Sim",
    ],
    authors: {
      "Advogado Fiel": "Rebeca Lins",
      "Sabor de Mel": "Rebeca Lins",
    },
    skipped: 7,
  },
  {
    name: "BR Baptist baptism + child presentation: '➜' arrow separator, 'HCC 400 - Hymn', 'Cântico:' and 'Hino final:' labels, baptism/testimony video chapters",
    description: `Culto de Batismo e Apresentação de Crianças | Igreja Batista da Esperança - Recife | 09/11/2025

🕊️ Hoje 9 irmãos desceram às águas! Glória a Deus!

00:00 ➜ Prelúdio musical
02:45 ➜ Chamada à adoração
05:20 ➜ HCC 400 - Quão Bondoso Amigo é Cristo
10:12 ➜ Testemunhos dos batizandos (vídeo)
18:30 ➜ Cerimônia de batismo
41:05 ➜ Cântico: Eu Navegarei
44:30 ➜ Apresentação de crianças: Helena, Davi e Lorenzo
52:10 ➜ Dízimos e ofertas
55:00 ➜ Mensagem: "Sepultados e ressuscitados com Cristo" (Rm 6.1-11) - Pr. André Cavalcanti
1:31:18 ➜ Hino final: Grandioso És Tu
1:35:40 ➜ Bênção e boas-vindas aos novos membros

Quer se batizar na próxima turma? Procure a secretaria da igreja.
Dízimos e ofertas: PIX contato@batistaesperanca.org.br
EBD aos domingos às 9h | Culto às 18h | Quarta: Culto de Oração às 19h30`,
    songs: ["5:20 Quão Bondoso Amigo é Cristo", "41:05 Eu Navegarei", "1:31:18 Grandioso És Tu"],
    skipped: 8,
  },
  {
    name: "PT (Portugal) Baptist Sunday: 'time: title' colon separator, 'Louvor - Song', reading with 'Lucas 15:11-32', receção/IBAN/MB WAY footer",
    description: `Culto de Domingo | Igreja Evangélica Baptista de Almada | 16 de novembro de 2025

Bem-vindos ao nosso culto! Se nos visita pela primeira vez, passe pela receção no final para o conhecermos melhor. 😊

Capítulos:
0:00: Acolhimento
2:30: Louvor - Tu És Fiel, Senhor
7:15: Louvor - Jesus, em Tua Presença
11:40: Leitura Bíblica - Lucas 15:11-32
14:05: Momento das crianças
19:20: Oração de intercessão
24:00: Ofertório
26:35: Pregação - "O Pai que corre ao nosso encontro" - Pr. Rui Fernandes
1:02:10: Louvor - Graça Excelsa
1:06:45: Informações e Bênção

Ofertas e donativos:
IBAN: PT50 0035 0123 0001 2345 6789 0
MB WAY: 912 345 678

Horários:
Domingo – Escola Bíblica às 10h00 | Culto às 11h00
Quarta-feira – Estudo bíblico e oração às 20h30

Facebook / Instagram: @ibalmada`,
    songs: ["2:30 Tu És Fiel, Senhor", "7:15 Jesus, em Tua Presença", "1:02:10 Graça Excelsa"],
    skipped: 7,
  },
  {
    name: "PT (Portugal) Pentecostal youth worship night: 'time - Louvor: Song - Artist', a medley 'A / B', testimony, ação de graças, MB WAY/IBAN",
    description: `NOITE DE LOUVOR E ADORAÇÃO | Jovens ADP Setúbal | Sábado, 8 de novembro

Obrigado a todos os que vieram de Lisboa, Palmela e do Barreiro! Que noite! 🙌

00:00 - Receção e abertura
03:10 - Louvor: Hosana - Hillsong em Português
08:45 - Louvor: Nada Além do Sangue - Fernandinho
14:20 - Testemunho da Joana
19:05 - Louvor: Maranata / Santo Espírito
25:30 - Palavra: "Fogo que não se apaga" - Pr. Tiago Moreira
58:40 - Tempo de ministração e oração
1:10:15 - Louvor: Aos Pés da Cruz - Kleber Lucas
1:15:00 - Ação de graças e informações

Apoia o ministério de jovens:
MB WAY 936 111 222 | IBAN PT50 0018 0003 1234 5678 0202 0
Próximo encontro: 13 de dezembro, às 21h00 📍 Av. Luísa Todi, Setúbal

#jovensadp #noitedelouvor #portugal`,
    songs: ["3:10 Hosana", "8:45 Nada Além do Sangue", "19:05 Maranata", "1:10:15 Aos Pés da Cruz"],
    authors: {
      "Hosana": "Hillsong em Português",
      "Nada Além do Sangue": "Fernandinho",
      "Aos Pés da Cruz": "Kleber Lucas",
    },
    skipped: 5,
  },
  {
    name: "PT (Portugal) Catholic Sunday Eucharist: 'Cântico de Entrada:', 'Cântico do Ofertório:', 'Comunhão – Song', 'Cântico Final:', readings with 'Lc 21, 5-19' refs, song at 0:00",
    description: `Eucaristia Dominical – XXXIII Domingo do Tempo Comum | Paróquia de Nossa Senhora da Conceição – Braga
Transmissão em direto às 11h00

0:00 Cântico de Entrada: Vinde Cantar ao Senhor
4:15 Ritos Iniciais e Ato Penitencial
8:30 1.ª Leitura (Mal 3, 19-20a)
12:05 Salmo Responsorial
14:40 2.ª Leitura e Aclamação ao Evangelho
18:20 Evangelho (Lc 21, 5-19)
22:00 Homilia – Pe. João Carvalho
35:10 Oração Universal
38:00 Cântico do Ofertório: Bendito Sejais, Senhor
43:25 Oração Eucarística
55:30 Comunhão – Eu Sou o Pão da Vida
1:02:00 Avisos paroquiais
1:04:45 Bênção final
1:06:10 Cântico Final: Avé de Fátima

Ofertório online: IBAN PT50 0033 0000 4521 6789 1230 5 | MB WAY 961 234 567 (Fábrica da Igreja Paroquial)
Horário das Missas: Sábado às 19h00 | Domingo às 9h00, 11h00 e 18h30
Cartório paroquial: terça a sexta, das 15h00 às 18h00`,
    songs: [
      "0:00 Vinde Cantar ao Senhor",
      "38:00 Bendito Sejais, Senhor",
      "55:30 Eu Sou o Pão da Vida",
      "1:06:10 Avé de Fátima",
    ],
    skipped: 10,
  },
  {
    name: "PT (Portugal) Methodist Christmas service: 'Hino:'/'Coro:' labels, a time range for the children's play, readings with 'Isaías 9:2-7', song with a descriptive parenthesis",
    description: `Culto de Natal 2025 🎄 | Igreja Evangélica Metodista – Porto (Mirante)

Um santo e feliz Natal a todos! Obrigado às crianças, ao coro e à equipa técnica pela dedicação.

0:00 Prelúdio ao órgão
2:10 Boas-vindas – Pastora Sara Teixeira
4:35 Hino: Ó Vinde, Fiéis
9:00 Primeira leitura – Isaías 9:2-7
11:20 - 24:50 Teatro de Natal das crianças: "A estrela que não brilhava"
25:30 Coro: Eis dos Anjos a Harmonia
29:15 Segunda leitura – Lucas 2:1-20
32:00 Mensagem de Natal: "Deus connosco" – Pastora Sara Teixeira
52:40 Ofertório (a favor do Lar de Idosos)
55:10 Hino: Noite Feliz (à luz das velas)
1:00:30 Bênção e Poslúdio

Donativos: IBAN PT50 0010 0000 1234 5678 9012 3 | MB WAY 913 000 111
Culto dominical às 11h00. Todos são bem-vindos!`,
    songs: ["4:35 Ó Vinde, Fiéis", "25:30 Eis dos Anjos a Harmonia", "55:10 Noite Feliz"],
    skipped: 8,
  },
];
