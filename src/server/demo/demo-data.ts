/**
 * The fixed content of the demo church. Every person, song and author here is invented; the song
 * entries are titles only (no lyrics). `plan.ts` turns this into rows, with services, segments
 * and lineups drawn from a seeded random generator.
 */

export const DEMO_CHURCH = {
  name: "Igreja Esperança",
  address: "Rua das Palmeiras, 245 – Jardim América, Belo Horizonte – MG, 30421-000",
  youtubeChannel: "https://www.youtube.com/@igrejaesperanca",
} as const;

export type DemoBandKey = "agape" | "shekinah" | "kairos";

export const DEMO_BANDS: readonly { key: DemoBandKey; name: string; year: number }[] = [
  { key: "agape", name: "Banda Ágape", year: 2019 },
  { key: "shekinah", name: "Ministério Shekinah", year: 2021 },
  { key: "kairos", name: "Banda Kairós", year: 2023 },
];

export type DemoMusician = {
  name: string;
  /** The musician's main instrument (musicians.instrument). */
  instrument: string;
  bio?: string;
  /** Absent for multibanda musicians, who belong to no band. */
  band?: DemoBandKey;
  /** What they play in their band (band_musicians.instrument); the first is the usual one. */
  bandInstruments?: readonly string[];
};

export const DEMO_MUSICIANS: readonly DemoMusician[] = [
  // Banda Ágape
  {
    name: "Lucas Almeida",
    instrument: "Vocal",
    band: "agape",
    bandInstruments: ["Vocal"],
    bio: "Ministra louvor desde a adolescência e lidera a Banda Ágape desde a sua formação.",
  },
  { name: "Letícia Souza", instrument: "Backing vocal", band: "agape", bandInstruments: ["Backing vocal"] },
  {
    name: "João Pedro Ferreira",
    instrument: "Violão",
    band: "agape",
    bandInstruments: ["Violão", "Backing vocal"],
    bio: "Violonista autodidata, gosta de arranjos acústicos e de ensinar os mais novos.",
  },
  { name: "Rafael Costa", instrument: "Guitarra", band: "agape", bandInstruments: ["Guitarra"] },
  { name: "Mateus Oliveira", instrument: "Baixo", band: "agape", bandInstruments: ["Baixo"] },
  {
    name: "Gabriel Santos",
    instrument: "Bateria",
    band: "agape",
    bandInstruments: ["Bateria"],
    bio: "Baterista há dez anos; nas quartas-feiras também cuida da percussão.",
  },
  // Ministério Shekinah
  {
    name: "Ana Beatriz Lima",
    instrument: "Vocal",
    band: "shekinah",
    bandInstruments: ["Vocal"],
    bio: "Cantora e professora de música, conduz os ensaios do Ministério Shekinah.",
  },
  { name: "Júlia Carvalho", instrument: "Backing vocal", band: "shekinah", bandInstruments: ["Backing vocal"] },
  {
    name: "Camila Rocha",
    instrument: "Teclado",
    band: "shekinah",
    bandInstruments: ["Teclado"],
    bio: "Estudou piano clássico e hoje cuida dos arranjos de teclado e dos pads.",
  },
  { name: "Thiago Martins", instrument: "Guitarra", band: "shekinah", bandInstruments: ["Guitarra", "Violão"] },
  { name: "Felipe Araújo", instrument: "Baixo", band: "shekinah", bandInstruments: ["Baixo"] },
  { name: "Vinícius Ribeiro", instrument: "Bateria", band: "shekinah", bandInstruments: ["Bateria"] },
  // Banda Kairós
  {
    name: "Isabela Nogueira",
    instrument: "Vocal",
    band: "kairos",
    bandInstruments: ["Vocal", "Violão"],
    bio: "Compõe canções para a igreja e lidera a Banda Kairós, formada pelos jovens em 2023.",
  },
  { name: "Pedro Henrique Barbosa", instrument: "Teclado", band: "kairos", bandInstruments: ["Teclado"] },
  { name: "Bruno Cardoso", instrument: "Guitarra", band: "kairos", bandInstruments: ["Guitarra"] },
  { name: "Daniel Moreira", instrument: "Baixo", band: "kairos", bandInstruments: ["Baixo"] },
  {
    name: "Samuel Pereira",
    instrument: "Cajón",
    band: "kairos",
    bandInstruments: ["Cajón", "Bateria"],
    bio: "Começou no cajón nos encontros de jovens e hoje divide a percussão com a bateria.",
  },
  // Multibanda: in no band, called by any of them
  {
    name: "Marcos Vinícius Teixeira",
    instrument: "Saxofone",
    bio: "Saxofonista, toca com as três bandas nos cultos especiais.",
  },
  {
    name: "Raquel Mendes",
    instrument: "Violino",
    bio: "Violinista da orquestra municipal, acompanha as bandas quando a agenda permite.",
  },
  { name: "André Luiz Fonseca", instrument: "Teclado", bio: "Tecladista e técnico de som; cobre qualquer banda quando falta alguém." },
];

