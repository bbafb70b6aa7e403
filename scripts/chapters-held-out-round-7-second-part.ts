/** Held-out descriptions of round 7, the second eight (scripts/chapters-held-out-round-7.ts). */
import type { ChapterFixture } from "../src/shared/chapters.fixtures";

export const HELD_OUT_ROUND_7_SECOND_PART: ChapterFixture[] = [
  {
    name: "Community church wedding ceremony, processional and vows chapters, worship song with artist, soloist label, recessional song",
    description: `Casamento Letícia & Rafael 💍 | 12.10.2024 | Comunidade Cristã Restaurar - Londrina/PR

Transmissão da cerimônia para a família e os amigos que não puderam estar presentes. Obrigado por celebrarem com a gente! ❤️

"O amor é paciente, o amor é bondoso." 1 Coríntios 13:4

Momentos:
00:00 Chegada dos convidados
07:35 Entrada do noivo e dos padrinhos
12:10 Entrada da noiva 👰
15:48 Boas-vindas e oração - Pr. André Luiz
18:20 Louvor: Deus de Promessas - Davi Sacer
23:05 Mensagem aos noivos (Eclesiastes 4:9-12)
41:30 Votos 💍
47:12 Troca das alianças
50:00 Santa Ceia dos noivos
53:40 Solo (tia Márcia): Coração Igual ao Teu
58:15 Oração pelos noivos e bênção
1:02:30 Pronunciamento e o beijo! 😍
1:04:00 Saída dos noivos: Oh Happy Day 🎉

Lista de presentes: https://sites.icasei.com.br/leticiaerafael
Fotos: @studioluzfotografia | Cerimonial: @cerimonialflor
Recepção a partir das 20:30 no Espaço Jardim das Flores.`,
    duration: 4100,
    songs: ["18:20 Deus de Promessas", "53:40 Coração Igual ao Teu", "1:04:00 Oh Happy Day"],
    authors: { "Deus de Promessas": "Davi Sacer" },
    skipped: 10,
  },
  {
    name: "Memorial / funeral thanksgiving service, en-dash chapters, hymns with hymnal number in parentheses, family tribute and photo video",
    description: `Culto em Gratidão a Deus pela vida de Dona Maria Aparecida dos Santos (1938 – 2024)
Igreja do Evangelho Quadrangular – Campo Grande/MS

"Combati o bom combate, acabei a carreira, guardei a fé." 2 Timóteo 4:7

A família agradece todas as orações e o carinho recebidos neste momento.

0:00 – Abertura (Pb. Carlos Eduardo)
1:52 – Hino: Sou Feliz com Jesus
6:30 – Leitura: João 14:1-6
9:15 – Homenagem dos netos
17:40 – Louvor: Porque Ele Vive
21:05 – Palavra de conforto – Pr. Ezequiel Nunes
48:20 – Vídeo com fotos da vovó 🤍
53:10 – Mais Perto Quero Estar (Hinário 187)
57:00 – Oração final e cortejo

Velório: Capela 3 do Cemitério Santo Antônio, das 8h às 15h.
Sepultamento às 16:30.`,
    duration: 3720,
    songs: ["1:52 Sou Feliz com Jesus", "17:40 Porque Ele Vive", "53:10 Mais Perto Quero Estar"],
    skipped: 6,
  },
  {
    name: "Christmas cantata, numbered repertoire with the time AFTER the title, narration and children's recitation, soloist note in parentheses, composer after dash",
    description: `CANTATA DE NATAL 2023 – "O Verbo se Fez Carne" 🎄✨
Coral e Orquestra da Igreja Batista Memorial de Recife
Regência: Maestro Paulo Sérgio Andrade

"E o Verbo se fez carne, e habitou entre nós" – João 1:14

Repertório:
Abertura (Orquestra) – 00:00
1) Ó Vinde Adoremos – 03:05
2) Narração: A Promessa (Isaías 9:6) – 06:40
3) Eis dos Anjos a Harmonia – 08:55
4) Noite Feliz (solo soprano) – 13:20
5) Jogral das crianças – 17:02
6) Noite de Paz – 21:45
7) Mensagem de Natal – Pr. Jonas Albuquerque – 25:10
8) Aleluia – G. F. Händel – 48:30
9) Agradecimentos e oração final – 53:15

Feliz Natal! 🎁
Culto de Ano Novo: 31/12 às 22h

#CantataDeNatal #Natal2023`,
    duration: 3400,
    songs: ["3:05 Ó Vinde Adoremos", "8:55 Eis dos Anjos a Harmonia", "13:20 Noite Feliz", "21:45 Noite de Paz", "48:30 Aleluia"],
    authors: { "Aleluia": "G. F. Händel" },
    skipped: 5,
  },
  {
    name: "Catholic charismatic prayer group (cenáculo) with Eucharistic adoration, songs with keys written as 'Tom: X', authors after dash or in parentheses",
    description: `Cenáculo com Adoração ao Santíssimo | Grupo de Oração Renascer em Cristo – RCC Diocese de Santo André

Louvado seja Nosso Senhor Jesus Cristo! 🙌🕊️
Reviva o nosso cenáculo de Pentecostes. Deixe nos comentários seu pedido de oração que rezaremos por você.

⏰ MOMENTOS
0:00 Acolhida
3:25 Oração inicial (Pe. Wagner)
5:40 Alma Missionária | Tom: D
10:15 Tudo é do Pai - Padre Fábio de Melo | Tom: G
15:50 Pregação: "O fogo que não se apaga" (Atos 2:1-4) – Diác. Sérgio
48:30 Exposição do Santíssimo
50:12 Ninguém Te Ama Como Eu (Martín Valverde) - Tom: E
56:40 Oração de cura e libertação
1:08:05 Humano Amor de Deus – Pe. Fábio de Melo – Tom: A
1:13:30 Bênção do Santíssimo
1:16:00 Avisos e oração final

Grupo de Oração toda terça às 19h30 na Paróquia São José.
Colabore com o Ministério de Música: PIX musica.renascer@gmail.com
Instagram: @go.renasceremcristo

#RCC #GrupoDeOração #Pentecostes`,
    duration: 4700,
    songs: ["5:40 Alma Missionária", "10:15 Tudo é do Pai", "50:12 Ninguém Te Ama Como Eu", "1:08:05 Humano Amor de Deus"],
    authors: { "Tudo é do Pai": "Padre Fábio de Melo", "Ninguém Te Ama Como Eu": "Martín Valverde", "Humano Amor de Deus": "Pe. Fábio de Melo" },
    keys: { "Alma Missionária": "D", "Tudo é do Pai": "G", "Ninguém Te Ama Como Eu": "E", "Humano Amor de Deus": "A" },
    skipped: 7,
  },
  {
    name: "Portugal Baptist Sunday service (European Portuguese), en dashes, guillemets sermon title, '(hino)' note, youth group label, IBAN and MB WAY",
    description: `Culto de Domingo – 19 de Maio de 2024 | Igreja Evangélica Baptista da Graça (Lisboa)

Bem-vindos ao nosso culto! Se nos está a acompanhar pela primeira vez, gostaríamos muito de o conhecer — envie-nos uma mensagem.

Índice:
0:00 – Início
1:20 – Boas-vindas e oração
4:05 – Oceanos – Ana Nóbrega
10:40 – Tu És Fiel, Senhor (hino)
14:55 – Momento das crianças 🧒
19:30 – Leitura: Salmo 23 e João 10:11-18
23:10 – Louvor pelo grupo de jovens – Eu Navegarei
27:45 – Pregação: «O Bom Pastor» – Pastor Rui Tavares
1:02:20 – Ofertório
1:05:00 – Cântico final: Grandioso És Tu
1:09:30 – Bênção e avisos

Contribuições: IBAN PT50 0035 0123 0001 2345 6789 0 (CGD) | MB WAY 912 345 678
Os nossos encontros: Domingo às 10h30 (culto) e 11h45 (café e convívio) | Quarta às 20h30 – estudo bíblico
Facebook: /igrejabaptistadagraca

#culto #igreja #Lisboa`,
    duration: 4380,
    songs: ["4:05 Oceanos", "10:40 Tu És Fiel, Senhor", "23:10 Eu Navegarei", "1:05:00 Grandioso És Tu"],
    authors: { "Oceanos": "Ana Nóbrega" },
    skipped: 7,
  },
  {
    name: "Portugal Catholic Sunday Eucharist (European Portuguese), arrows after times, Portuguese lectionary refs, cântico labels, Taizé in parentheses",
    description: `Eucaristia Dominical – XXI Domingo do Tempo Comum | Paróquia de São Vicente – Braga
Domingo, 25 de agosto de 2024, 11h00

Presidência: P. Joaquim Ferreira
Animação litúrgica: Coro Paroquial de São Vicente

Leituras: Js 24, 1-2a.15-17.18b | Sl 33 (34) | Ef 5, 21-32 | Jo 6, 60-69

Marcadores:
00:00 → Início da transmissão
02:15 → Cântico de entrada: Ubi Caritas (Taizé)
05:40 → Ritos iniciais
09:05 → Liturgia da Palavra – 1.ª Leitura
11:30 → Salmo Responsorial (Sl 33)
14:20 → 2.ª Leitura
17:00 → Aclamação e Evangelho
20:35 → Homilia
35:10 → Credo e Oração Universal
40:45 → Cântico do ofertório: Oração de São Francisco
45:30 → Oração Eucarística
58:00 → Comunhão – Eu Sou o Pão da Vida
1:04:20 → Acção de graças: Avé de Fátima
1:08:10 → Bênção final e avisos
1:10:30 → Cântico final – Salvé Rainha

Ofertório online: MB WAY 934 567 890 | IBAN PT50 0033 0000 4532 1098 7650 5 (Fábrica da Igreja Paroquial de São Vicente)
Horário das Missas: Sábado 19h00 | Domingo 8h00, 11h00 e 19h00
Cartório paroquial: terça a sexta, 15h00–18h30`,
    duration: 4500,
    songs: ["2:15 Ubi Caritas", "40:45 Oração de São Francisco", "58:00 Eu Sou o Pão da Vida", "1:04:20 Avé de Fátima", "1:10:30 Salvé Rainha"],
    authors: { "Ubi Caritas": "Taizé" },
    skipped: 10,
  },
  {
    name: "Portugal youth worship night (European Portuguese), 'Artist – Song' and 'Song (Artist)' mixed, a slip with no space after the time, games and testimony",
    description: `NOITE DE LOUVOR JOVEM ✨ Igreja Evangélica Nova Vida do Porto | Sexta-feira, 8 de Março

Malta, obrigado a todos os que vieram! Para quem não pôde estar, aqui fica a transmissão completa. 🙌

Alinhamento:
0:00 Contagem decrescente
2:30 Boas-vindas – equipa de jovens
5:05 Morada – Só Tu És Santo
11:20 Way Maker (Sinach)
17:45 Dinâmica em grupo 😂
24:10Oração e ministração
30:00 Ousado Amor - Isaías Saad
36:55 Partilha: Sara (testemunho)
42:30 Mensagem – "Não te conformes" (Romanos 12:1-2) · Pr. Tiago Mendes
1:10:15 Há um Lugar – Heloisa Rosa
1:16:40 Lanche e convívio 🍰

Próxima Noite de Louvor: 12 de Abril, às 21h30
Instagram: @jovens.novavidaporto
Donativos: MB WAY 961 234 567 (indicar "Jovens")

#noitedelouvor #jovens #Porto`,
    duration: 5100,
    songs: ["5:05 Só Tu És Santo", "11:20 Way Maker", "30:00 Ousado Amor", "1:10:15 Há um Lugar"],
    authors: { "Só Tu És Santo": "Morada", "Way Maker": "Sinach", "Ousado Amor": "Isaías Saad", "Há um Lugar": "Heloisa Rosa" },
    skipped: 7,
  },
  {
    name: "Portugal Assembleia de Deus Easter cantata (European Portuguese), en-dash time ranges, two chapters on one line joined by a bullet, drama, choir notes in parentheses",
    description: `Domingo de Páscoa 2024 | Cantata «Ele Vive!» | Assembleia de Deus de Setúbal

"Ele não está aqui, porque já ressuscitou, como havia dito." – Mateus 28:6

Coro e orquestra da AD Setúbal, sob a direcção de Helena Carvalho.

Cronologia:
00:00–03:50 Prelúdio (orquestra)
03:50–08:15 Rude Cruz
08:15 Leitura: Isaías 53:3-6 • 12:02 Há Poder no Sangue (coro infantil)
16:40 Dramatização: «O túmulo vazio»
24:30 Cristo Já Ressuscitou
29:05 Solo: Porque Ele Vive
33:40 Mensagem de Páscoa – Pr. Samuel Costa
58:20 Vencendo Vem Jesus (coro e congregação)
1:03:00 Oração e bênção final

Próximos cultos: Domingo às 10h30 e 18h00
Ofertas: IBAN PT50 0010 0000 1234 5678 9010 2 (BPI)

Santa Páscoa a todos! 🌿
#Páscoa #EleVive #ADSetúbal`,
    duration: 3900,
    songs: ["3:50 Rude Cruz", "12:02 Há Poder no Sangue", "24:30 Cristo Já Ressuscitou", "29:05 Porque Ele Vive", "58:20 Vencendo Vem Jesus"],
    skipped: 5,
  },
];
