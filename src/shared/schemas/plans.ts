import { z } from "zod";
import { writtenMusicalKey } from "../musical-keys";
import { positionKey, type PlanTeamWarning } from "../plan-team";
import { isCalendarDate, serviceBandIdSchema, serviceTimeSchema } from "./services";
import { nameText, optionalText, text } from "./text";

/**
 * Plans of upcoming services ('Próximos cultos', issue 27): a date (today or later), a time, a
 * band and the songs in order, each with the key it will be sung in and a note. Dates are calendar
 * days 'YYYY-MM-DD', times 'HH:MM'.
 */

export const PLAN_SONGS_MAX_COUNT = 30;
export const PLAN_NOTE_MAX_LENGTH = 500;
/** Past plans not yet recorded, listed under the upcoming ones (docs/decisions/448). */
export const PAST_PLANS_MAX_COUNT = 20;
export const PLAN_POSITION_MAX_LENGTH = 60;
export const PLAN_POSITIONS_MAX_COUNT = 30;
export const PLAN_POSITION_MUSICIANS_MAX_COUNT = 20;

export const planMessages = {
  notFound: "Plano não encontrado",
  dateRequired: "Informe a data do culto.",
  dateInvalid: "Data inválida. Use o formato AAAA-MM-DD.",
  dateInPast: "A data do culto não pode ser antes de hoje.",
  songsInvalid: "Informe as músicas do culto como uma lista.",
  tooManySongs: `Um culto pode ter no máximo ${PLAN_SONGS_MAX_COUNT} músicas.`,
  songRequired: "Selecione a música.",
  songNotFound: "Música não encontrada no catálogo.",
  bandNotFound: "Banda não encontrada.",
  keyInvalid: "Tom inválido. Use a nota com sustenido ou bemol e 'm' para menor (ex: G, Bb, F#m).",
  noteTooLong: `A observação deve ter no máximo ${PLAN_NOTE_MAX_LENGTH} caracteres.`,
  todayInvalid: "Data de hoje inválida.",
  teamInvalid: "Informe a equipe como uma lista de funções.",
  tooManyPositions: `A equipe pode ter no máximo ${PLAN_POSITIONS_MAX_COUNT} funções.`,
  positionRequired: "Informe o nome da função.",
  positionTooLong: `O nome da função deve ter no máximo ${PLAN_POSITION_MAX_LENGTH} caracteres.`,
  positionRepeated: "Esta função já está na equipe.",
  tooManyMusicians: `Uma função pode ter no máximo ${PLAN_POSITION_MUSICIANS_MAX_COUNT} músicos.`,
  musicianRequired: "Selecione o músico.",
  musicianRepeated: "Este músico já está nesta função.",
  musicianNotFound: "Músico não encontrado.",
} as const;

/**
 * The earliest calendar day anywhere on Earth at this instant (UTC-12). The server does not know
 * the administrator's time zone, so a plan's date is refused only when it is past everywhere; the
 * form applies the stricter local rule (as services do the other way round: docs/decisions/151).
 */
