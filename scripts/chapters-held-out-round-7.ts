/**
 * Held-out descriptions of round 7 (scripts/chapters-held-out.ts): written on 2026-11-27, blind, by
 * a writer who saw neither the parser, its rules nor the earlier rounds, asked for descriptions as
 * real church channels post them; run once after round 7's rules, never tuned to
 * (docs/decisions/440). Twenty-four in three files of eight.
 */
import type { ChapterFixture } from "../src/shared/chapters.fixtures";
import { HELD_OUT_ROUND_7_SECOND_PART } from "./chapters-held-out-round-7-second-part";
import { HELD_OUT_ROUND_7_THIRD_PART } from "./chapters-held-out-round-7-third-part";

export const HELD_OUT_ROUND_7: ChapterFixture[] = [
  {
    name: "Brazilian Baptist Sunday morning service, 00:00 chapters, 'Song - Artist', choir label with hymn number, PIX/bank and schedule lines",
    description: `CULTO DE CELEBRAÇÃO | MANHÃ | 14/04/2024
Primeira Igreja Batista em Vila Mariana

Seja bem-vindo ao nosso culto! Se você está assistindo de casa, deixe seu nome e sua cidade aqui nos comentários 🙏

📖 Texto base: Romanos 5:1-5

CAPÍTULOS
00:00 Início da transmissão
03:12 Boas-vindas e oração
06:45 Grande é o Senhor - Adhemar de Campos
10:20 Aclame ao Senhor - Diante do Trono
15:02 Leitura bíblica: Salmo 100:1-5
17:30 Lugar Secreto - Gabriela Rocha
23:10 Avisos da semana
27:48 Dízimos e ofertas
30:05 Coral: Porque Ele Vive (HCC 291)
34:40 Mensagem: "A esperança que não decepciona" - Pr. Marcos Vieira
1:18:22 Apelo e oração final
1:24:10 Bênção apostólica

💰 Contribua com a obra:
PIX (CNPJ): 12.345.678/0001-90
Banco do Brasil - Ag. 1234-5 / CC 67890-1

⛪ Nossos cultos:
Domingo 9h30 e 18h00
Quarta-feira 19:30 - Culto de Oração e Estudo Bíblico

Instagram: @pibvilamariana
www.pibvilamariana.org.br

#CultoAoVivo #IgrejaBatista #Louvor`,
    duration: 5420,
    songs: ["6:45 Grande é o Senhor", "10:20 Aclame ao Senhor", "17:30 Lugar Secreto", "30:05 Porque Ele Vive"],
    authors: { "Grande é o Senhor": "Adhemar de Campos", "Aclame ao Senhor": "Diante do Trono", "Lugar Secreto": "Gabriela Rocha" },
    skipped: 8,
  },
  {
    name: "Assembleia de Deus Santa Ceia service, 'time - title' with dash, Harpa Cristã hymn numbers, corinho and group labels",
    description: `Culto de Santa Ceia - AD Belém Setor 12 | Domingo 07/07/2024

A paz do Senhor, amados! Acompanhe conosco o culto de Santa Ceia ao vivo.

Cronograma do culto:
0:00 - Abertura com oração
2:35 - Harpa Cristã 15 - Conversão
8:10 - Leitura da Palavra (1 Coríntios 11:23-26)
11:40 - Corinho: Segura na Mão de Deus
16:05 - Louvor Especial (Grupo Jovem): Advogado Fiel
22:30 - Saudação aos visitantes
25:18 - Hino 545 da Harpa - Porque Ele Vive
31:00 - Pregação: Pr. Josué Almeida - "Fazei isto em memória de Mim"
1:05:45 - Celebração da Santa Ceia
1:32:10 - Harpa 1 - Chuvas de Graça
1:36:00 - Oração final e bênção

Oferte pelo PIX: adbelemsetor12@gmail.com

Siga nosso Instagram: @adbelem.setor12
Cultos: Domingo às 18h | Terça (Círculo de Oração) 14:00 | Quinta 19:30

#AssembleiadeDeus #SantaCeia #HarpaCristã`,
    duration: 5890,
    songs: ["2:35 Conversão", "11:40 Segura na Mão de Deus", "16:05 Advogado Fiel", "25:18 Porque Ele Vive", "1:32:10 Chuvas de Graça"],
    skipped: 6,
  },
  {
    name: "Presbyterian Advent liturgy, hh:mm:ss with leading zeros and en dashes, Novo Cântico hymn numbers, choir piece with composer",
    description: `Culto Solene – 2º Domingo do Advento | Igreja Presbiteriana Central de Belo Horizonte
08 de dezembro de 2024

"Voz do que clama no deserto: Preparai o caminho do Senhor" – Isaías 40:3

ORDEM DE CULTO
00:00:00 – Prelúdio
00:03:40 – Invocação e Leitura Responsiva (Salmo 24)
00:07:15 – Hino 4 NC – Santo! Santo! Santo!
00:11:02 – Acendimento da vela do Advento
00:13:30 – Confissão de Pecados e Declaração de Perdão
00:17:48 – Cântico: Ó Vem, Emanuel
00:22:05 – Oração Pastoral
00:27:40 – Leitura Bíblica: Lucas 1:67-79
00:30:12 – Sermão – "O Sol Nascente das Alturas" – Rev. Paulo Henrique Martins
01:08:55 – Hino 155 NC – Castelo Forte
01:13:20 – Consagração de Dízimos e Ofertas
01:16:45 – Coral: Aleluia (Handel)
01:21:30 – Bênção Apostólica e Amém Tríplice
01:24:00 – Poslúdio

Cultos dominicais: 10h30 e 19h | Escola Dominical: 9h
Ofertas: PIX 00.111.222/0001-33 (CNPJ)

Hinos do Novo Cântico e cânticos transmitidos sob licença CCLI nº 1122334 / CSPL 556677.

#Advento #IgrejaPresbiteriana #CultoSolene`,
    duration: 5160,
    songs: ["7:15 Santo! Santo! Santo!", "17:48 Ó Vem, Emanuel", "1:08:55 Castelo Forte", "1:16:45 Aleluia"],
    authors: { "Aleluia": "Handel" },
    skipped: 10,
  },
  {
    name: "Brazilian Catholic Sunday Mass, liturgy parts (readings with comma refs), canto labels (Entrada, Ofertório, Comunhão, Ação de graças, Canto final)",
    description: `Santa Missa - 3º Domingo da Páscoa | Paróquia Nossa Senhora Aparecida - Ribeirão Preto
Presidida por Pe. Rafael Cardoso

Acompanhe a Santa Missa ao vivo! Deixe suas intenções nos comentários. 🙏

Momentos da celebração:
0:00 Início
1:45 Canto de Entrada: Ressuscitou, Aleluia
6:20 Ritos Iniciais e Ato Penitencial
10:05 Hino de Louvor
12:30 1ª Leitura (At 3,13-15.17-19)
15:02 Salmo Responsorial - Sl 4
17:40 2ª Leitura (1Jo 2,1-5a)
20:10 Aclamação ao Evangelho
21:35 Evangelho - Lucas 24:35-48
25:00 Homilia - Pe. Rafael Cardoso
41:12 Profissão de Fé e Preces
46:30 Ofertório: Eis-me Aqui, Senhor
51:18 Oração Eucarística
1:02:40 Pai Nosso e Abraço da Paz
1:06:05 Comunhão: Pelos Prados e Campinas
1:12:50 Ação de graças - Maria de Nazaré (Pe. Zezinho)
1:18:30 Avisos paroquiais
1:21:15 Bênção final
1:23:40 Canto final - Segura na Mão de Deus

Dízimo online: PIX dizimo@paroquiaaparecidarp.com.br
Horário das Missas: Sábado 19h | Domingo 7h, 10h e 19h
Secretaria paroquial: (16) 3333-4444

#SantaMissa #TempoPascal #NossaSenhoraAparecida`,
    duration: 5190,
    songs: ["1:45 Ressuscitou, Aleluia", "46:30 Eis-me Aqui, Senhor", "1:06:05 Pelos Prados e Campinas", "1:12:50 Maria de Nazaré", "1:23:40 Segura na Mão de Deus"],
    authors: { "Maria de Nazaré": "Pe. Zezinho" },
    skipped: 14,
  },
  {
    name: "Neo-Pentecostal worship night, emoji-bulleted 'Artist - Song' setlist, prophetic moment with a slash, CCLI line",
    description: `🔥 NOITE DE ADORAÇÃO 🔥 | Igreja Vida Nova Church | Ministério de Louvor Vida

Uma noite inteira só pra Ele! Se essa ministração tocou seu coração, compartilha com alguém 💛

⏱️ Timeline:
▶️ 0:00 Abertura
▶️ 4:12 Fernandinho - Uma Nova História
▶️ 10:30 Isaías Saad - Bondade de Deus
▶️ 17:05 Gabriela Rocha - Lugar Secreto
▶️ 24:48 Palavra + oração (Pra. Débora)
▶️ 33:20 Ministério Zoe - Aquieta Minh'alma
▶️ 41:02 Samuel Messias - Todavia Me Alegrarei
▶️ 48:55 Momento espontâneo / ministração profética
▶️ 58:40 Maria Marçal - Deserto
▶️ 1:05:10 Encerramento

🎸 Banda: Lucas (violão), Thiago (baixo), Gui (bateria), Ana (teclas)
🎤 Vocais: Pri, Dani e Matheus

Semeie nesse ministério 👉 PIX: ofertas@vidanovachurch.com
📍 Av. Brasil, 1500 - Goiânia/GO
📲 @vidanovachurch | @louvorvida

Todos os direitos das músicas reservados aos seus autores. Licença CCLI 2345678 | Streaming 20123456

#NoiteDeAdoração #Worship #Adoração`,
    duration: 4020,
    songs: ["4:12 Uma Nova História", "10:30 Bondade de Deus", "17:05 Lugar Secreto", "33:20 Aquieta Minh'alma", "41:02 Todavia Me Alegrarei", "58:40 Deserto"],
    authors: { "Uma Nova História": "Fernandinho", "Bondade de Deus": "Isaías Saad", "Lugar Secreto": "Gabriela Rocha", "Aquieta Minh'alma": "Ministério Zoe", "Todavia Me Alegrarei": "Samuel Messias", "Deserto": "Maria Marçal" },
    skipped: 4,
  },
  {
    name: "Methodist youth service, time ranges, two chapters on one line joined by a pipe, 'Song (Artist)', quiz game, drama, testimony",
    description: `CULTO JOVEM "CONECTADOS" 📱✝️ | Igreja Metodista em Vila Isabel - RJ | Sábado 22/06

Fala, galera! Esse foi o nosso culto jovem de junho, com gincana, teatro e muita adoração. Bora assistir e marcar os amigos!

Capítulos:
00:00 - 05:30 Esquenta / abertura com a galera
05:30 - 11:10 Ninguém Explica Deus (Preto no Branco)
11:10 - 16:45 Galileu (Fernandinho)
16:45 Gincana: Quiz Bíblico 🏆 | 24:20 Teatro "O Filho Pródigo"
31:05 Testemunho da Júlia
36:40 Ministração - Raridade (Anderson Freire)
42:15 Palavra com o Pr. Felipe Rocha - "Conectados na Videira" (João 15:1-8)
1:10:30 Oração e apelo
1:15:00 Tua Graça Me Basta - Toque no Altar
1:20:45 Recados + lanche depois do culto 🍕

Próximo culto jovem: 27/07 às 19h30!
Insta: @jovens.metodistavi
Oferta: PIX 21 99999-0000 (Tesouraria Jovem)

#CultoJovem #Metodista #JuventudeMetodista`,
    duration: 5000,
    songs: ["5:30 Ninguém Explica Deus", "11:10 Galileu", "36:40 Raridade", "1:15:00 Tua Graça Me Basta"],
    authors: { "Ninguém Explica Deus": "Preto no Branco", "Galileu": "Fernandinho", "Raridade": "Anderson Freire", "Tua Graça Me Basta": "Toque no Altar" },
    skipped: 7,
  },
  {
    name: "Adventist Sabbath divine service, 'time: title' colon separator, hymnal numbers (HA), offering moment named 'Provai e Vede', special music with quartet",
    description: `Culto Divino | IASD Central de Curitiba | Sábado, 16 de março de 2024

Feliz sábado! Obrigado por adorar conosco. 

📌 Programação
0:00: Prelúdio musical
3:20: Hino inicial: HA 1 - Santo, Santo, Santo
7:05: Oração de abertura
9:40: Momento de dízimos e ofertas (Provai e Vede)
15:10: Música especial: Tu És Fiel, Senhor - Quarteto Jubileu
20:00: Oração intercessória
26:35: Leitura bíblica - Apocalipse 14:6-12
29:10: Sermão: "O Evangelho Eterno" | Pr. Natanael Borges
1:04:50: Hino final: HA 185 - Jesus Breve Voltará
1:08:30: Oração final
1:10:15: Poslúdio

Escola Sabatina: 9h | Culto Divino: 10h45
Devolva seus dízimos e ofertas pelo app Dízimos e Ofertas Adventistas ou pelo PIX 12.345.000/0001-12

#FelizSábado #CultoDivino #IASD`,
    duration: 4500,
    songs: ["3:20 Santo, Santo, Santo", "15:10 Tu És Fiel, Senhor", "1:04:50 Jesus Breve Voltará"],
    authors: { "Tu És Fiel, Senhor": "Quarteto Jubileu" },
    skipped: 8,
  },
  {
    name: "Lutheran Reformation service with communion, bullet points, hymnal numbers in parentheses, liturgy parts (Kyrie, Credo), offertory canticle",
    description: `Culto da Reforma com Santa Ceia – Comunidade Evangélica Luterana Cristo Redentor (IELB) – Joinville/SC

27 de outubro de 2024 – Domingo da Reforma
Pregador: Rev. Günther Schmidt
Leituras: Apocalipse 14:6-7 | Romanos 3:19-28 | João 8:31-36

Roteiro do culto
• 0:00 Sinos e prelúdio
• 2:10 Hino de abertura: Castelo Forte (HPD 165)
• 6:50 Confissão e absolvição
• 9:25 Kyrie e Glória
• 12:40 Coleta do dia
• 14:00 Leituras bíblicas
• 21:30 Hino do dia: Conserva-nos, Senhor, na Fé
• 25:45 Sermão – "Livres pela verdade" (João 8:31-36)
• 52:15 Credo Apostólico
• 54:30 Oração geral da igreja
• 59:00 Ofertório: Cria em Mim um Coração
• 1:02:20 Santa Ceia
• 1:20:40 Hino de comunhão - Jesus, Alegria dos Homens
• 1:24:05 Bênção Aarônica
• 1:25:30 Hino final – Graças Dou por Esta Vida
• 1:29:10 Poslúdio

Ofertas: Sicredi – Ag. 0101 – CC 12345-6 | PIX (CNPJ) 11.222.333/0001-44
Cultos: domingos às 9h; no primeiro domingo do mês também às 10h30 (em alemão)

#DiaDaReforma #IELB #Luteranos`,
    duration: 5600,
    songs: ["2:10 Castelo Forte", "21:30 Conserva-nos, Senhor, na Fé", "59:00 Cria em Mim um Coração", "1:20:40 Jesus, Alegria dos Homens", "1:25:30 Graças Dou por Esta Vida"],
    skipped: 11,
  },
  ...HELD_OUT_ROUND_7_SECOND_PART,
  ...HELD_OUT_ROUND_7_THIRD_PART,
];
