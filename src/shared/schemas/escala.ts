import { z } from "zod";
import { planListQuerySchema, type PlanAssignmentStatus } from "./plans";
import { optionalText } from "./text";

/**
 * The escala's answers (issue 41, docs/decisions/514): 'Enviar escala' mails each scheduled
 * musician with an e-mail two links, 'Confirmar' and 'Não posso', to `/escala?token=…`. The link
 * signs nobody in and answers for that one assignment only, until the service has passed.
 */

export const DECLINE_REASON_MAX_LENGTH = 500;

export const escalaMessages = {
  invalid: "Este link de escala não é válido. Se a escala mudou, use o link do e-mail mais recente.",
  passed: "Este culto já passou.",
  answerInvalid: "Escolha: Confirmar ou Não posso.",
  reasonTooLong: `O motivo deve ter no máximo ${DECLINE_REASON_MAX_LENGTH} caracteres.`,
  tooManyAttempts: "Muitas tentativas. Aguarde um minuto e tente novamente.",
  nothingToSend: "Ninguém da equipe tem e-mail para receber a escala.",
} as const;

/** The link's token: 32 random bytes, base64url (43 characters). */
const token = z.string({ error: escalaMessages.invalid }).regex(/^[A-Za-z0-9_-]{43}$/, { error: escalaMessages.invalid });

export const escalaLookupSchema = z.object({ token }).strict();

export const escalaAnswerSchema = z
  .object({
    token,
    answer: z.enum(["confirmado", "recusado"], { error: escalaMessages.answerInvalid }),
    reason: optionalText({ multiline: true, max: DECLINE_REASON_MAX_LENGTH, tooLong: escalaMessages.reasonTooLong }),
  })
  .strict();

export type EscalaAnswerInput = z.input<typeof escalaAnswerSchema>;

/** What the answer page shows: the service, the musician's position, the songs, and the answer so far. */
export type EscalaAssignment = {
  churchName: string;
  musicianName: string;
  position: string;
  date: string;
  time: string;
  bandName: string;
  songs: { songName: string; musicalKey: string | null }[];
  /** The plan's rehearsal page, relative to the site. */
  rehearsalPath: string;
  status: "pendente" | "confirmado" | "recusado";
  declineReason: string | null;
};

export type EscalaLookupResponse = { assignment: EscalaAssignment };

/** 'Enviar escala': how many mails went, to whom not (no e-mail), and how many had it already. */
export type SendEscalaResponse = {
  sent: number;
  updated: number;
  alreadySent: number;
  withoutEmail: string[];
};

// ---------------------------------------------------------------------------
// 'Escalas': the leader's overview (issue 41)
// ---------------------------------------------------------------------------

/** The overview shows the plans of the next 8 weeks, from the browser's today on (today + 55 days is the last day). */
export const ESCALA_OVERVIEW_WEEKS = 8;
/** How far back 'served' counts in the overview. */
export const ESCALA_SERVED_MONTHS = 3;

/** GET /api/admin/plans/escalas: `today` is the browser's day (the server's earliest day on Earth without it). */
export const escalaOverviewQuerySchema = planListQuerySchema;

/** An assignment of a plan's team; `musicianId` null: the position is still empty. The name is in `served`. */
export type EscalaOverviewAssignment = { position: string; musicianId: string | null; status: PlanAssignmentStatus; declineReason: string | null };

/** A plan of the window (a column of the overview), its team in the team's order (positions, then musicians within each). */
export type EscalaOverviewPlan = { id: string; date: string; time: string; bandName: string; team: EscalaOverviewAssignment[] };

/**
 * A musician of the church and how much they served: `served`, services and plans that already
 * happened in the last 3 months (once each, a decline not counted); `upcoming`, plans of the window
 * they are in and did not decline.
 */
export type EscalaServedCount = { musicianId: string; musicianName: string; served: number; upcoming: number };

export type EscalaOverviewResponse = {
  /** First and last day of the window, and the first day 'served' counts from (each 'YYYY-MM-DD'). */
  from: string;
  until: string;
  servedSince: string;
  /** By date and time. */
  plans: EscalaOverviewPlan[];
  /** Every musician of the church, in no particular order. */
  served: EscalaServedCount[];
};