/** Invented authors and ministries. */
const A = {
  clara: "Clara Monteiro",
  davi: "Davi Nascimento",
  fonteViva: "Ministério Fonte Viva",
  renata: "Renata Albuquerque",
  elias: "Elias Bittencourt",
  novaAlianca: "Comunidade Nova Aliança",
  rezende: "Tiago e Priscila Rezende",
  sarah: "Sarah Vasconcelos",
  aguas: "Grupo Águas Tranquilas",
  jonatas: "Jônatas Freire",
  marilia: "Marília Antunes",
  boasNovas: "Coral Boas Novas",
  heitor: "Heitor Campos",
  seteMontes: "Ministério Sete Montes",
  natalia: "Natália Guimarães",
  otavio: "Otávio Prado",
  isabela: "Isabela Nogueira",
} as const;

/** Catalogue: [title, author or null]. Titles are unique ignoring case. */
export const DEMO_SONGS: readonly (readonly [string, string | null])[] = [
  ["Graça Sem Fim", A.clara],
  ["Teu Amor Me Alcançou", A.davi],
  ["Santo Espírito, Vem", A.fonteViva],
  ["Caminho de Luz", A.renata],
  ["Aleluia ao Rei", A.novaAlianca],
  ["Fiel Desde o Princípio", A.elias],
  ["Nada Me Faltará", A.aguas],
  ["Tua Presença Basta", A.sarah],
  ["Sobre Águas Profundas", A.rezende],
  ["Digno de Todo Louvor", A.seteMontes],
  ["Refúgio Seguro", A.marilia],
  ["Manhã de Vitória", A.jonatas],
  ["Acima de Todo Nome", A.fonteViva],
  ["Eu Me Rendo a Ti", A.clara],
  ["Coração Grato", A.heitor],
  ["Ressurreição e Vida", A.boasNovas],
  ["Soberano Senhor", A.natalia],
  ["Vem Encher Este Lugar", A.davi],
  ["Luz Para as Nações", A.otavio],
  ["Em Tuas Mãos", A.renata],
  ["Rio de Águas Vivas", A.aguas],
  ["Hosana ao Filho de Davi", A.boasNovas],
  ["Pai de Amor", null],
  ["Firme Fundamento", A.elias],
  ["Quero Te Adorar", A.sarah],
  ["Cordeiro Santo", A.novaAlianca],
  ["Aos Pés da Cruz", A.marilia],
  ["Brilha em Mim", A.isabela],
  ["Canção do Redimido", A.heitor],
  ["Deus Conosco", A.rezende],
  ["Eterno Amor", A.clara],
  ["Fonte de Vida", A.fonteViva],
  ["Grande é o Teu Nome", A.seteMontes],
  ["Herdeiros da Promessa", A.jonatas],
  ["Invencível", A.otavio],
  ["Jesus, Meu Abrigo", null],
  ["Leão de Judá", A.seteMontes],
  ["Misericórdia Nova", A.natalia],
  ["Novo Tempo", A.isabela],
  ["O Céu Se Abre", A.davi],
  ["Perdão Sem Medida", A.renata],
  ["Quão Precioso", A.boasNovas],
  ["Renova-me, Senhor", A.aguas],
  ["Sopro de Vida", A.sarah],
  ["Tempo de Colheita", A.novaAlianca],
  ["Único Caminho", A.elias],
  ["Vitória na Cruz", A.jonatas],
  ["Altar de Adoração", A.fonteViva],
  ["Bendito Seja o Cordeiro", null],
  ["Clamor das Nações", A.otavio],
  ["Derrama o Teu Óleo", A.marilia],
  ["Ele Vive em Mim", A.heitor],
  ["Fogo no Altar", A.seteMontes],
  ["Glória ao Rei dos Reis", A.boasNovas],
  ["Hoje Eu Escolho Crer", A.clara],
  ["Infinito Amor", A.natalia],
  ["Jardim da Promessa", A.rezende],
  ["Lâmpada Para os Meus Pés", null],
  ["Mar Aberto", A.isabela],
  ["Nova Criatura", A.davi],
  ["Onde Eu Estiver", A.sarah],
  ["Por Amor de Ti", A.renata],
  ["Quebrantado", A.elias],
  ["Rei da Glória", A.novaAlianca],
  ["Santo, Santo, Santo Senhor", null],
  ["Tu És Fiel", A.aguas],
  ["Um Só Coração", A.jonatas],
  ["Voz de Júbilo", A.boasNovas],
  ["Até o Fim", A.heitor],
  ["Bom Pastor", A.marilia],
  ["Chuva de Graça", A.fonteViva],
  ["Descansarei em Ti", A.natalia],
  ["Esperança Viva", A.otavio],
  ["Filho Amado", A.clara],
  ["Guarda Meu Coração", A.sarah],
  ["Habitação Santa", A.seteMontes],
  ["Jubileu", null],
  ["Luz da Manhã", A.isabela],
  ["Mais Perto do Teu Trono", A.davi],
  ["Nossa Âncora", A.rezende],
  ["Outra Vez Te Encontrar", A.renata],
  ["Primeiro Amor", A.elias],
];

/** Service times: Sundays have a morning and two evening slots; Wednesdays are evening only. */
export const SUNDAY_TIMES = ["09:00:00", "18:00:00", "19:30:00"] as const;
export const WEDNESDAY_TIME = "19:30:00";
