/** Round 9's weekly descriptions, part 1 of 5 (scripts/chapters-held-out-weeks-round-9.ts): two churches, three weeks each. */
import type { WeeklyFixture } from "./chapters-held-out-weeks";

export const WEEKS_ROUND_9_FIRST_PART: WeeklyFixture[] = [
  {
    church: "Igreja Batista Shalom, Campinas",
    week: 1,
    name: "Baptist, '00:00 Song - Artist', '01:19:30' hours with leading zero, kids moment, PIX + bank",
    description: `Culto Dominical – Noite | 02 de março de 2025

Seja bem-vindo ao culto da Igreja Batista Shalom! Que a Palavra de Deus edifique a sua vida. Se você foi abençoado, deixe seu comentário, curta e compartilhe com quem precisa ouvir esta mensagem. 🙏

📖 Mensagem: "Quando Deus parece demorar" – Pr. Marcos Albuquerque
Texto base: João 11.1-44

CAPÍTULOS
00:00 Abertura
02:15 Oração inicial
04:30 Deus de Promessas - Davi Sacer
10:05 Bondade de Deus - Isaías Saad
16:40 Grandioso És Tu - Coral Shalom
21:10 Boas-vindas e apresentação dos visitantes
25:35 Momento das Crianças
31:00 Ofertório
33:20 Aquieta Minh'alma - Ministério Zoe
38:45 Mensagem – Pr. Marcos Albuquerque
01:19:30 Apelo e oração
01:24:10 Avisos
01:27:40 Bênção Apostólica

💰 DÍZIMOS E OFERTAS
PIX (CNPJ): 12.345.678/0001-90
Igreja Batista Shalom de Campinas
Banco do Brasil – Ag. 1234-5 | C/C 67890-1

🗓 NOSSA PROGRAMAÇÃO
Domingo – 9h EBD | 10h30 Culto da Manhã | 18h Culto da Noite
Quarta-feira – 19h30 Culto de Oração e Estudo Bíblico
Sábado – 19h30 Culto Jovem (quinzenal)

📍 Rua Barão de Jaguara, 1450 – Centro, Campinas/SP
Instagram: https://instagram.com/ibshalomcampinas
Site: https://www.ibshalom.org.br
WhatsApp da secretaria: (19) 99876-5432

#IgrejaBatistaShalom #CultoAoVivo #Campinas`,
    duration: 5405,
    songs: [
      "4:30 Deus de Promessas",
      "10:05 Bondade de Deus",
      "16:40 Grandioso És Tu",
      "33:20 Aquieta Minh'alma",
    ],
    authors: {
      "Deus de Promessas": "Davi Sacer",
      "Bondade de Deus": "Isaías Saad",
      "Grandioso És Tu": "Coral Shalom",
      "Aquieta Minh'alma": "Ministério Zoe",
    },
    skipped: 9,
  },
  {
    church: "Igreja Batista Shalom, Campinas",
    week: 2,
    name: "Baptist, '00:00 Song - Artist', '01:12:25' hours with leading zero, kids moment, Lord's Supper, PIX + bank",
    description: `Culto Dominical – Noite | 09 de março de 2025

Seja bem-vindo ao culto da Igreja Batista Shalom! Que a Palavra de Deus edifique a sua vida. Se você foi abençoado, deixe seu comentário, curta e compartilhe com quem precisa ouvir esta mensagem. 🙏

📖 Mensagem: "O filho que ficou em casa" – Pr. Tiago Nogueira (Pastor de Jovens)
Texto base: Lucas 15.25-32

CAPÍTULOS
00:00 Abertura
01:50 Oração inicial
03:40 Ousado Amor - Isaías Saad
09:55 Caminho no Deserto - Soraya Moraes
15:20 Boas-vindas e apresentação dos visitantes
19:05 Momento das Crianças
24:30 Ofertório
26:45 Porque Ele Vive - Coral Shalom
31:10 Mensagem – Pr. Tiago Nogueira
01:12:25 Apelo e oração
01:16:00 Ceia do Senhor
01:31:40 Avisos
01:34:15 Bênção Apostólica

💰 DÍZIMOS E OFERTAS
PIX (CNPJ): 12.345.678/0001-90
Igreja Batista Shalom de Campinas
Banco do Brasil – Ag. 1234-5 | C/C 67890-1

🗓 NOSSA PROGRAMAÇÃO
Domingo – 9h EBD | 10h30 Culto da Manhã | 18h Culto da Noite
Quarta-feira – 19h30 Culto de Oração e Estudo Bíblico
Sábado – 19h30 Culto Jovem (quinzenal)

📍 Rua Barão de Jaguara, 1450 – Centro, Campinas/SP
Instagram: https://instagram.com/ibshalomcampinas
Site: https://www.ibshalom.org.br
WhatsApp da secretaria: (19) 99876-5432

#IgrejaBatistaShalom #CultoAoVivo #Campinas #SantaCeia`,
    duration: 5790,
    songs: [
      "3:40 Ousado Amor",
      "9:55 Caminho no Deserto",
      "26:45 Porque Ele Vive",
    ],
    authors: {
      "Ousado Amor": "Isaías Saad",
      "Caminho no Deserto": "Soraya Moraes",
      "Porque Ele Vive": "Coral Shalom",
    },
    skipped: 10,
  },
  {
    church: "Igreja Batista Shalom, Campinas",
    week: 3,
    name: "Baptist, '00:00 Song - Artist', '01:21:05' hours with leading zero, kids moment, repeated song, PIX + bank",
    description: `Culto Dominical – Noite | 16 de março de 2025

Seja bem-vindo ao culto da Igreja Batista Shalom! Que a Palavra de Deus edifique a sua vida. Se você foi abençoado, deixe seu comentário, curta e compartilhe com quem precisa ouvir esta mensagem. 🙏

📖 Mensagem: "Sal da terra e luz do mundo" – Pr. Marcos Albuquerque
Texto base: Mateus 5.13-16

CAPÍTULOS
00:00 Abertura
02:05 Oração inicial
04:20 Bondade de Deus - Isaías Saad
10:30 Lugar Secreto - Gabriela Rocha
16:15 Todavia Me Alegrarei - Samuel Messias
21:50 Boas-vindas e apresentação dos visitantes
26:10 Momento das Crianças
30:45 Ofertório
33:00 Sou Feliz - Coral Shalom
37:20 Mensagem – Pr. Marcos Albuquerque
01:21:05 Apelo e oração
01:25:30 Avisos
01:28:50 Bênção Apostólica

💰 DÍZIMOS E OFERTAS
PIX (CNPJ): 12.345.678/0001-90
Igreja Batista Shalom de Campinas
Banco do Brasil – Ag. 1234-5 | C/C 67890-1

🗓 NOSSA PROGRAMAÇÃO
Domingo – 9h EBD | 10h30 Culto da Manhã | 18h Culto da Noite
Quarta-feira – 19h30 Culto de Oração e Estudo Bíblico
Sábado – 19h30 Culto Jovem (quinzenal)

📍 Rua Barão de Jaguara, 1450 – Centro, Campinas/SP
Instagram: https://instagram.com/ibshalomcampinas
Site: https://www.ibshalom.org.br
WhatsApp da secretaria: (19) 99876-5432

#IgrejaBatistaShalom #CultoAoVivo #Campinas`,
    duration: 5470,
    songs: [
      "4:20 Bondade de Deus",
      "10:30 Lugar Secreto",
      "16:15 Todavia Me Alegrarei",
      "33:00 Sou Feliz",
    ],
    authors: {
      "Bondade de Deus": "Isaías Saad",
      "Lugar Secreto": "Gabriela Rocha",
      "Todavia Me Alegrarei": "Samuel Messias",
      "Sou Feliz": "Coral Shalom",
    },
    skipped: 9,
  },
  {
    church: "Assembleia de Deus Ministério Madureira – Templo Central, Nova Iguaçu",
    week: 1,
    name: "Assembleia de Deus, '• 0:00 | Title', 'Harpa 15 – Hino' and 'Louvor: Song – Irmã X' labels, Santa Ceia, PIX",
    description: `CULTO DE SANTA CEIA | DOMINGO 02/03/2025
Assembleia de Deus Ministério Madureira – Templo Central de Nova Iguaçu

A paz do Senhor, amados! Acompanhe o culto completo do Templo Central. Inscreva-se no canal e ative o sininho 🔔 para ser avisado das próximas transmissões.

Dirigente: Pr. Jonas Ferreira Lima (Pastor Presidente)
Pregador: Pr. Ezequiel Santana (Campo de Queimados)
Tema: O Sangue que fala melhor – Hebreus 12.24

📌 Marcações:
• 0:00 | Abertura – Oração
• 3:25 | Harpa 15 – Conversão
• 8:10 | Leitura da Palavra – Salmo 91
• 11:40 | Louvor: Advogado Fiel – Irmã Débora Nunes
• 17:05 | Louvor: Nada Além do Sangue – Conjunto de Jovens Ebenézer
• 22:30 | Dízimos e Ofertas
• 26:15 | Harpa 526 – Grandioso És Tu
• 30:40 | Palavra – Pr. Ezequiel Santana
• 1:14:20 | Santa Ceia do Senhor
• 1:38:05 | Harpa 187 – Mais Perto Quero Estar
• 1:42:30 | Avisos e Bênção Final

🙏 Pedidos de oração: (21) 98765-4321 (WhatsApp)

Contribua com a obra do Senhor:
PIX: financeiro@admadureirani.org.br
Assembleia de Deus Min. Madureira NI – CNPJ 98.765.432/0001-10
Bradesco | Ag. 0456 | C/C 112233-4

Nossos cultos:
Domingo – EBD 9h | Culto da Família 18h
Terça – Culto de Doutrina 19h30
Quinta – Círculo de Oração 15h (irmãs)
Sábado – Culto de Jovens 19h30

Rua Marechal Floriano, 300 – Centro – Nova Iguaçu/RJ

#AssembleiaDeDeus #Madureira #SantaCeia #HarpaCristã`,
    duration: 6360,
    songs: [
      "3:25 Conversão",
      "11:40 Advogado Fiel",
      "17:05 Nada Além do Sangue",
      "26:15 Grandioso És Tu",
      "1:38:05 Mais Perto Quero Estar",
    ],
    authors: {
      "Advogado Fiel": "Irmã Débora Nunes",
      "Nada Além do Sangue": "Conjunto de Jovens Ebenézer",
    },
    skipped: 6,
  },
  {
    church: "Assembleia de Deus Ministério Madureira – Templo Central, Nova Iguaçu",
    week: 2,
    name: "Assembleia de Deus, '• 0:00 | Title', Harpa and 'Louvor:' labels, testimony, prayer for the sick, PIX",
    description: `CULTO DA FAMÍLIA | DOMINGO 09/03/2025
Assembleia de Deus Ministério Madureira – Templo Central de Nova Iguaçu

A paz do Senhor, amados! Acompanhe o culto completo do Templo Central. Inscreva-se no canal e ative o sininho 🔔 para ser avisado das próximas transmissões.

Dirigente: Pb. Valdir Cardoso
Pregador: Pr. Jonas Ferreira Lima (Pastor Presidente)
Tema: Os que esperam no Senhor renovam as forças – Isaías 40.31

📌 Marcações:
• 0:00 | Abertura – Oração
• 2:50 | Harpa 1 – Chuvas de Graça
• 7:35 | Leitura da Palavra – Isaías 40.28-31
• 10:20 | Louvor: Restitui – Irmã Débora Nunes
• 15:45 | Testemunho – Irmão Cláudio Ramos
• 21:10 | Louvor: Ressuscita-me – Conjunto de Irmãs Rosa de Saron
• 26:30 | Dízimos e Ofertas
• 30:05 | Harpa 545 – Porque Ele Vive
• 34:50 | Palavra – Pr. Jonas Ferreira Lima
• 1:21:40 | Apelo e Oração pelos enfermos
• 1:29:15 | Avisos e Bênção Final

🙏 Pedidos de oração: (21) 98765-4321 (WhatsApp)

Contribua com a obra do Senhor:
PIX: financeiro@admadureirani.org.br
Assembleia de Deus Min. Madureira NI – CNPJ 98.765.432/0001-10
Bradesco | Ag. 0456 | C/C 112233-4

Nossos cultos:
Domingo – EBD 9h | Culto da Família 18h
Terça – Culto de Doutrina 19h30
Quinta – Círculo de Oração 15h (irmãs)
Sábado – Culto de Jovens 19h30

Rua Marechal Floriano, 300 – Centro – Nova Iguaçu/RJ

#AssembleiaDeDeus #Madureira #CultoDaFamília #HarpaCristã`,
    duration: 5580,
    songs: [
      "2:50 Chuvas de Graça",
      "10:20 Restitui",
      "21:10 Ressuscita-me",
      "30:05 Porque Ele Vive",
    ],
    authors: {
      "Restitui": "Irmã Débora Nunes",
      "Ressuscita-me": "Conjunto de Irmãs Rosa de Saron",
    },
    skipped: 7,
  },
  {
    church: "Assembleia de Deus Ministério Madureira – Templo Central, Nova Iguaçu",
    week: 3,
    name: "Assembleia de Deus, '• 0:00 | Title', Harpa and 'Louvor:' labels, child presentation, missionary preacher, PIX",
    description: `CULTO DA FAMÍLIA | DOMINGO 16/03/2025
Assembleia de Deus Ministério Madureira – Templo Central de Nova Iguaçu

A paz do Senhor, amados! Acompanhe o culto completo do Templo Central. Inscreva-se no canal e ative o sininho 🔔 para ser avisado das próximas transmissões.

Dirigente: Pr. Jonas Ferreira Lima (Pastor Presidente)
Pregador: Pr. Abdias Moreira (Missionário em Moçambique)
Tema: O azeite não parou de correr – 2 Reis 4.1-7

📌 Marcações:
• 0:00 | Abertura – Oração
• 3:05 | Harpa 291 – A Mensagem da Cruz
• 8:40 | Leitura da Palavra – 2 Reis 4.1-7
• 11:55 | Louvor: Nada Além do Sangue – Conjunto de Jovens Ebenézer
• 17:20 | Louvor: Sou Humano – Irmã Priscila Alves
• 22:45 | Apresentação de criança – Família Souza
• 27:10 | Dízimos e Ofertas
• 31:00 | Harpa 526 – Grandioso És Tu
• 35:30 | Palavra – Pr. Abdias Moreira
• 1:18:45 | Apelo
• 1:24:20 | Avisos e Bênção Final

🙏 Pedidos de oração: (21) 98765-4321 (WhatsApp)

Contribua com a obra do Senhor:
PIX: financeiro@admadureirani.org.br
Assembleia de Deus Min. Madureira NI – CNPJ 98.765.432/0001-10
Bradesco | Ag. 0456 | C/C 112233-4

Nossos cultos:
Domingo – EBD 9h | Culto da Família 18h
Terça – Culto de Doutrina 19h30
Quinta – Círculo de Oração 15h (irmãs)
Sábado – Culto de Jovens 19h30

Rua Marechal Floriano, 300 – Centro – Nova Iguaçu/RJ

#AssembleiaDeDeus #Madureira #Missões #HarpaCristã`,
    duration: 5320,
    songs: [
      "3:05 A Mensagem da Cruz",
      "11:55 Nada Além do Sangue",
      "17:20 Sou Humano",
      "31:00 Grandioso És Tu",
    ],
    authors: {
      "Nada Além do Sangue": "Conjunto de Jovens Ebenézer",
      "Sou Humano": "Irmã Priscila Alves",
    },
    skipped: 7,
  },
];
