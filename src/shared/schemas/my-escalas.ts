import { z } from "zod";
import { escalaAnswerSchema } from "./escala";
import { text } from "./text";

/**
 * 'Minhas escalas' (issue 41): a musician's own page, reached from any of their escala mails by a
 * personal link (`/minhas-escalas?token=…`, no account). It lists their upcoming assignments to
 * answer, and their blockout dates, which they add and remove; the same token names their
 * calendar feed. Every request carries the token in its body and reaches that musician only.
 */

export const myEscalasMessages = {
  invalid: "Este link não é válido. Use o link 'Minhas escalas' do e-mail mais recente.",
  assignmentNotFound: "Escala não encontrada.",
  blockoutNotFound: "Data bloqueada não encontrada.",
  dateInvalid: "Informe uma data válida.",
  rangeBackwards: "A data final deve ser igual ou posterior à inicial.",
  rangeTooLong: "Um período bloqueado pode ter no máximo 366 dias.",
  ruleInvalid: "Regra de repetição inválida.",
  tooMany: "Limite de 100 datas bloqueadas atingido. Remova alguma antes de adicionar outra.",
} as const;

export const MAX_BLOCKOUTS = 100;
export const MAX_RANGE_DAYS = 366;

const token = escalaAnswerSchema.shape.token;
const day = text().regex(/^\d{4}-\d{2}-\d{2}$/, myEscalasMessages.dateInvalid).refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), myEscalasMessages.dateInvalid);
const DAY_MS = 86_400_000;

export const myEscalasLookupSchema = z.object({ token }).strict();

export const myEscalasAnswerSchema = z
  .object({ token, assignmentId: z.uuid({ error: myEscalasMessages.assignmentNotFound }), answer: escalaAnswerSchema.shape.answer, reason: escalaAnswerSchema.shape.reason })
  .strict();

/** One day, a range of days, or a day that repeats (an RFC 5545 RRULE, from `from` on). */
export const blockoutInputSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("date"), date: day }).strict(),
  z
    .object({ kind: z.literal("range"), from: day, until: day })
    .strict()
    .refine((value) => value.until >= value.from, { error: myEscalasMessages.rangeBackwards, path: ["until"] })
    .refine((value) => (Date.parse(value.until) - Date.parse(value.from)) / DAY_MS < MAX_RANGE_DAYS, { error: myEscalasMessages.rangeTooLong, path: ["until"] }),
  z
    .object({
      kind: z.literal("repeat"),
      from: day,
      rule: text()
        .max(200, myEscalasMessages.ruleInvalid)
        .regex(/^FREQ=(DAILY|WEEKLY|MONTHLY|YEARLY)(;[A-Z]+=[A-Z0-9,+-]+)*$/, myEscalasMessages.ruleInvalid),
    })
    .strict(),
]);

export type BlockoutInput = z.infer<typeof blockoutInputSchema>;

export const myBlockoutCreateSchema = z.object({ token, blockout: blockoutInputSchema }).strict();
export const myBlockoutDeleteSchema = z.object({ token }).strict();

/** A blockout as the page lists it: `until` null for one that repeats, `rule` null for a day or a range. */
export type MyBlockout = { id: string; from: string; until: string | null; rule: string | null };

export type MyAssignment = {
  id: string;
  date: string;
  time: string;
  position: string;
  bandName: string;
  status: "pendente" | "confirmado" | "recusado";
  declineReason: string | null;
  /** The plan's rehearsal page, relative to the site. */
  rehearsalPath: string;
};

export type MyEscalasResponse = {
  musicianName: string;
  churchName: string;
  assignments: MyAssignment[];
  blockouts: MyBlockout[];
  /** The private calendar feed (.ics), absolute (PUBLIC_URL). */
  calendarUrl: string;
};

/** The calendar feed's address: the personal token in the path, as calendar apps subscribe by URL only. */
export const myEscalasCalendarPath = (personalToken: string) => `/api/escala/calendario/${personalToken}.ics`;
