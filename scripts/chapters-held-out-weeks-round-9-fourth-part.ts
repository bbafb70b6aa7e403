/** Round 9's weekly descriptions, part 4 of 5 (scripts/chapters-held-out-weeks-round-9.ts): two churches, three weeks each. */
import type { WeeklyFixture } from "./chapters-held-out-weeks";

export const WEEKS_ROUND_9_FOURTH_PART: WeeklyFixture[] = [
  {
    church: "IEBA – Congregação Ebenézer, Viana (Luanda, Angola)",
    week: 1,
    name: "Angolan Baptist, numbered list '2. 03:10 Song (Choir)', Umbundu/Kimbundu songs, prayer for the nation, IBAN + Multicaixa",
    description: `CULTO DE ADORAÇÃO – 2º CULTO | Domingo, 02 de Março de 2025
IEBA – Igreja Evangélica Baptista em Angola | Congregação Ebenézer, Viana – Luanda

Graça e paz, amados irmãos! Bem-vindos à transmissão do nosso culto. Louvemos juntos ao Senhor onde quer que estejam: Luanda, províncias ou diáspora. 🇦🇴
Neste dia da Mulher Angolana, saudamos todas as nossas mães e irmãs!

Mensagem: "O Deus que nos sustenta no deserto" (Êxodo 16)
Pregador: Rev. Domingos Kalunga Sapalo

PROGRAMA DO CULTO
1. 00:00 Abertura e oração
2. 03:10 Quão Grande É o Meu Deus (Grupo de Louvor Ebenézer)
3. 08:45 Ngasakidila Suku (Coro Ebenézer)
4. 14:20 Leitura bíblica – Êxodo 16.1-15
5. 17:35 Saudação aos visitantes
6. 21:50 Tata Yetu (Coro Juvenil Boa Nova)
7. 27:15 Dízimos e ofertas
8. 31:40 Mensagem – Rev. Domingos Kalunga Sapalo
9. 1:15:05 Oração pela nação
10. 1:21:30 Grandioso És Tu (Coro Ebenézer)
11. 1:26:10 Anúncios
12. 1:30:45 Bênção final

Contribuições (dízimos, ofertas e projecto do novo templo):
Banco BAI – IEBA Congregação Ebenézer
IBAN: AO06 0040 0000 5521 8830 1017 6
Multicaixa Express: 923 456 789

Horário dos cultos:
Domingo – 08h00 (1º culto) | 10h30 (2º culto)
Quarta-feira – 18h00 Estudo bíblico e oração
Sexta-feira – 18h00 Culto da juventude

Estrada de Catete, Km 14 – Viana, Luanda
Facebook: IEBA Ebenézer Viana

Deus vos abençoe!
#IEBA #Angola #Luanda #CultoOnline`,
    duration: 5600,
    songs: [
      "3:10 Quão Grande É o Meu Deus",
      "8:45 Ngasakidila Suku",
      "21:50 Tata Yetu",
      "1:21:30 Grandioso És Tu",
    ],
    authors: {
      "Quão Grande É o Meu Deus": "Grupo de Louvor Ebenézer",
      "Ngasakidila Suku": "Coro Ebenézer",
      "Tata Yetu": "Coro Juvenil Boa Nova",
      "Grandioso És Tu": "Coro Ebenézer",
    },
    skipped: 8,
  },
  {
    church: "IEBA – Congregação Ebenézer, Viana (Luanda, Angola)",
    week: 2,
    name: "Angolan Baptist, numbered list '2. 02:45 Song (Choir)', women's department moment, woman preacher, IBAN + Multicaixa",
    description: `CULTO DE ADORAÇÃO – 2º CULTO | Domingo, 09 de Março de 2025
IEBA – Igreja Evangélica Baptista em Angola | Congregação Ebenézer, Viana – Luanda

Graça e paz, amados irmãos! Bem-vindos à transmissão do nosso culto. Louvemos juntos ao Senhor onde quer que estejam: Luanda, províncias ou diáspora. 🇦🇴
Culto dirigido pelo Departamento de Mulheres.

Mensagem: "Mulheres que serviram a Jesus" (Lucas 8.1-3)
Pregadora: Diaconisa Teresa Nzinga Manuel

PROGRAMA DO CULTO
1. 00:00 Abertura e oração
2. 02:45 Ressuscita-me (Grupo de Louvor Ebenézer)
3. 08:20 Aleluia Yesu (Coro Ebenézer)
4. 13:55 Leitura bíblica – Lucas 8.1-3
5. 16:30 Saudação aos visitantes
6. 20:40 Momento do Departamento de Mulheres
7. 29:05 Mulher Virtuosa (Coro das Mães)
8. 33:50 Dízimos e ofertas
9. 38:15 Mensagem – Diaconisa Teresa Nzinga Manuel
10. 1:14:40 Oração pela nação
11. 1:20:10 Quão Grande É o Meu Deus (Grupo de Louvor Ebenézer)
12. 1:25:35 Anúncios
13. 1:29:50 Bênção final

Contribuições (dízimos, ofertas e projecto do novo templo):
Banco BAI – IEBA Congregação Ebenézer
IBAN: AO06 0040 0000 5521 8830 1017 6
Multicaixa Express: 923 456 789

Horário dos cultos:
Domingo – 08h00 (1º culto) | 10h30 (2º culto)
Quarta-feira – 18h00 Estudo bíblico e oração
Sexta-feira – 18h00 Culto da juventude

Estrada de Catete, Km 14 – Viana, Luanda
Facebook: IEBA Ebenézer Viana

Deus vos abençoe!
#IEBA #Angola #Luanda #CultoOnline`,
    duration: 5560,
    songs: [
      "2:45 Ressuscita-me",
      "8:20 Aleluia Yesu",
      "29:05 Mulher Virtuosa",
      "1:20:10 Quão Grande É o Meu Deus",
    ],
    authors: {
      "Ressuscita-me": "Grupo de Louvor Ebenézer",
      "Aleluia Yesu": "Coro Ebenézer",
      "Mulher Virtuosa": "Coro das Mães",
      "Quão Grande É o Meu Deus": "Grupo de Louvor Ebenézer",
    },
    skipped: 9,
  },
  {
    church: "IEBA – Congregação Ebenézer, Viana (Luanda, Angola)",
    week: 3,
    name: "Angolan Baptist, numbered list '2. 03:25 Song (Choir)', Santa Ceia, IBAN + Multicaixa",
    description: `CULTO DE ADORAÇÃO E SANTA CEIA – 2º CULTO | Domingo, 16 de Março de 2025
IEBA – Igreja Evangélica Baptista em Angola | Congregação Ebenézer, Viana – Luanda

Graça e paz, amados irmãos! Bem-vindos à transmissão do nosso culto. Louvemos juntos ao Senhor onde quer que estejam: Luanda, províncias ou diáspora. 🇦🇴

Mensagem: "Fazei isto em memória de mim" (1 Coríntios 11.23-29)
Pregador: Rev. Domingos Kalunga Sapalo

PROGRAMA DO CULTO
1. 00:00 Abertura e oração
2. 03:25 Castelo Forte (Coro Ebenézer)
3. 08:10 Ngasakidila Suku (Coro Ebenézer)
4. 13:40 Leitura bíblica – 1 Coríntios 11.23-29
5. 16:55 Saudação aos visitantes
6. 20:30 Deus de Promessas (Grupo de Louvor Ebenézer)
7. 26:00 Dízimos e ofertas
8. 30:20 Mensagem – Rev. Domingos Kalunga Sapalo
9. 1:08:45 Santa Ceia do Senhor
10. 1:27:10 Oração pela nação
11. 1:32:35 Anúncios
12. 1:36:50 Bênção final

Contribuições (dízimos, ofertas e projecto do novo templo):
Banco BAI – IEBA Congregação Ebenézer
IBAN: AO06 0040 0000 5521 8830 1017 6
Multicaixa Express: 923 456 789

Horário dos cultos:
Domingo – 08h00 (1º culto) | 10h30 (2º culto)
Quarta-feira – 18h00 Estudo bíblico e oração
Sexta-feira – 18h00 Culto da juventude

Estrada de Catete, Km 14 – Viana, Luanda
Facebook: IEBA Ebenézer Viana

Deus vos abençoe!
#IEBA #Angola #Luanda #SantaCeia`,
    duration: 5970,
    songs: [
      "3:25 Castelo Forte",
      "8:10 Ngasakidila Suku",
      "20:30 Deus de Promessas",
    ],
    authors: {
      "Castelo Forte": "Coro Ebenézer",
      "Ngasakidila Suku": "Coro Ebenézer",
      "Deus de Promessas": "Grupo de Louvor Ebenézer",
    },
    skipped: 9,
  },
  {
    church: "Crossroads Baptist Church, Lexington, KY",
    week: 1,
    name: "US Southern Baptist, '0:00 - Title', songs without artists, 'Response:' label, schedule with '9:30 AM', CCLI",
    description: `Sunday Morning Worship | March 2, 2025

Welcome to Crossroads Baptist Church! We're so glad you joined us online this morning. If this is your first time with us, we'd love to connect with you — fill out a digital connection card at crossroadsbc.org/connect.

Sermon: "A Faith That Works" | James 2:14-26
Pastor Kevin Mitchell
Series: Real Faith – A Study in James

0:00 - Countdown
4:58 - Welcome & Announcements
9:30 - Call to Worship
11:05 - Holy Forever
16:40 - Cornerstone
22:15 - Scripture Reading & Prayer
25:50 - Goodness of God
31:20 - Offering
34:05 - Sermon - "A Faith That Works" (Pastor Kevin Mitchell)
1:12:40 - Response: I Surrender All
1:17:25 - Benediction

Give online: https://crossroadsbc.org/give
Or text GIVE to (859) 555-0142

Sunday Schedule
Bible Study for all ages – 9:30 AM
Worship Service – 10:45 AM
Wednesday Nights – 6:30 PM Prayer Meeting, Youth & Kids

Crossroads Baptist Church
2450 Richmond Rd, Lexington, KY 40509
Facebook: facebook.com/crossroadsbclex
Instagram: @crossroadsbclex

CCLI Streaming License #20145873`,
    duration: 4770,
    songs: [
      "11:05 Holy Forever",
      "16:40 Cornerstone",
      "25:50 Goodness of God",
      "1:12:40 I Surrender All",
    ],
    skipped: 7,
  },
  {
    church: "Crossroads Baptist Church, Lexington, KY",
    week: 2,
    name: "US Southern Baptist, '0:00 - Title', songs without artists, baptisms, 'Response:' label, CCLI",
    description: `Sunday Morning Worship | March 9, 2025

Welcome to Crossroads Baptist Church! We're so glad you joined us online this morning. If this is your first time with us, we'd love to connect with you — fill out a digital connection card at crossroadsbc.org/connect.

Sermon: "Taming the Tongue" | James 3:1-12
Pastor Kevin Mitchell
Series: Real Faith – A Study in James

Congratulations to everyone who followed the Lord in baptism this morning! 🎉

0:00 - Countdown
4:58 - Welcome & Announcements
8:45 - Call to Worship
10:20 - Great Are You Lord
15:55 - Living Hope
21:30 - Baptisms
28:10 - Scripture Reading & Prayer
31:35 - Build My Life
37:00 - Offering
39:45 - Sermon - "Taming the Tongue" (Pastor Kevin Mitchell)
1:16:20 - Response: Just As I Am
1:20:50 - Benediction

Give online: https://crossroadsbc.org/give
Or text GIVE to (859) 555-0142

Sunday Schedule
Bible Study for all ages – 9:30 AM
Worship Service – 10:45 AM
Wednesday Nights – 6:30 PM Prayer Meeting, Youth & Kids

Crossroads Baptist Church
2450 Richmond Rd, Lexington, KY 40509
Facebook: facebook.com/crossroadsbclex
Instagram: @crossroadsbclex

CCLI Streaming License #20145873`,
    duration: 4990,
    songs: [
      "10:20 Great Are You Lord",
      "15:55 Living Hope",
      "31:35 Build My Life",
      "1:16:20 Just As I Am",
    ],
    skipped: 8,
  },
  {
    church: "Crossroads Baptist Church, Lexington, KY",
    week: 3,
    name: "US Southern Baptist, '0:00 - Title', 'Choir:' and 'Response:' labels, Lord's Supper, associate pastor, CCLI",
    description: `Sunday Morning Worship | March 16, 2025

Welcome to Crossroads Baptist Church! We're so glad you joined us online this morning. If this is your first time with us, we'd love to connect with you — fill out a digital connection card at crossroadsbc.org/connect.

Sermon: "Drawing Near to God" | James 4:1-10
Pastor Jordan Ellis, Associate Pastor
Series: Real Faith – A Study in James

0:00 - Countdown
4:58 - Welcome & Announcements
9:10 - Call to Worship
10:40 - King of Kings
16:15 - Goodness of God
21:50 - Scripture Reading & Prayer
25:20 - Choir: It Is Well with My Soul
30:05 - Offering
32:40 - Sermon - "Drawing Near to God" (Pastor Jordan Ellis)
1:08:55 - The Lord's Supper
1:21:30 - Response: Jesus Paid It All
1:25:10 - Benediction

Give online: https://crossroadsbc.org/give
Or text GIVE to (859) 555-0142

Sunday Schedule
Bible Study for all ages – 9:30 AM
Worship Service – 10:45 AM
Wednesday Nights – 6:30 PM Prayer Meeting, Youth & Kids

Crossroads Baptist Church
2450 Richmond Rd, Lexington, KY 40509
Facebook: facebook.com/crossroadsbclex
Instagram: @crossroadsbclex

CCLI Streaming License #20145873`,
    duration: 5220,
    songs: [
      "10:40 King of Kings",
      "16:15 Goodness of God",
      "25:20 It Is Well with My Soul",
      "1:21:30 Jesus Paid It All",
    ],
    skipped: 9,
  },
];
