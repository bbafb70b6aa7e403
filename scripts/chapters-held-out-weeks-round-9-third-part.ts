/** Round 9's weekly descriptions, part 3 of 5 (scripts/chapters-held-out-weeks-round-9.ts): two churches, three weeks each. */
import type { WeeklyFixture } from "./chapters-held-out-weeks";

export const WEEKS_ROUND_9_THIRD_PART: WeeklyFixture[] = [
  {
    church: "Comunidade Evangélica Graça Viva – Culto Jovem Geração Fogo, Goiânia",
    week: 1,
    name: "Neo-Pentecostal youth service, emoji bullets '🎶 4:35 – Song – Artist', ministração, PIX",
    description: `🔥 CULTO JOVEM GERAÇÃO FOGO | 01.03.25 🔥

Que noite!! Deus visitou a juventude de um jeito lindo 🙌 Assiste, comenta de onde você tá assistindo e compartilha com aquele amigo que precisa de um encontro com Jesus!

🎤 Palavra: Pr. Lucas Vieira – "Fogo que não se apaga"
🎸 Ministério de Louvor Graça Viva

⏱ MOMENTOS DO CULTO
▶️ 0:00 – Início / Contagem
🙏 2:10 – Oração de abertura
🎶 4:35 – Ousado Amor – Isaías Saad
🎶 10:50 – Galileu – Fernandinho
🎶 17:20 – Atos 2 – Gabriela Rocha
🎶 23:05 – Santo Espírito – Laura Souguellis
📢 30:40 – Avisos e recepção dos visitantes
💰 36:15 – Dízimos e ofertas
📖 41:00 – Palavra – Pr. Lucas Vieira
🔥 1:28:30 – Ministração e apelo
🎶 1:41:15 – Só Tu És Santo – Morada
🙌 1:47:50 – Oração final

💸 SEMEIE NESSE MINISTÉRIO
PIX (CNPJ): 34.567.890/0001-12
Comunidade Evangélica Graça Viva

📅 AGENDA
Domingo • 10h e 18h – Culto da Família
Terça • 20h – Mulheres Graça
Sábado • 19h30 – Culto Jovem Geração Fogo

📍 Av. T-9, 2500 – Setor Bueno, Goiânia/GO
📲 Segue a gente: @geracaofogo.gv | @gracavivagyn

#GeraçãoFogo #CultoJovem #Avivamento #GraçaViva`,
    duration: 6740,
    songs: [
      "4:35 Ousado Amor",
      "10:50 Galileu",
      "17:20 Atos 2",
      "23:05 Santo Espírito",
      "1:41:15 Só Tu És Santo",
    ],
    authors: {
      "Ousado Amor": "Isaías Saad",
      "Galileu": "Fernandinho",
      "Atos 2": "Gabriela Rocha",
      "Santo Espírito": "Laura Souguellis",
      "Só Tu És Santo": "Morada",
    },
    skipped: 7,
  },
  {
    church: "Comunidade Evangélica Graça Viva – Culto Jovem Geração Fogo, Goiânia",
    week: 2,
    name: "Neo-Pentecostal youth service, emoji bullets '🎶 4:10 – Song – Artist', video clip, woman preacher, PIX",
    description: `🔥 CULTO JOVEM GERAÇÃO FOGO | 08.03.25 🔥

Que noite!! Deus visitou a juventude de um jeito lindo 🙌 Assiste, comenta de onde você tá assistindo e compartilha com aquele amigo que precisa de um encontro com Jesus!

🎤 Palavra: Pra. Ana Clara Vieira – "Identidade de filho"
🎸 Ministério de Louvor Graça Viva

⏱ MOMENTOS DO CULTO
▶️ 0:00 – Início / Contagem
🙏 1:55 – Oração de abertura
🎶 4:10 – Bondade de Deus – Isaías Saad
🎶 10:25 – Me Atraiu – Gabriela Rocha
🎶 16:40 – Ninguém Explica Deus – Preto no Branco
📢 22:30 – Avisos e recepção dos visitantes
🎬 27:05 – Vídeo: Acampamento Geração Fogo 2025
💰 29:40 – Dízimos e ofertas
📖 34:20 – Palavra – Pra. Ana Clara Vieira
🔥 1:19:00 – Ministração e apelo
🎶 1:30:45 – Lugar Secreto – Gabriela Rocha
🙌 1:37:10 – Oração final

⛺ Inscrições para o ACAMPA 2025 abertas! Link: https://gracaviva.com.br/acampa

💸 SEMEIE NESSE MINISTÉRIO
PIX (CNPJ): 34.567.890/0001-12
Comunidade Evangélica Graça Viva

📅 AGENDA
Domingo • 10h e 18h – Culto da Família
Terça • 20h – Mulheres Graça
Sábado • 19h30 – Culto Jovem Geração Fogo

📍 Av. T-9, 2500 – Setor Bueno, Goiânia/GO
📲 Segue a gente: @geracaofogo.gv | @gracavivagyn

#GeraçãoFogo #CultoJovem #Avivamento #GraçaViva`,
    duration: 6060,
    songs: [
      "4:10 Bondade de Deus",
      "10:25 Me Atraiu",
      "16:40 Ninguém Explica Deus",
      "1:30:45 Lugar Secreto",
    ],
    authors: {
      "Bondade de Deus": "Isaías Saad",
      "Me Atraiu": "Gabriela Rocha",
      "Ninguém Explica Deus": "Preto no Branco",
      "Lugar Secreto": "Gabriela Rocha",
    },
    skipped: 8,
  },
  {
    church: "Comunidade Evangélica Graça Viva – Culto Jovem Geração Fogo, Goiânia",
    week: 3,
    name: "Neo-Pentecostal youth service, emoji bullets '🎶 5:00 – Song – Artist', testimonies, guest preacher, ~2h, PIX",
    description: `🔥 CULTO JOVEM GERAÇÃO FOGO | 15.03.25 🔥

Que noite!! Deus visitou a juventude de um jeito lindo 🙌 Assiste, comenta de onde você tá assistindo e compartilha com aquele amigo que precisa de um encontro com Jesus!

🎤 Palavra: Pr. Thiago Rangel (convidado – Brasília/DF) – "Não pare no deserto"
🎸 Ministério de Louvor Graça Viva

⏱ MOMENTOS DO CULTO
▶️ 0:00 – Início / Contagem
🙏 2:30 – Oração de abertura
🎶 5:00 – Galileu – Fernandinho
🎶 11:15 – Caminho no Deserto – Soraya Moraes
🎶 17:45 – Oceanos – Ana Nóbrega
🎶 24:20 – É Tudo Sobre Você – Morada
📢 31:10 – Avisos e recepção dos visitantes
🗣 35:40 – Testemunhos
💰 42:05 – Dízimos e ofertas
📖 46:30 – Palavra – Pr. Thiago Rangel
🔥 1:36:15 – Ministração e apelo
🎶 1:49:40 – Ousado Amor – Isaías Saad
🙌 1:56:05 – Oração final

💸 SEMEIE NESSE MINISTÉRIO
PIX (CNPJ): 34.567.890/0001-12
Comunidade Evangélica Graça Viva

📅 AGENDA
Domingo • 10h e 18h – Culto da Família
Terça • 20h – Mulheres Graça
Sábado • 19h30 – Culto Jovem Geração Fogo

📍 Av. T-9, 2500 – Setor Bueno, Goiânia/GO
📲 Segue a gente: @geracaofogo.gv | @gracavivagyn

#GeraçãoFogo #CultoJovem #Avivamento #GraçaViva`,
    duration: 7290,
    songs: [
      "5:00 Galileu",
      "11:15 Caminho no Deserto",
      "17:45 Oceanos",
      "24:20 É Tudo Sobre Você",
      "1:49:40 Ousado Amor",
    ],
    authors: {
      "Galileu": "Fernandinho",
      "Caminho no Deserto": "Soraya Moraes",
      "Oceanos": "Ana Nóbrega",
      "É Tudo Sobre Você": "Morada",
      "Ousado Amor": "Isaías Saad",
    },
    skipped: 8,
  },
  {
    church: "Grupo de Oração Renascer (RCC) – Paróquia Nossa Senhora Aparecida, Belo Horizonte",
    week: 1,
    name: "Catholic charismatic prayer group, '00:00 Song | Artist', '1:09:15' hours, cura e libertação, adoração ao Santíssimo, PIX",
    description: `Grupo de Oração Renascer – RCC | Quinta-feira, 06/03/2025
Paróquia Nossa Senhora Aparecida – Belo Horizonte/MG

"Vinde, Espírito Santo, enchei os corações dos vossos fiéis e acendei neles o fogo do vosso amor."

Pregação: "Convertei-vos e crede no Evangelho" – Diácono Paulo Henrique
Adoração ao Santíssimo conduzida por Pe. Rodrigo Almeida
Ministério de Música Renascer

00:00 Acolhida
03:20 Oração inicial – Invocação ao Espírito Santo
06:45 Noites Traiçoeiras | Padre Marcelo Rossi
12:10 Ninguém Te Ama Como Eu | Martín Valverde
17:55 Louvor espontâneo
21:30 Leitura da Palavra – Joel 2,12-18
24:05 Pregação – Diácono Paulo Henrique
58:40 Momento de Cura e Libertação
1:09:15 Tudo é do Pai | Padre Fábio de Melo
1:14:30 Adoração ao Santíssimo – Pe. Rodrigo Almeida
1:31:50 Avisos da paróquia
1:34:20 Bênção final
1:36:05 Maria de Nazaré | Padre Zezinho

Ajude a manter a evangelização do nosso grupo de oração 💙
PIX (celular): (31) 99123-4567 – Grupo de Oração Renascer RCC

Nossos encontros: toda quinta-feira, às 19h30, no salão paroquial.
Santas Missas: Sábado 19h | Domingo 7h, 9h, 11h e 18h
Terço da Misericórdia: segunda a sexta, 15h

Instagram: @renascer.rcc.bh
Salve Maria! 🙏

#RCC #RenovaçãoCarismática #GrupoDeOração #Renascer`,
    duration: 6030,
    songs: [
      "6:45 Noites Traiçoeiras",
      "12:10 Ninguém Te Ama Como Eu",
      "1:09:15 Tudo é do Pai",
      "1:36:05 Maria de Nazaré",
    ],
    authors: {
      "Noites Traiçoeiras": "Padre Marcelo Rossi",
      "Ninguém Te Ama Como Eu": "Martín Valverde",
      "Tudo é do Pai": "Padre Fábio de Melo",
      "Maria de Nazaré": "Padre Zezinho",
    },
    skipped: 9,
  },
  {
    church: "Grupo de Oração Renascer (RCC) – Paróquia Nossa Senhora Aparecida, Belo Horizonte",
    week: 2,
    name: "Catholic charismatic prayer group, '00:00 Song | Artist' (one song without artist), testimonies, adoração, PIX",
    description: `Grupo de Oração Renascer – RCC | Quinta-feira, 13/03/2025
Paróquia Nossa Senhora Aparecida – Belo Horizonte/MG

"Vinde, Espírito Santo, enchei os corações dos vossos fiéis e acendei neles o fogo do vosso amor."

Pregação: "O deserto como lugar de encontro" – Fernanda Lacerda (Ministério de Pregação)
Adoração ao Santíssimo conduzida por Pe. Rodrigo Almeida
Ministério de Música Renascer

00:00 Acolhida
02:55 Oração inicial – Invocação ao Espírito Santo
05:40 Ressuscita-me | Aline Barros
11:20 Segura na Mão de Deus
16:05 Louvor espontâneo
19:40 Leitura da Palavra – Oseias 2,16-25
22:15 Pregação – Fernanda Lacerda
57:30 Momento de Cura e Libertação
1:07:45 Noites Traiçoeiras | Padre Marcelo Rossi
1:13:10 Adoração ao Santíssimo – Pe. Rodrigo Almeida
1:29:55 Testemunhos
1:35:20 Avisos da paróquia
1:38:00 Bênção final
1:39:40 Oração pela Família | Padre Zezinho

Ajude a manter a evangelização do nosso grupo de oração 💙
PIX (celular): (31) 99123-4567 – Grupo de Oração Renascer RCC

Nossos encontros: toda quinta-feira, às 19h30, no salão paroquial.
Santas Missas: Sábado 19h | Domingo 7h, 9h, 11h e 18h
Terço da Misericórdia: segunda a sexta, 15h

Instagram: @renascer.rcc.bh
Salve Maria! 🙏

#RCC #RenovaçãoCarismática #GrupoDeOração #Renascer`,
    duration: 6255,
    songs: [
      "5:40 Ressuscita-me",
      "11:20 Segura na Mão de Deus",
      "1:07:45 Noites Traiçoeiras",
      "1:39:40 Oração pela Família",
    ],
    authors: {
      "Ressuscita-me": "Aline Barros",
      "Noites Traiçoeiras": "Padre Marcelo Rossi",
      "Oração pela Família": "Padre Zezinho",
    },
    skipped: 10,
  },
  {
    church: "Grupo de Oração Renascer (RCC) – Paróquia Nossa Senhora Aparecida, Belo Horizonte",
    week: 3,
    name: "Catholic charismatic prayer group, '00:00 Song | Artist', priest preaching, adoração, closing Marian song, PIX",
    description: `Grupo de Oração Renascer – RCC | Quinta-feira, 20/03/2025
Paróquia Nossa Senhora Aparecida – Belo Horizonte/MG

"Vinde, Espírito Santo, enchei os corações dos vossos fiéis e acendei neles o fogo do vosso amor."

Pregação: "Eis aqui a serva do Senhor" – Pe. Rodrigo Almeida
Adoração ao Santíssimo conduzida por Diácono Paulo Henrique
Ministério de Música Renascer

00:00 Acolhida
03:10 Oração inicial – Invocação ao Espírito Santo
06:25 Ninguém Te Ama Como Eu | Martín Valverde
11:50 Sonda-me, Usa-me | Aline Barros
17:35 Louvor espontâneo
21:05 Leitura da Palavra – Lucas 1,26-38
23:40 Pregação – Pe. Rodrigo Almeida
1:01:15 Momento de Cura e Libertação
1:10:30 Tudo é do Pai | Padre Fábio de Melo
1:15:50 Adoração ao Santíssimo – Diácono Paulo Henrique
1:32:05 Avisos da paróquia
1:34:40 Bênção final
1:36:20 Maria de Nazaré | Padre Zezinho

Ajude a manter a evangelização do nosso grupo de oração 💙
PIX (celular): (31) 99123-4567 – Grupo de Oração Renascer RCC

Nossos encontros: toda quinta-feira, às 19h30, no salão paroquial.
Santas Missas: Sábado 19h | Domingo 7h, 9h, 11h e 18h
Terço da Misericórdia: segunda a sexta, 15h

Instagram: @renascer.rcc.bh
Salve Maria! 🙏

#RCC #RenovaçãoCarismática #GrupoDeOração #Renascer`,
    duration: 6055,
    songs: [
      "6:25 Ninguém Te Ama Como Eu",
      "11:50 Sonda-me, Usa-me",
      "1:10:30 Tudo é do Pai",
      "1:36:20 Maria de Nazaré",
    ],
    authors: {
      "Ninguém Te Ama Como Eu": "Martín Valverde",
      "Sonda-me, Usa-me": "Aline Barros",
      "Tudo é do Pai": "Padre Fábio de Melo",
      "Maria de Nazaré": "Padre Zezinho",
    },
    skipped: 9,
  },
];
