/** Round 8's weekly descriptions, part 1 of 5 (scripts/chapters-held-out-weeks.ts): two churches, three weeks each. */
import type { WeeklyFixture } from "./chapters-held-out-weeks";

export const WEEKS_FIRST_PART: WeeklyFixture[] = [
  {
    church: "Igreja Batista Memorial, Campinas",
    week: 1,
    name: "Baptist, '00:00 Louvor: Song (Artist)', hh:mm:ss with leading zero, Coral:, Momento Kids, Momento Missões, PIX",
    description: `Culto de Celebração | Domingo, 05/05/2024 – 18h
Igreja Batista Memorial de Campinas

Seja muito bem-vindo ao culto da Igreja Batista Memorial! Nossa oração é que a Palavra de Deus alcance você e toda a sua casa. É a sua primeira vez conosco? Deixe seu nome nos comentários ou preencha o cartão do visitante: https://ibmemorialcampinas.com.br/visitante

📖 Mensagem: "Quando Deus Parece Demorar" – João 11.1-44
🎤 Pr. Marcos Vieira

⏱️ CAPÍTULOS
00:00 Início
03:40 Boas-vindas e Oração - Pr. Marcos Vieira
06:15 Louvor: Grande É o Senhor (Adhemar de Campos)
11:02 Louvor: Deus de Promessas (Davi Sacer)
16:48 Louvor: Aquieta Minh'alma (Ministério Zoe)
22:30 Momento Kids
27:05 Momento Missões - Missionária Raquel Souza (Moçambique)
35:20 Dízimos e Ofertas
37:10 Coral: Castelo Forte
42:55 Avisos
46:30 Mensagem: "Quando Deus Parece Demorar" - Pr. Marcos Vieira
01:31:10 Apelo e Oração
01:36:40 Louvor: Tua Graça Me Basta (Toque no Altar)
01:42:15 Bênção Final

💰 DÍZIMOS E OFERTAS
PIX (CNPJ): 12.345.678/0001-90
Banco do Brasil – Ag. 1234-5 – C/C 98765-4
Igreja Batista Memorial de Campinas

📅 NOSSA AGENDA
Domingo – 9h EBD | 18h Culto de Celebração
Quarta – 19h30 Culto de Oração e Estudo Bíblico
Sábado – 19h Culto Jovem

📍 Rua das Palmeiras, 450 – Jardim Guanabara, Campinas/SP
📸 Instagram: @ibmemorialcampinas
🌐 https://ibmemorialcampinas.com.br

#IgrejaBatista #CultoAoVivo #Campinas`,
    duration: 6452,
    songs: [
      "6:15 Grande É o Senhor",
      "11:02 Deus de Promessas",
      "16:48 Aquieta Minh'alma",
      "37:10 Castelo Forte",
      "1:36:40 Tua Graça Me Basta",
    ],
    authors: {
      "Grande É o Senhor": "Adhemar de Campos",
      "Deus de Promessas": "Davi Sacer",
      "Aquieta Minh'alma": "Ministério Zoe",
      "Tua Graça Me Basta": "Toque no Altar",
    },
    skipped: 9,
  },
  {
    church: "Igreja Batista Memorial, Campinas",
    week: 2,
    name: "Baptist, '00:00 Louvor: Song (Artist)', hh:mm:ss with leading zero, Coral:, Momento Kids, Momento Missões, Mother's Day tribute, PIX",
    description: `Culto de Celebração | Domingo, 12/05/2024 – 18h | Dia das Mães 💐
Igreja Batista Memorial de Campinas

Seja muito bem-vindo ao culto da Igreja Batista Memorial! Hoje celebramos a vida de todas as mães da nossa igreja. Feliz Dia das Mães! É a sua primeira vez conosco? Deixe seu nome nos comentários ou preencha o cartão do visitante: https://ibmemorialcampinas.com.br/visitante

📖 Mensagem: "Uma Mulher Que Teme ao Senhor" – Provérbios 31.10-31
🎤 Pr. Tiago Menezes

⏱️ CAPÍTULOS
00:00 Início
02:55 Boas-vindas e Oração - Pr. Marcos Vieira
05:30 Louvor: Bondade de Deus (Isaias Saad)
10:48 Louvor: Raridade (Anderson Freire)
15:20 Louvor: Deus de Promessas (Davi Sacer)
20:05 Momento Kids
24:40 Homenagem às Mães
33:15 Momento Missões - Pr. Elias e Débora (Sertão do Piauí)
40:02 Dízimos e Ofertas
41:50 Coral: Grandioso És Tu
47:12 Avisos
50:40 Mensagem: "Uma Mulher Que Teme ao Senhor" - Pr. Tiago Menezes
01:35:25 Apelo e Oração
01:41:00 Louvor: Ousado Amor (Isaias Saad)
01:46:30 Bênção Final

💰 DÍZIMOS E OFERTAS
PIX (CNPJ): 12.345.678/0001-90
Banco do Brasil – Ag. 1234-5 – C/C 98765-4
Igreja Batista Memorial de Campinas

📅 NOSSA AGENDA
Domingo – 9h EBD | 18h Culto de Celebração
Quarta – 19h30 Culto de Oração e Estudo Bíblico
Sábado – 19h Culto Jovem

📍 Rua das Palmeiras, 450 – Jardim Guanabara, Campinas/SP
📸 Instagram: @ibmemorialcampinas
🌐 https://ibmemorialcampinas.com.br

#IgrejaBatista #CultoAoVivo #DiaDasMães #Campinas`,
    duration: 6725,
    songs: [
      "5:30 Bondade de Deus",
      "10:48 Raridade",
      "15:20 Deus de Promessas",
      "41:50 Grandioso És Tu",
      "1:41:00 Ousado Amor",
    ],
    authors: {
      "Bondade de Deus": "Isaias Saad",
      "Raridade": "Anderson Freire",
      "Deus de Promessas": "Davi Sacer",
      "Ousado Amor": "Isaias Saad",
    },
    skipped: 10,
  },
  {
    church: "Igreja Batista Memorial, Campinas",
    week: 3,
    name: "Baptist, '00:00 Louvor: Song (Artist)', hh:mm:ss with leading zero, Coral:, Momento Kids, Momento Missões, PIX",
    description: `Culto de Celebração | Domingo, 19/05/2024 – 18h
Igreja Batista Memorial de Campinas

Seja muito bem-vindo ao culto da Igreja Batista Memorial! Nossa oração é que a Palavra de Deus alcance você e toda a sua casa. É a sua primeira vez conosco? Deixe seu nome nos comentários ou preencha o cartão do visitante: https://ibmemorialcampinas.com.br/visitante

📖 Mensagem: "O Espírito Que Dá Vida" – Romanos 8.1-17
🎤 Pr. Marcos Vieira

⏱️ CAPÍTULOS
00:00 Início
03:10 Boas-vindas e Oração - Pr. Marcos Vieira
05:45 Louvor: Lugar Secreto (Gabriela Rocha)
11:30 Louvor: Galileu (Fernandinho)
17:05 Louvor: A Casa É Sua (Casa Worship)
23:40 Momento Kids
28:12 Momento Missões - Junta de Missões Nacionais
34:00 Dízimos e Ofertas
35:45 Coral: Porque Ele Vive
40:30 Avisos
44:05 Mensagem: "O Espírito Que Dá Vida" - Pr. Marcos Vieira
01:28:50 Apelo e Oração
01:34:20 Bênção Final

💰 DÍZIMOS E OFERTAS
PIX (CNPJ): 12.345.678/0001-90
Banco do Brasil – Ag. 1234-5 – C/C 98765-4
Igreja Batista Memorial de Campinas

📅 NOSSA AGENDA
Domingo – 9h EBD | 18h Culto de Celebração
Quarta – 19h30 Culto de Oração e Estudo Bíblico
Sábado – 19h Culto Jovem

📍 Rua das Palmeiras, 450 – Jardim Guanabara, Campinas/SP
📸 Instagram: @ibmemorialcampinas
🌐 https://ibmemorialcampinas.com.br

#IgrejaBatista #CultoAoVivo #Pentecostes #Campinas`,
    duration: 5927,
    songs: [
      "5:45 Lugar Secreto",
      "11:30 Galileu",
      "17:05 A Casa É Sua",
      "35:45 Porque Ele Vive",
    ],
    authors: {
      "Lugar Secreto": "Gabriela Rocha",
      "Galileu": "Fernandinho",
      "A Casa É Sua": "Casa Worship",
    },
    skipped: 9,
  },
  {
    church: "Assembleia de Deus Ministério Ebenézer, Guarulhos",
    week: 1,
    name: "Assembleia de Deus, '0:00 - Title', 'Hino 1 - Song' (Harpa), 'Louvor: Song - Artist', testemunho, oração pelos enfermos, PIX",
    description: `CULTO DA FAMÍLIA – AO VIVO | 04/08/2024
Assembleia de Deus Ministério Ebenézer – Templo Sede Guarulhos
Pastor Presidente: Pr. Antônio Carlos Ribeiro

A Paz do Senhor, amados! Sejam bem-vindos ao nosso Culto da Família. Deixe seu pedido de oração nos comentários que a igreja estará intercedendo por você. 🙏

0:00 - Abertura e Oração
4:30 - Hino 1 - Chuvas de Graça
9:15 - Leitura Bíblica - Salmo 91
12:40 - Louvor: Todavia Me Alegrarei - Samuel Messias
18:22 - Louvor: Ressuscita-me - Aline Barros
24:05 - Testemunho
31:50 - Oração pelos Enfermos
39:30 - Dízimos e Ofertas
43:15 - Hino 545 - Porque Ele Vive
48:00 - Avisos
52:10 - Palavra: "O Fogo Não Se Apagará" - Pr. Antônio Carlos Ribeiro (Levítico 6.13)
1:45:30 - Apelo
1:55:10 - Hino 187 - Mais Perto Quero Estar
2:01:40 - Encerramento e Bênção

"Trazei todos os dízimos à casa do tesouro..." Malaquias 3.10
Dízimos e Ofertas via PIX
Chave CNPJ: 98.765.432/0001-10
AD Ministério Ebenézer Guarulhos

PROGRAMAÇÃO SEMANAL
Domingo: EBD às 9h | Culto da Família às 18h
Terça: Círculo de Oração às 14h
Quinta: Culto de Doutrina às 19:30
Sábado: Culto de Jovens às 19h

Inscreva-se no canal e ative o sininho 🔔 para ser avisado das próximas transmissões!

#AssembleiaDeDeus #HarpaCristã #CultoAoVivo #Guarulhos`,
    duration: 7540,
    songs: [
      "4:30 Chuvas de Graça",
      "12:40 Todavia Me Alegrarei",
      "18:22 Ressuscita-me",
      "43:15 Porque Ele Vive",
      "1:55:10 Mais Perto Quero Estar",
    ],
    authors: {
      "Todavia Me Alegrarei": "Samuel Messias",
      "Ressuscita-me": "Aline Barros",
    },
    skipped: 9,
  },
  {
    church: "Assembleia de Deus Ministério Ebenézer, Guarulhos",
    week: 2,
    name: "Assembleia de Deus, '0:00 - Title', 'Hino 15 - Song' (Harpa), 'Louvor: Song - Artist', testemunho, apresentação de crianças, PIX",
    description: `CULTO DA FAMÍLIA – AO VIVO | 11/08/2024 | Dia dos Pais
Assembleia de Deus Ministério Ebenézer – Templo Sede Guarulhos
Pastor Presidente: Pr. Antônio Carlos Ribeiro

A Paz do Senhor, amados! Sejam bem-vindos ao nosso Culto da Família. Deixe seu pedido de oração nos comentários que a igreja estará intercedendo por você. 🙏

0:00 - Abertura e Oração
3:55 - Hino 15 - Conversão
8:40 - Leitura Bíblica - Isaías 40.28-31
11:20 - Louvor: Sou Humano - Bruna Karla
17:05 - Louvor: Nada Além do Sangue - Fernandinho
23:30 - Testemunho
30:45 - Oração pelos Enfermos
38:10 - Apresentação de Crianças
42:00 - Dízimos e Ofertas
45:35 - Hino 39 - Alvo Mais Que a Neve
50:20 - Avisos
54:00 - Palavra: "Os Que Esperam no Senhor" - Ev. Josué Martins (Isaías 40.31)
1:52:40 - Apelo
2:03:15 - Hino 1 - Chuvas de Graça
2:09:50 - Encerramento e Bênção

"Trazei todos os dízimos à casa do tesouro..." Malaquias 3.10
Dízimos e Ofertas via PIX
Chave CNPJ: 98.765.432/0001-10
AD Ministério Ebenézer Guarulhos

PROGRAMAÇÃO SEMANAL
Domingo: EBD às 9h | Culto da Família às 18h
Terça: Círculo de Oração às 14h
Quinta: Culto de Doutrina às 19:30
Sábado: Culto de Jovens às 19h

Inscreva-se no canal e ative o sininho 🔔 para ser avisado das próximas transmissões!

#AssembleiaDeDeus #HarpaCristã #CultoAoVivo #Guarulhos`,
    duration: 8058,
    songs: [
      "3:55 Conversão",
      "11:20 Sou Humano",
      "17:05 Nada Além do Sangue",
      "45:35 Alvo Mais Que a Neve",
      "2:03:15 Chuvas de Graça",
    ],
    authors: {
      "Sou Humano": "Bruna Karla",
      "Nada Além do Sangue": "Fernandinho",
    },
    skipped: 10,
  },
  {
    church: "Assembleia de Deus Ministério Ebenézer, Guarulhos",
    week: 3,
    name: "Assembleia de Deus, '0:00 - Title', 'Hino 187 - Song' (Harpa), 'Louvor: Song - Artist', testemunho, oração pelos enfermos, PIX",
    description: `CULTO DA FAMÍLIA – AO VIVO | 18/08/2024
Assembleia de Deus Ministério Ebenézer – Templo Sede Guarulhos
Pastor Presidente: Pr. Antônio Carlos Ribeiro

A Paz do Senhor, amados! Sejam bem-vindos ao nosso Culto da Família. Deixe seu pedido de oração nos comentários que a igreja estará intercedendo por você. 🙏

0:00 - Abertura e Oração
4:05 - Hino 187 - Mais Perto Quero Estar
8:50 - Leitura Bíblica - Atos 2.1-21
12:15 - Louvor: Ressuscita-me - Aline Barros
18:40 - Louvor: Raridade - Anderson Freire
24:25 - Louvor: Todavia Me Alegrarei - Samuel Messias
30:10 - Testemunho
36:45 - Oração pelos Enfermos
44:20 - Dízimos e Ofertas
48:05 - Avisos
51:30 - Palavra: "Revestidos de Poder" - Pr. Antônio Carlos Ribeiro (Atos 1.8)
1:44:15 - Apelo
1:54:00 - Encerramento e Bênção

"Trazei todos os dízimos à casa do tesouro..." Malaquias 3.10
Dízimos e Ofertas via PIX
Chave CNPJ: 98.765.432/0001-10
AD Ministério Ebenézer Guarulhos

PROGRAMAÇÃO SEMANAL
Domingo: EBD às 9h | Culto da Família às 18h
Terça: Círculo de Oração às 14h
Quinta: Culto de Doutrina às 19:30
Sábado: Culto de Jovens às 19h

Inscreva-se no canal e ative o sininho 🔔 para ser avisado das próximas transmissões!

#AssembleiaDeDeus #HarpaCristã #CultoAoVivo #Guarulhos`,
    duration: 7106,
    songs: [
      "4:05 Mais Perto Quero Estar",
      "12:15 Ressuscita-me",
      "18:40 Raridade",
      "24:25 Todavia Me Alegrarei",
    ],
    authors: {
      "Ressuscita-me": "Aline Barros",
      "Raridade": "Anderson Freire",
      "Todavia Me Alegrarei": "Samuel Messias",
    },
    skipped: 9,
  },
];
