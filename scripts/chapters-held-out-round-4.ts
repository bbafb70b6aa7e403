/**
 * Held-out descriptions of round 4 (scripts/chapters-held-out.ts): written on 2026-11-27 after the
 * parser's rules for emoji between the time and the title, WhatsApp's bold around times, a
 * semicolon for a colon, labels before a colon ("Choir Anthem:", "Message:"), hymnal numbers and
 * more parts of a service (culto infantil, informes, EBD, recolhimento, pastoral prayer, altar
 * call, "<anything> Message"), before being run, and never tuned to (docs/decisions/440). Round 5
 * changed the parser for the 11 others, which are in src/shared/chapters-moved.fixtures.ts now.
 */
import type { ChapterFixture } from "../src/shared/chapters.fixtures";

export const HELD_OUT_ROUND_4: ChapterFixture[] = [
  {
    name: "youth service in capitals with arrow emoji and a key in the title",
    description: `🔥 CULTO DE JOVENS - REDE ATOS 🔥
Ministração: Pr. Mateus Lins

➡️ 00:00 - ABERTURA
➡️ 03:22 - LINDO MOMENTO
➡️ 08:10 - TUA GRAÇA ME BASTA (TOM D)
➡️ 13:45 - NADA ALÉM DO SANGUE - FERNANDINHO
➡️ 19:00 - PALAVRA COM O PR. MATEUS
➡️ 1:01:30 - APELO
➡️ 1:04:10 - RAZÃO DE VIVER`,
    songs: ["3:22 LINDO MOMENTO", "8:10 TUA GRAÇA ME BASTA", "13:45 NADA ALÉM DO SANGUE", "1:04:10 RAZÃO DE VIVER"],
    skipped: 3,
  },
];