export function earliestTodayOnEarth(instant: Date = new Date()): string {
  return new Date(instant.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export const planDateSchema = (today: () => string) =>
  text({ error: planMessages.dateRequired })
    .min(1, planMessages.dateRequired)
    .refine(isCalendarDate, planMessages.dateInvalid)
    .refine((value) => value >= today(), planMessages.dateInPast);

/** 'Tom' as typed ("bb", "F# min"), kept written ("Bb", "F#m"); empty or absent: not chosen yet. */
export const planKeySchema = z
  .string({ error: planMessages.keyInvalid })
  .nullish()
  .transform((value, context) => {
    if (value === null || value === undefined || value.trim() === "") return null;
    const written = writtenMusicalKey(value);
    if (written === null) context.addIssue({ code: "custom", message: planMessages.keyInvalid });
    return written;
  });

export const planSongInputSchema = z.object({
  songCatalogId: z.guid({ error: planMessages.songRequired }),
  musicalKey: planKeySchema,
  note: optionalText({ multiline: true, max: PLAN_NOTE_MAX_LENGTH, tooLong: planMessages.noteTooLong }).transform((value) => value ?? null),
});
export type PlanSongInput = z.output<typeof planSongInputSchema>;

/** A position of the plan's team with its musicians in order; none yet is allowed (docs/decisions/511). */
export const planPositionInputSchema = z.object({
  position: nameText({ required: planMessages.positionRequired, error: planMessages.positionRequired }).max(PLAN_POSITION_MAX_LENGTH, planMessages.positionTooLong),
  musicianIds: z
    .array(z.guid({ error: planMessages.musicianRequired }), { error: planMessages.musicianRequired })
    .max(PLAN_POSITION_MUSICIANS_MAX_COUNT, planMessages.tooManyMusicians)
    .default([]),
});
export type PlanPositionInput = z.output<typeof planPositionInputSchema>;

/** The team: each position once (accents and case aside), each musician once in a position. */
export const planTeamInputSchema = z
  .array(planPositionInputSchema, { error: planMessages.teamInvalid })
  .max(PLAN_POSITIONS_MAX_COUNT, planMessages.tooManyPositions)
  .default([])
  .superRefine((team, context) => {
    const positions = new Set<string>();
    team.forEach((entry, index) => {
      const key = positionKey(entry.position);
      if (positions.has(key)) context.addIssue({ code: "custom", path: [index, "position"], message: planMessages.positionRepeated });
      positions.add(key);
      entry.musicianIds.forEach((musicianId, at) => {
        if (entry.musicianIds.indexOf(musicianId) !== at) context.addIssue({ code: "custom", path: [index, "musicianIds", at], message: planMessages.musicianRepeated });
      });
    });
  });

/** Body of POST /api/admin/plans and PUT /api/admin/plans/:id: the whole plan, its songs in order. */
export const planInputSchema = (today: () => string) =>
  z.object({
    date: planDateSchema(today),
    time: serviceTimeSchema,
    bandId: serviceBandIdSchema,
    songs: z
      .array(planSongInputSchema, { error: planMessages.songsInvalid })
      .max(PLAN_SONGS_MAX_COUNT, planMessages.tooManySongs)
      .default([]),
    team: planTeamInputSchema,
  });
export type PlanInput = z.output<ReturnType<typeof planInputSchema>>;
export type PlanInputBody = z.input<ReturnType<typeof planInputSchema>>;

/** GET /api/admin/plans: `today` is the browser's day, which splits upcoming plans from past ones. */
export const planListQuerySchema = z.object({
  today: text({ error: planMessages.todayInvalid }).refine(isCalendarDate, planMessages.todayInvalid).optional(),
});
export type PlanListQuery = z.output<typeof planListQuerySchema>;

/** GET /api/admin/plans/bloqueados?date=: who blocked that day ('Minhas escalas'), for the plan form's warnings. */
export const blockedQuerySchema = z.object({
  date: text({ error: planMessages.todayInvalid }).refine(isCalendarDate, planMessages.todayInvalid),
});
export type BlockedResponse = { date: string; musicianIds: string[] };

// ---------------------------------------------------------------------------
// Response shapes
// ---------------------------------------------------------------------------

export type PlanSong = {
  songCatalogId: string;
  songName: string;
  musicalKey: string | null;
  note: string | null;
};

/** An assignment's answer: 'pendente' until the musician answers (the escala's next slice). */
export type PlanAssignmentStatus = "pendente" | "confirmado" | "recusado";

export type PlanTeamMember = {
  musicianId: string;
  musicianName: string;
  status: PlanAssignmentStatus;
  declineReason: string | null;
};

/** A position of the team, its musicians in order (none: still empty). */
export type PlanTeamPosition = { position: string; members: PlanTeamMember[] };

/** A plan as the admin API answers it. */
export type Plan = {
  id: string;
  date: string;
  time: string;
  bandId: string;
  bandName: string;
  /** The key of its page: /churches/{slug}/ensaio/{publicKey}. */
  publicKey: string;
  songs: PlanSong[];
  team: PlanTeamPosition[];
  /** Computed by the server when it answers: who is twice, busy at the same time, and empty positions. */
  warnings: PlanTeamWarning[];
};

export type { PlanTeamWarning } from "../plan-team";

/** A musician who could fill a position: free that day, plays its instrument; `served`: times in the last 8 weeks. */
export type ReplacementCandidate = { musicianId: string; musicianName: string; served: number };

export type ReplacementsResponse = { position: string; candidates: ReplacementCandidate[] };

/** Query of GET /api/admin/plans/:id/replacements. */
export const replacementsQuerySchema = z.object({
  // Optional here so that another church's plan is a 404 whatever the query; the route asks for it then.
  position: nameText({ error: planMessages.positionRequired, required: planMessages.positionRequired })
    .max(PLAN_POSITION_MAX_LENGTH, { error: planMessages.positionTooLong })
    .optional(),
});

export type PlanListResponse = {
  /** Today or later, soonest first. */
  upcoming: Plan[];
  /** Before today and not recorded yet, latest first (at most PAST_PLANS_MAX_COUNT). */
  past: Plan[];
};

export type PlanResponse = { plan: Plan };

/** The performance a musician practises with: a song of a past service of the church. */
export type PlanPractice = {
  serviceKey: string;
  songKey: string;
  date: string;
  time: string;
  bandName: string;
  musicalKey: string | null;
  tempo: number | null;
  /** Why this one (docs/decisions/449). */
  reason: "same-key" | "same-band" | "recent";
};

export type PublicPlanSong = {
  position: number;
  songName: string;
  author: string | null;
  musicalKey: string | null;
  note: string | null;
  chordUrl: string | null;
  lyricsUrl: string | null;
  /** The song's public page key, null when the song was never played in a public service. */
  songKey: string | null;
  practice: PlanPractice | null;
  /**
   * The church's chart ('Cifra', issue 42) as ChordPro, and its original key: the unlisted page
   * shows it in `musicalKey` (the chart's own key when the plan gives none). Null when the song has none.
   */
  chart: string | null;
  originalKey: string | null;
};

export type PublicPlanMusician = { name: string; instrument: string[] };

/** GET /api/public/churches/:churchSlug/ensaio/:key: the plan's page. */
export type PublicPlanResponse = {
  church: { slug: string; name: string };
  plan: {
    date: string;
    time: string;
    band: { name: string; year: number; key: string | null };
    musicians: PublicPlanMusician[];
    songs: PublicPlanSong[];
  };
};
