/** Round 8's weekly descriptions, part 3 of 5 (scripts/chapters-held-out-weeks.ts): two churches, three weeks each. */
import type { WeeklyFixture } from "./chapters-held-out-weeks";

export const WEEKS_THIRD_PART: WeeklyFixture[] = [
  {
    church: "Paróquia Santa Rita de Cássia, Fortaleza",
    week: 1,
    name: "Catholic charismatic Mass, '00:00 🎶 Label: Song (Artist)' emoji chapters, Momento de Cura e Libertação, Momento Mariano, dízimo PIX",
    description: `Santa Missa com Oração de Cura e Libertação | XIV Domingo do Tempo Comum | 07/07/2024 – 18h
Paróquia Santa Rita de Cássia – Fortaleza/CE
Celebrante: Pe. Francisco Aurélio
Animação: Grupo de Oração Fogo do Espírito – RCC

"Basta-te a minha graça, porque é na fraqueza que a força se realiza plenamente." (2Cor 12,9)

00:00 ⛪ Acolhida e Ritos Iniciais
03:40 🎶 Entrada: Deus Está Aqui
08:55 📖 Liturgia da Palavra
20:30 ✝️ Homilia – Pe. Francisco Aurélio
38:15 🎶 Ofertório: Sabes, Senhor
44:00 🍞 Liturgia Eucarística
58:20 🎶 Comunhão: Ninguém Te Ama Como Eu (Martín Valverde)
1:06:10 🕊️ Momento de Cura e Libertação
1:18:40 🌹 Momento Mariano
1:24:05 📢 Avisos Paroquiais
1:29:30 🙌 Bênção Final e Envio
1:31:10 🎶 Canto Final: Anjos de Deus (Pe. Marcelo Rossi)

💒 Seja dizimista! Sua oferta sustenta a evangelização e as obras sociais da paróquia.
PIX: dizimo@santaritafortaleza.org.br
Caixa Econômica – Ag. 0919 – Op. 003 – C/C 4455-1

🕯️ HORÁRIO DAS MISSAS
Domingo – 7h, 9h30 e 18h (com Oração de Cura)
Terça a sexta – 18h30
Sexta – 15h Terço da Misericórdia
Confissões: quarta e sábado, das 8h às 11h

Deixe sua intenção nos comentários que ela será apresentada no altar. 🙏

#SantaMissa #RCC #OraçãoDeCura #Fortaleza`,
    duration: 5660,
    songs: [
      "3:40 Deus Está Aqui",
      "38:15 Sabes, Senhor",
      "58:20 Ninguém Te Ama Como Eu",
      "1:31:10 Anjos de Deus",
    ],
    authors: {
      "Ninguém Te Ama Como Eu": "Martín Valverde",
      "Anjos de Deus": "Pe. Marcelo Rossi",
    },
    skipped: 8,
  },
  {
    church: "Paróquia Santa Rita de Cássia, Fortaleza",
    week: 2,
    name: "Catholic charismatic Mass, '00:00 🎶 Label: Song (Artist)' emoji chapters, Momento de Cura e Libertação, Momento Mariano, dízimo PIX",
    description: `Santa Missa com Oração de Cura e Libertação | XV Domingo do Tempo Comum | 14/07/2024 – 18h
Paróquia Santa Rita de Cássia – Fortaleza/CE
Celebrante: Pe. Lucas Benevides (vigário paroquial)
Animação: Grupo de Oração Fogo do Espírito – RCC

"Chamou os Doze e começou a enviá-los dois a dois." (Mc 6,7)

00:00 ⛪ Acolhida e Ritos Iniciais
03:25 🎶 Entrada: Segura na Mão de Deus
08:40 📖 Liturgia da Palavra
19:50 ✝️ Homilia – Pe. Lucas Benevides
36:00 🎶 Ofertório: Eis-me Aqui, Senhor
41:30 🍞 Liturgia Eucarística
55:10 🎶 Comunhão: Noites Traiçoeiras (Pe. Marcelo Rossi)
1:02:45 🕊️ Momento de Cura e Libertação
1:14:20 🌹 Momento Mariano
1:19:00 📢 Avisos Paroquiais
1:23:40 🙌 Bênção Final e Envio
1:25:15 🎶 Canto Final: Maria de Nazaré (Pe. Zezinho)

💒 Seja dizimista! Sua oferta sustenta a evangelização e as obras sociais da paróquia.
PIX: dizimo@santaritafortaleza.org.br
Caixa Econômica – Ag. 0919 – Op. 003 – C/C 4455-1

🕯️ HORÁRIO DAS MISSAS
Domingo – 7h, 9h30 e 18h (com Oração de Cura)
Terça a sexta – 18h30
Sexta – 15h Terço da Misericórdia
Confissões: quarta e sábado, das 8h às 11h

Deixe sua intenção nos comentários que ela será apresentada no altar. 🙏

#SantaMissa #RCC #OraçãoDeCura #Fortaleza`,
    duration: 5335,
    songs: [
      "3:25 Segura na Mão de Deus",
      "36:00 Eis-me Aqui, Senhor",
      "55:10 Noites Traiçoeiras",
      "1:25:15 Maria de Nazaré",
    ],
    authors: {
      "Noites Traiçoeiras": "Pe. Marcelo Rossi",
      "Maria de Nazaré": "Pe. Zezinho",
    },
    skipped: 8,
  },
  {
    church: "Paróquia Santa Rita de Cássia, Fortaleza",
    week: 3,
    name: "Catholic charismatic Mass, '00:00 🎶 Label: Song (Artist)' emoji chapters, Momento de Cura e Libertação with a louvor, Momento Mariano, dízimo PIX",
    description: `Santa Missa com Oração de Cura e Libertação | XVI Domingo do Tempo Comum | 21/07/2024 – 18h
Paróquia Santa Rita de Cássia – Fortaleza/CE
Celebrante: Pe. Francisco Aurélio
Animação: Grupo de Oração Fogo do Espírito – RCC

"Vinde sozinhos para um lugar deserto e descansai um pouco." (Mc 6,31)

00:00 ⛪ Acolhida e Ritos Iniciais
04:00 🎶 Entrada: Deus Está Aqui
09:15 📖 Liturgia da Palavra
21:05 ✝️ Homilia – Pe. Francisco Aurélio
39:40 🎶 Ofertório: Sabes, Senhor
45:10 🍞 Liturgia Eucarística
59:30 🎶 Comunhão: Ninguém Te Ama Como Eu (Martín Valverde)
1:07:20 🕊️ Momento de Cura e Libertação
1:19:45 🎶 Louvor: Humano Demais (Pe. Fábio de Melo)
1:25:30 🌹 Momento Mariano
1:30:10 📢 Avisos Paroquiais
1:35:00 🙌 Bênção Final e Envio
1:36:40 🎶 Canto Final: Anjos de Deus (Pe. Marcelo Rossi)

💒 Seja dizimista! Sua oferta sustenta a evangelização e as obras sociais da paróquia.
PIX: dizimo@santaritafortaleza.org.br
Caixa Econômica – Ag. 0919 – Op. 003 – C/C 4455-1

🕯️ HORÁRIO DAS MISSAS
Domingo – 7h, 9h30 e 18h (com Oração de Cura)
Terça a sexta – 18h30
Sexta – 15h Terço da Misericórdia
Confissões: quarta e sábado, das 8h às 11h

Deixe sua intenção nos comentários que ela será apresentada no altar. 🙏

#SantaMissa #RCC #OraçãoDeCura #Fortaleza`,
    duration: 6090,
    songs: [
      "4:00 Deus Está Aqui",
      "39:40 Sabes, Senhor",
      "59:30 Ninguém Te Ama Como Eu",
      "1:19:45 Humano Demais",
      "1:36:40 Anjos de Deus",
    ],
    authors: {
      "Ninguém Te Ama Como Eu": "Martín Valverde",
      "Humano Demais": "Pe. Fábio de Melo",
      "Anjos de Deus": "Pe. Marcelo Rossi",
    },
    skipped: 8,
  },
  {
    church: "Igreja Metodista Vila Mariana, São Paulo",
    week: 1,
    name: "Methodist, numbered list '1. 00:00 Title', 'Song | Artist', 'Hino: Song', Momento da Criança, Minuto Wesleyano, PIX",
    description: `Culto Dominical – 22/09/2024 – 10h
Igreja Metodista Vila Mariana | 3ª Região Eclesiástica

Graça e paz! Que bom ter você conosco neste culto. Seja você membro, visitante ou alguém que nos acompanha de longe, você é parte desta família.

Palavra Pastoral: “O Pai Que Corre” (Lucas 15.11-32)

ROTEIRO DO CULTO
1. 00:00 Acolhida – Pastora Débora Lins
2. 03:10 Invocação
3. 05:05 Deus Cuida de Mim | Kleber Lucas
4. 10:30 Lindo És | Livres para Adorar
5. 15:45 Momento da Criança
6. 21:10 Leitura Bíblica – Lucas 15.11-32
7. 24:00 Palavra Pastoral: “O Pai Que Corre” – Pastora Débora Lins
8. 58:20 Minuto Wesleyano
9. 1:01:35 Hino: Maravilhosa Graça
10. 1:06:00 Ofertório
11. 1:09:15 Oração Intercessória
12. 1:15:40 Avisos
13. 1:19:30 Bênção e Envio

“O mundo é a minha paróquia.” – John Wesley

Contribuições (dízimos e ofertas):
PIX CNPJ 33.444.555/0001-66
Itaú – Ag. 0301 – C/C 45678-9 – Igreja Metodista Vila Mariana

Nossa programação:
Domingo, às 9h – Escola Dominical
Domingo, às 10h e às 18h – Cultos
Quinta-feira, às 20h – Grupo de Oração e Estudo
Sábado, às 17h – Sociedade de Jovens

Rua Domingos de Morais, 1500 – Vila Mariana, São Paulo/SP
Instagram: @metodistavilamariana

#IgrejaMetodista #Metodista #CultoOnline`,
    duration: 4968,
    songs: [
      "5:05 Deus Cuida de Mim",
      "10:30 Lindo És",
      "1:01:35 Maravilhosa Graça",
    ],
    authors: {
      "Deus Cuida de Mim": "Kleber Lucas",
      "Lindo És": "Livres para Adorar",
    },
    skipped: 10,
  },
  {
    church: "Igreja Metodista Vila Mariana, São Paulo",
    week: 2,
    name: "Methodist, numbered list '1. 00:00 Title', 'Song | Artist', Momento da Criança, Minuto Wesleyano, PIX",
    description: `Culto Dominical – 29/09/2024 – 10h
Igreja Metodista Vila Mariana | 3ª Região Eclesiástica

Graça e paz! Que bom ter você conosco neste culto. Seja você membro, visitante ou alguém que nos acompanha de longe, você é parte desta família.

Palavra Pastoral: “O Senhor É o Meu Pastor” (Salmo 23) – Rev. Márcio Tavares, pastor convidado

ROTEIRO DO CULTO
1. 00:00 Acolhida – Pastora Débora Lins
2. 02:45 Invocação
3. 04:30 Aos Pés da Cruz | Kleber Lucas
4. 09:55 Tua Graça Me Basta | Toque no Altar
5. 14:50 Vem Me Buscar | Jefferson & Suellen
6. 19:20 Momento da Criança
7. 24:05 Leitura Bíblica – Salmo 23
8. 26:40 Palavra Pastoral: “O Senhor É o Meu Pastor” – Rev. Márcio Tavares
9. 57:10 Minuto Wesleyano
10. 1:00:30 Ofertório
11. 1:03:45 Oração Intercessória
12. 1:10:20 Avisos
13. 1:14:35 Bênção e Envio

“O mundo é a minha paróquia.” – John Wesley

Contribuições (dízimos e ofertas):
PIX CNPJ 33.444.555/0001-66
Itaú – Ag. 0301 – C/C 45678-9 – Igreja Metodista Vila Mariana

Nossa programação:
Domingo, às 9h – Escola Dominical
Domingo, às 10h e às 18h – Cultos
Quinta-feira, às 20h – Grupo de Oração e Estudo
Sábado, às 17h – Sociedade de Jovens

Rua Domingos de Morais, 1500 – Vila Mariana, São Paulo/SP
Instagram: @metodistavilamariana

#IgrejaMetodista #Metodista #CultoOnline`,
    duration: 4690,
    songs: [
      "4:30 Aos Pés da Cruz",
      "9:55 Tua Graça Me Basta",
      "14:50 Vem Me Buscar",
    ],
    authors: {
      "Aos Pés da Cruz": "Kleber Lucas",
      "Tua Graça Me Basta": "Toque no Altar",
      "Vem Me Buscar": "Jefferson & Suellen",
    },
    skipped: 10,
  },
  {
    church: "Igreja Metodista Vila Mariana, São Paulo",
    week: 3,
    name: "Methodist, numbered list '1. 00:00 Title', 'Song | Artist', 'Hino: Song', Santa Ceia, Momento da Criança, Minuto Wesleyano, PIX",
    description: `Culto Dominical com Santa Ceia – 06/10/2024 – 10h
Igreja Metodista Vila Mariana | 3ª Região Eclesiástica

Graça e paz! Que bom ter você conosco neste culto. Hoje celebramos juntos a Santa Ceia do Senhor – a mesa é do Senhor e todos os que o amam são convidados.

Palavra Pastoral: “Fazei Isto em Memória de Mim” (1 Coríntios 11.23-26)

ROTEIRO DO CULTO
1. 00:00 Acolhida – Pastora Débora Lins
2. 03:00 Invocação
3. 04:50 Lindo És | Livres para Adorar
4. 10:15 Rendido Estou | Aline Barros
5. 15:30 Momento da Criança
6. 20:45 Leitura Bíblica – 1 Coríntios 11.23-26
7. 23:20 Palavra Pastoral: “Fazei Isto em Memória de Mim” – Pastora Débora Lins
8. 54:00 Minuto Wesleyano
9. 57:15 Santa Ceia
10. 1:12:40 Hino: Rude Cruz
11. 1:17:05 Ofertório
12. 1:20:10 Oração Intercessória
13. 1:24:50 Avisos
14. 1:28:05 Bênção e Envio

“O mundo é a minha paróquia.” – John Wesley

Contribuições (dízimos e ofertas):
PIX CNPJ 33.444.555/0001-66
Itaú – Ag. 0301 – C/C 45678-9 – Igreja Metodista Vila Mariana

Nossa programação:
Domingo, às 9h – Escola Dominical
Domingo, às 10h e às 18h – Cultos
Quinta-feira, às 20h – Grupo de Oração e Estudo
Sábado, às 17h – Sociedade de Jovens

Rua Domingos de Morais, 1500 – Vila Mariana, São Paulo/SP
Instagram: @metodistavilamariana

#IgrejaMetodista #Metodista #SantaCeia #CultoOnline`,
    duration: 5485,
    songs: [
      "4:50 Lindo És",
      "10:15 Rendido Estou",
      "1:12:40 Rude Cruz",
    ],
    authors: {
      "Lindo És": "Livres para Adorar",
      "Rendido Estou": "Aline Barros",
    },
    skipped: 11,
  },
];
