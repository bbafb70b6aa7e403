/** Round 8's weekly descriptions, part 2 of 5 (scripts/chapters-held-out-weeks.ts): two churches, three weeks each. */
import type { WeeklyFixture } from "./chapters-held-out-weeks";

export const WEEKS_SECOND_PART: WeeklyFixture[] = [
  {
    church: "Igreja Presbiteriana Central de Londrina",
    week: 1,
    name: "Presbyterian, '• 00:00 | Title', 'Hino: Song (NC 1)', 'Cântico: Song (Artist)', Catecismo Menor, Santa Ceia, PIX",
    description: `Culto Solene com Santa Ceia | 02/06/2024 | Culto Vespertino
Igreja Presbiteriana Central de Londrina – Igreja Presbiteriana do Brasil

"Vinde, adoremos e prostremo-nos; ajoelhemos diante do Senhor, que nos criou." (Salmo 95.6)

Sermão: "Salvos pela Graça" – Efésios 2.1-10
Pregador: Rev. Paulo Henrique Azevedo

ORDEM DO CULTO
• 00:00 | Acolhida
• 03:20 | Chamada à Adoração – Salmo 95.1-7
• 05:10 | Hino: Santo! Santo! Santo! (NC 1)
• 09:45 | Oração de Invocação
• 11:30 | Cântico: Te Agradeço (Diante do Trono)
• 16:00 | Catecismo Menor – Pergunta 21
• 19:35 | Leitura Bíblica – Efésios 2.1-10
• 22:10 | Sermão: "Salvos pela Graça" – Rev. Paulo Henrique Azevedo
• 1:01:40 | Santa Ceia
• 1:21:05 | Hino: Castelo Forte (NC 155)
• 1:26:30 | Dízimos e Ofertas
• 1:30:15 | Notícias da Igreja
• 1:36:50 | Bênção Apostólica e Amém Tríplice

Contribua com a obra:
PIX: tesouraria@ipclondrina.org.br
Banco Bradesco – Ag. 0456 – C/C 11223-4

Nossos horários:
Domingo – 9h Escola Dominical | 10h30 Culto Matutino | 19h Culto Vespertino
Quarta-feira – 20h Reunião de Oração e Estudo Bíblico

www.ipclondrina.org.br | @ipclondrina

#IPB #IgrejaPresbiteriana #SantaCeia #Londrina`,
    duration: 6075,
    songs: [
      "5:10 Santo! Santo! Santo!",
      "11:30 Te Agradeço",
      "1:21:05 Castelo Forte",
    ],
    authors: {
      "Te Agradeço": "Diante do Trono",
    },
    skipped: 10,
  },
  {
    church: "Igreja Presbiteriana Central de Londrina",
    week: 2,
    name: "Presbyterian, '• 00:00 | Title', 'Hino: Song (NC 52)', 'Cântico: Song (Artist)', Catecismo Menor, PIX",
    description: `Culto Vespertino | 09/06/2024
Igreja Presbiteriana Central de Londrina – Igreja Presbiteriana do Brasil

"Em todas estas coisas, porém, somos mais que vencedores, por meio daquele que nos amou." (Romanos 8.37)

Sermão: "Mais que Vencedores" – Romanos 8.28-39
Pregador: Rev. Daniel Sampaio (pastor auxiliar)

ORDEM DO CULTO
• 00:00 | Acolhida
• 02:50 | Chamada à Adoração – Salmo 100
• 04:35 | Hino: Grandioso És Tu (NC 52)
• 09:20 | Oração de Invocação
• 11:05 | Cântico: Sonda-me, Usa-me (Aline Barros)
• 16:10 | Cântico: Em Teus Braços (Laura Souguellis)
• 21:00 | Catecismo Menor – Pergunta 22
• 24:15 | Leitura Bíblica – Romanos 8.28-39
• 27:00 | Sermão: "Mais que Vencedores" – Rev. Daniel Sampaio
• 1:08:45 | Hino: Sou Feliz (NC 108)
• 1:13:30 | Dízimos e Ofertas
• 1:17:10 | Notícias da Igreja
• 1:24:20 | Bênção Apostólica e Amém Tríplice

Contribua com a obra:
PIX: tesouraria@ipclondrina.org.br
Banco Bradesco – Ag. 0456 – C/C 11223-4

Nossos horários:
Domingo – 9h Escola Dominical | 10h30 Culto Matutino | 19h Culto Vespertino
Quarta-feira – 20h Reunião de Oração e Estudo Bíblico

www.ipclondrina.org.br | @ipclondrina

#IPB #IgrejaPresbiteriana #Londrina`,
    duration: 5380,
    songs: [
      "4:35 Grandioso És Tu",
      "11:05 Sonda-me, Usa-me",
      "16:10 Em Teus Braços",
      "1:08:45 Sou Feliz",
    ],
    authors: {
      "Sonda-me, Usa-me": "Aline Barros",
      "Em Teus Braços": "Laura Souguellis",
    },
    skipped: 9,
  },
  {
    church: "Igreja Presbiteriana Central de Londrina",
    week: 3,
    name: "Presbyterian, '• 00:00 | Title', 'Hino: Song (NC 295)', 'Cântico: Song (Artist)', Catecismo Menor, infant baptism, PIX",
    description: `Culto Vespertino com Batismo Infantil | 16/06/2024
Igreja Presbiteriana Central de Londrina – Igreja Presbiteriana do Brasil

"Depois disto, ouvi a voz do Senhor, que dizia: A quem enviarei, e quem há de ir por nós? Disse eu: eis-me aqui, envia-me a mim." (Isaías 6.8)

Sermão: "Eis-me Aqui, Envia-me a Mim" – Isaías 6.1-13
Pregador: Rev. Paulo Henrique Azevedo

ORDEM DO CULTO
• 00:00 | Acolhida
• 03:05 | Chamada à Adoração – Isaías 6.1-8
• 05:00 | Hino: Tudo Entregarei (NC 295)
• 09:40 | Oração de Invocação
• 11:25 | Cântico: Te Agradeço (Diante do Trono)
• 16:30 | Catecismo Menor – Pergunta 23
• 19:50 | Batismo Infantil – Helena, filha de Lucas e Mariana
• 27:15 | Leitura Bíblica – Isaías 6.1-13
• 30:00 | Sermão: "Eis-me Aqui, Envia-me a Mim" – Rev. Paulo Henrique Azevedo
• 1:12:20 | Hino: Firme nas Promessas (NC 143)
• 1:17:40 | Dízimos e Ofertas
• 1:21:25 | Notícias da Igreja
• 1:29:55 | Bênção Apostólica e Amém Tríplice

Contribua com a obra:
PIX: tesouraria@ipclondrina.org.br
Banco Bradesco – Ag. 0456 – C/C 11223-4

Nossos horários:
Domingo – 9h Escola Dominical | 10h30 Culto Matutino | 19h Culto Vespertino
Quarta-feira – 20h Reunião de Oração e Estudo Bíblico

www.ipclondrina.org.br | @ipclondrina

#IPB #IgrejaPresbiteriana #Batismo #Londrina`,
    duration: 5702,
    songs: [
      "5:00 Tudo Entregarei",
      "11:25 Te Agradeço",
      "1:12:20 Firme nas Promessas",
    ],
    authors: {
      "Te Agradeço": "Diante do Trono",
    },
    skipped: 10,
  },
  {
    church: "Comunidade Monte Sião, Goiânia",
    week: 1,
    name: "Community/neo-Pentecostal, '0:00 – Song – Artist' with en dashes, Esquenta, Momento da Semeadura, Conexão Células, PIX",
    description: `🔥 CULTO DE CELEBRAÇÃO | DOMINGO 18H | 07.07.24
COMUNIDADE MONTE SIÃO – GOIÂNIA

Que alegria ter você com a gente! 🙌 Se você foi tocado por esse culto, compartilhe com alguém que precisa ouvir essa palavra.

🎙️ Ministração: Ap. Sérgio Moura – “Tempo de Romper”
🎶 Ministério de Louvor Monte Sião

0:00 – Esquenta
14:20 – Abertura – Pr. Rafael e Pra. Camila
17:45 – Me Atraiu – Gabriela Rocha
23:10 – Ousado Amor – Isaias Saad
29:30 – A Casa É Sua – Casa Worship
36:05 – Santo Espírito – Laura Souguellis
43:40 – Momento da Semeadura
50:15 – Conexão Células
55:00 – Ministração da Palavra: “Tempo de Romper” – Ap. Sérgio Moura
1:48:20 – Ministração e Oração
2:02:10 – Bondade de Deus – Isaias Saad
2:08:40 – Encerramento

🌱 SEMEIE NESTE REINO
PIX: contribua@montesiao.com.br
Ou pelo app Monte Sião (Android e iOS)

🏠 Encontre uma célula perto de você: https://montesiao.com.br/celulas

⛪ NOSSOS CULTOS
DOM – 10h e 18h | QUA – 20h Culto de Milagres | SEX – 20h Rede Jovem

📍 Av. T-63, 1200 – Setor Bueno, Goiânia/GO
📲 @comunidademontesiao

#MonteSião #CultoAoVivo #Goiânia #Avivamento`,
    duration: 7950,
    songs: [
      "17:45 Me Atraiu",
      "23:10 Ousado Amor",
      "29:30 A Casa É Sua",
      "36:05 Santo Espírito",
      "2:02:10 Bondade de Deus",
    ],
    authors: {
      "Me Atraiu": "Gabriela Rocha",
      "Ousado Amor": "Isaias Saad",
      "A Casa É Sua": "Casa Worship",
      "Santo Espírito": "Laura Souguellis",
      "Bondade de Deus": "Isaias Saad",
    },
    skipped: 7,
  },
  {
    church: "Comunidade Monte Sião, Goiânia",
    week: 2,
    name: "Community/neo-Pentecostal, '0:00 – Song – Artist' with en dashes, Esquenta, Momento da Semeadura, Conexão Células, testimony, PIX",
    description: `🔥 CULTO DE CELEBRAÇÃO | DOMINGO 18H | 14.07.24
COMUNIDADE MONTE SIÃO – GOIÂNIA

Que alegria ter você com a gente! 🙌 Se você foi tocado por esse culto, compartilhe com alguém que precisa ouvir essa palavra.

🎙️ Ministração: Pra. Camila Moura – “Os Céus Estão Abertos”
🎶 Ministério de Louvor Monte Sião

0:00 – Esquenta
12:50 – Abertura – Pr. Rafael e Pra. Camila
16:30 – Lugar Secreto – Gabriela Rocha
22:45 – Nada Além do Sangue – Fernandinho
28:55 – Que Se Abram os Céus – Nívea Soares
35:40 – Momento da Semeadura
42:20 – Conexão Células
47:05 – Testemunho – família Andrade
53:30 – Ministração da Palavra: “Os Céus Estão Abertos” – Pra. Camila Moura
1:51:15 – Ministração e Oração
2:07:40 – Me Atraiu – Gabriela Rocha
2:14:50 – Encerramento

🌱 SEMEIE NESTE REINO
PIX: contribua@montesiao.com.br
Ou pelo app Monte Sião (Android e iOS)

🏠 Encontre uma célula perto de você: https://montesiao.com.br/celulas

⛪ NOSSOS CULTOS
DOM – 10h e 18h | QUA – 20h Culto de Milagres | SEX – 20h Rede Jovem

📍 Av. T-63, 1200 – Setor Bueno, Goiânia/GO
📲 @comunidademontesiao

#MonteSião #CultoAoVivo #Goiânia #Avivamento`,
    duration: 8405,
    songs: [
      "16:30 Lugar Secreto",
      "22:45 Nada Além do Sangue",
      "28:55 Que Se Abram os Céus",
      "2:07:40 Me Atraiu",
    ],
    authors: {
      "Lugar Secreto": "Gabriela Rocha",
      "Nada Além do Sangue": "Fernandinho",
      "Que Se Abram os Céus": "Nívea Soares",
      "Me Atraiu": "Gabriela Rocha",
    },
    skipped: 8,
  },
  {
    church: "Comunidade Monte Sião, Goiânia",
    week: 3,
    name: "Community/neo-Pentecostal, '0:00 – Song – Artist' with en dashes, Esquenta, baptisms, Momento da Semeadura, Conexão Células, PIX",
    description: `🔥 CULTO DE CELEBRAÇÃO + BATISMO NAS ÁGUAS 💧 | DOMINGO 18H | 21.07.24
COMUNIDADE MONTE SIÃO – GOIÂNIA

Que alegria ter você com a gente! 🙌 Hoje 23 vidas desceram às águas! Se você foi tocado por esse culto, compartilhe com alguém que precisa ouvir essa palavra.

🎙️ Ministração: Ap. Sérgio Moura – “Nova Criatura”
🎶 Ministério de Louvor Monte Sião

0:00 – Esquenta
13:35 – Abertura – Pr. Rafael e Pra. Camila
17:10 – Galileu – Fernandinho
23:25 – Ousado Amor – Isaias Saad
30:00 – Santo Espírito – Laura Souguellis
36:50 – Batismo nas Águas
58:30 – Momento da Semeadura
1:04:45 – Conexão Células
1:09:20 – Ministração da Palavra: “Nova Criatura” – Ap. Sérgio Moura
2:03:00 – Ministração e Oração
2:17:35 – Raridade – Anderson Freire
2:24:10 – Encerramento

🌱 SEMEIE NESTE REINO
PIX: contribua@montesiao.com.br
Ou pelo app Monte Sião (Android e iOS)

🏠 Encontre uma célula perto de você: https://montesiao.com.br/celulas
💧 Quer se batizar? Inscrições para a próxima turma: https://montesiao.com.br/batismo

⛪ NOSSOS CULTOS
DOM – 10h e 18h | QUA – 20h Culto de Milagres | SEX – 20h Rede Jovem

📍 Av. T-63, 1200 – Setor Bueno, Goiânia/GO
📲 @comunidademontesiao

#MonteSião #CultoAoVivo #Batismo #Goiânia`,
    duration: 8924,
    songs: [
      "17:10 Galileu",
      "23:25 Ousado Amor",
      "30:00 Santo Espírito",
      "2:17:35 Raridade",
    ],
    authors: {
      "Galileu": "Fernandinho",
      "Ousado Amor": "Isaias Saad",
      "Santo Espírito": "Laura Souguellis",
      "Raridade": "Anderson Freire",
    },
    skipped: 8,
  },
];
