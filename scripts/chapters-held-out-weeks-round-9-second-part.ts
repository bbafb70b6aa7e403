/** Round 9's weekly descriptions, part 2 of 5 (scripts/chapters-held-out-weeks-round-9.ts): two churches, three weeks each. */
import type { WeeklyFixture } from "./chapters-held-out-weeks";

export const WEEKS_ROUND_9_SECOND_PART: WeeklyFixture[] = [
  {
    church: "Igreja Presbiteriana Central de Londrina",
    week: 1,
    name: "Presbyterian, '0:00 - Title' liturgy, 'Hino 2 (NC) – Hymn', 'Cântico:'/'Coral:' labels, instrumental prelude/postlude, PIX",
    description: `Culto de Adoração – Domingo, 02/03/2025 – 19h

"Vinde, adoremos e prostremo-nos; ajoelhemos diante do Senhor, que nos criou." (Sl 95.6)

Sermão: "A graça que nos basta" (2 Coríntios 12.1-10)
Pregador: Rev. Daniel Pacheco de Oliveira

Liturgia:
0:00 - Prelúdio
2:40 - Chamada à adoração
4:15 - Hino 2 (NC) – Santo, Santo, Santo
8:05 - Oração de invocação e confissão
11:30 - Cântico: Tu És Fiel, Senhor
16:20 - Leitura bíblica – 2 Coríntios 12.1-10
19:00 - Coral: Sublime Graça
24:10 - Sermão – Rev. Daniel Pacheco de Oliveira
1:02:45 - Dízimos e ofertas
1:06:30 - Hino 155 (NC) – Castelo Forte
1:10:40 - Avisos
1:13:55 - Bênção apostólica
1:15:20 - Poslúdio

Dízimos e ofertas:
PIX (CNPJ): 01.234.567/0001-89
Igreja Presbiteriana Central de Londrina
Sicredi – Ag. 0730 – Conta 45678-9

Programação semanal:
Domingo – 9h Escola Dominical | 19h Culto de Adoração
Quarta – 20h Reunião de Oração e Estudo Bíblico
Sexta – 20h UMP (Mocidade)

Av. Higienópolis, 1200 – Centro – Londrina/PR
www.ipclondrina.org.br | @ipclondrina

Soli Deo Gloria!`,
    duration: 4680,
    songs: [
      "4:15 Santo, Santo, Santo",
      "11:30 Tu És Fiel, Senhor",
      "19:00 Sublime Graça",
      "1:06:30 Castelo Forte",
    ],
    skipped: 9,
  },
  {
    church: "Igreja Presbiteriana Central de Londrina",
    week: 2,
    name: "Presbyterian, '0:00 - Title' liturgy, NC hymn numbers, 'Cântico:' label, Lord's Supper, instrumental prelude/postlude, PIX",
    description: `Culto de Adoração – Domingo, 09/03/2025 – 19h

"Vinde, adoremos e prostremo-nos; ajoelhemos diante do Senhor, que nos criou." (Sl 95.6)

Série: O Sermão do Monte (1)
Sermão: "Bem-aventurados os pobres de espírito" (Mateus 5.1-12)
Pregador: Rev. Samuel Kenji Tanaka (pastor auxiliar)

Liturgia:
0:00 - Prelúdio
2:25 - Chamada à adoração
3:50 - Hino 32 (NC) – Grandioso És Tu
8:30 - Oração de invocação e confissão
11:45 - Cântico: Em Espírito, em Verdade
15:10 - Leitura bíblica – Mateus 5.1-12
18:05 - Sermão – Rev. Samuel Kenji Tanaka
54:40 - Sacramento da Ceia do Senhor
1:08:15 - Dízimos e ofertas
1:11:50 - Hino 97 (NC) – Porque Ele Vive
1:16:05 - Avisos
1:19:20 - Bênção apostólica
1:20:45 - Poslúdio

Dízimos e ofertas:
PIX (CNPJ): 01.234.567/0001-89
Igreja Presbiteriana Central de Londrina
Sicredi – Ag. 0730 – Conta 45678-9

Programação semanal:
Domingo – 9h Escola Dominical | 19h Culto de Adoração
Quarta – 20h Reunião de Oração e Estudo Bíblico
Sexta – 20h UMP (Mocidade)

Av. Higienópolis, 1200 – Centro – Londrina/PR
www.ipclondrina.org.br | @ipclondrina

Soli Deo Gloria!`,
    duration: 5010,
    songs: [
      "3:50 Grandioso És Tu",
      "11:45 Em Espírito, em Verdade",
      "1:11:50 Porque Ele Vive",
    ],
    skipped: 10,
  },
  {
    church: "Igreja Presbiteriana Central de Londrina",
    week: 3,
    name: "Presbyterian, '0:00 - Title' liturgy, NC hymn numbers, 'Cântico:'/'Coral:' labels, infant baptism, PIX",
    description: `Culto de Adoração – Domingo, 16/03/2025 – 19h

"Vinde, adoremos e prostremo-nos; ajoelhemos diante do Senhor, que nos criou." (Sl 95.6)

Sermão: "O Senhor é o meu pastor" (Salmo 23)
Pregador: Rev. Daniel Pacheco de Oliveira

Liturgia:
0:00 - Prelúdio
2:30 - Chamada à adoração
4:00 - Hino 155 (NC) – Castelo Forte
8:20 - Oração de invocação e confissão
11:35 - Cântico: Aquieta Minh'alma
16:00 - Batismo infantil – Helena, filha de Rafael e Camila
22:40 - Leitura bíblica – Salmo 23
24:55 - Coral: O Senhor É Meu Pastor
29:30 - Sermão – Rev. Daniel Pacheco de Oliveira
1:07:10 - Dízimos e ofertas
1:10:35 - Hino 2 (NC) – Santo, Santo, Santo
1:14:50 - Avisos
1:17:45 - Bênção apostólica
1:19:00 - Poslúdio

Dízimos e ofertas:
PIX (CNPJ): 01.234.567/0001-89
Igreja Presbiteriana Central de Londrina
Sicredi – Ag. 0730 – Conta 45678-9

Programação semanal:
Domingo – 9h Escola Dominical | 19h Culto de Adoração
Quarta – 20h Reunião de Oração e Estudo Bíblico
Sexta – 20h UMP (Mocidade)

Av. Higienópolis, 1200 – Centro – Londrina/PR
www.ipclondrina.org.br | @ipclondrina

Soli Deo Gloria!`,
    duration: 4890,
    songs: [
      "4:00 Castelo Forte",
      "11:35 Aquieta Minh'alma",
      "24:55 O Senhor É Meu Pastor",
      "1:10:35 Santo, Santo, Santo",
    ],
    skipped: 10,
  },
  {
    church: "Igreja Adventista do Sétimo Dia – Central de Curitiba",
    week: 1,
    name: "Adventist Culto Divino, '00:00:00' hh:mm:ss always, 'Song (Artist)' and '(HASD 1)' hymnal refs, labels, Informativo Mundial",
    description: `CULTO DIVINO | Sábado, 01/03/2025
Igreja Adventista do Sétimo Dia – Central de Curitiba

Feliz sábado! 🙌 Que bom ter você conosco neste culto. Compartilhe com seus amigos e familiares.

Tema: "Preparados para o encontro"
Pregador: Pr. Elias Furtado

00:00:00 Prelúdio
00:02:35 Hino Inicial: Santo, Santo, Santo (HASD 1)
00:06:10 Invocação e boas-vindas
00:09:45 Informativo Mundial das Missões
00:15:20 Histórias para Crianças
00:21:00 Dízimos e Ofertas
00:24:30 Música Especial: Getsêmani (Leonardo Gonçalves)
00:29:15 Oração Intercessora
00:35:40 Louvor: Tu És Fiel, Senhor (Arautos do Rei)
00:40:05 Sermão: Preparados para o encontro – Pr. Elias Furtado
01:22:30 Hino Final: Quão Grande És Tu (HASD 54)
01:26:40 Oração Final e Bênção

📲 Dízimos e ofertas: pelo app Adventistas ou em https://dizimos.adventistas.org
Chave PIX (ofertas locais / Projeto Reforma): 45.678.901/0001-23

Programação:
Sábado – 9h Escola Sabatina | 10h40 Culto Divino | 17h30 Programa JA
Quarta-feira – 19h45 Culto de Oração
Domingo – 19h30 Culto de Evangelismo

📍 Rua Voluntários da Pátria, 880 – Centro, Curitiba/PR
Siga-nos: @iasdcentralcwb

#IASD #CultoDivino #FelizSábado #Adventistas`,
    duration: 5340,
    songs: [
      "2:35 Santo, Santo, Santo",
      "24:30 Getsêmani",
      "35:40 Tu És Fiel, Senhor",
      "1:22:30 Quão Grande És Tu",
    ],
    authors: {
      "Getsêmani": "Leonardo Gonçalves",
      "Tu És Fiel, Senhor": "Arautos do Rei",
    },
    skipped: 8,
  },
  {
    church: "Igreja Adventista do Sétimo Dia – Central de Curitiba",
    week: 2,
    name: "Adventist Culto Divino, '00:00:00' hh:mm:ss always, 'Song (Artist)', hymnal refs, baptism ceremony",
    description: `CULTO DIVINO | Sábado, 08/03/2025
Igreja Adventista do Sétimo Dia – Central de Curitiba

Feliz sábado! 🙌 Que bom ter você conosco neste culto. Compartilhe com seus amigos e familiares.

Tema: "A fé que persevera"
Pregador: Pr. Rogério Matos – Departamental de Jovens
Hoje com cerimônia batismal! 💧 Seis novos irmãos entregaram a vida a Jesus.

00:00:00 Prelúdio
00:02:50 Hino Inicial: Castelo Forte (HASD 135)
00:06:30 Invocação e boas-vindas
00:10:05 Informativo Mundial das Missões
00:14:40 Histórias para Crianças
00:20:15 Dízimos e Ofertas
00:23:50 Música Especial: Sonda-me (Leonardo Gonçalves)
00:28:25 Oração Intercessora
00:34:10 Sermão: A fé que persevera – Pr. Rogério Matos
01:13:45 Cerimônia Batismal
01:27:20 Hino Final: Sou Feliz com Jesus (HASD 229)
01:31:00 Oração Final e Bênção

📲 Dízimos e ofertas: pelo app Adventistas ou em https://dizimos.adventistas.org
Chave PIX (ofertas locais / Projeto Reforma): 45.678.901/0001-23

Programação:
Sábado – 9h Escola Sabatina | 10h40 Culto Divino | 17h30 Programa JA
Quarta-feira – 19h45 Culto de Oração
Domingo – 19h30 Culto de Evangelismo

📍 Rua Voluntários da Pátria, 880 – Centro, Curitiba/PR
Siga-nos: @iasdcentralcwb

#IASD #CultoDivino #FelizSábado #Batismo`,
    duration: 5650,
    songs: [
      "2:50 Castelo Forte",
      "23:50 Sonda-me",
      "1:27:20 Sou Feliz com Jesus",
    ],
    authors: {
      "Sonda-me": "Leonardo Gonçalves",
    },
    skipped: 9,
  },
  {
    church: "Igreja Adventista do Sétimo Dia – Central de Curitiba",
    week: 3,
    name: "Adventist Culto Divino, '00:00:00' hh:mm:ss always, 'Song (Artist)', hymnal refs, repeated special song",
    description: `CULTO DIVINO | Sábado, 15/03/2025
Igreja Adventista do Sétimo Dia – Central de Curitiba

Feliz sábado! 🙌 Que bom ter você conosco neste culto. Compartilhe com seus amigos e familiares.

Tema: "O santuário e a nossa esperança"
Pregador: Pr. Elias Furtado

00:00:00 Prelúdio
00:02:20 Hino Inicial: Quão Grande És Tu (HASD 54)
00:06:05 Invocação e boas-vindas
00:09:30 Informativo Mundial das Missões
00:14:55 Histórias para Crianças
00:20:40 Dízimos e Ofertas
00:24:05 Música Especial: Ao Único (Arautos do Rei)
00:28:50 Oração Intercessora
00:34:30 Louvor: Getsêmani (Leonardo Gonçalves)
00:39:15 Sermão: O santuário e a nossa esperança – Pr. Elias Furtado
01:20:40 Hino Final: Santo, Santo, Santo (HASD 1)
01:24:55 Oração Final e Bênção

📲 Dízimos e ofertas: pelo app Adventistas ou em https://dizimos.adventistas.org
Chave PIX (ofertas locais / Projeto Reforma): 45.678.901/0001-23

Programação:
Sábado – 9h Escola Sabatina | 10h40 Culto Divino | 17h30 Programa JA
Quarta-feira – 19h45 Culto de Oração
Domingo – 19h30 Culto de Evangelismo

📍 Rua Voluntários da Pátria, 880 – Centro, Curitiba/PR
Siga-nos: @iasdcentralcwb

#IASD #CultoDivino #FelizSábado #Adventistas`,
    duration: 5250,
    songs: [
      "2:20 Quão Grande És Tu",
      "24:05 Ao Único",
      "34:30 Getsêmani",
      "1:20:40 Santo, Santo, Santo",
    ],
    authors: {
      "Ao Único": "Arautos do Rei",
      "Getsêmani": "Leonardo Gonçalves",
    },
    skipped: 8,
  },
];
