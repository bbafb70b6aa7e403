import { z } from "zod";

/**
 * 'Histórico' (issue 24): who changed what in a church. Every admin write leaves one entry, in the
 * write's own transaction; the page lists them newest first, 50 per page.
 */

export const HISTORY_PAGE_SIZE = 50;

/** The kinds of record an entry names, with the words the page shows for them. */
export const HISTORY_KINDS = ["service", "song", "musician", "band", "plan", "church", "member", "invitation"] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

export const HISTORY_ACTIONS = ["create", "update", "delete"] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export const historyKindLabels: Record<HistoryKind, string> = {
  service: "Culto",
  song: "Música",
  musician: "Músico",
  band: "Banda",
  plan: "Planejamento",
  church: "Igreja",
  member: "Membro",
  invitation: "Convite",
};

export const historyMessages = {
  title: "Histórico",
  empty: "Nenhuma alteração registrada.",
  pageInvalid: "Página inválida.",
  memberInvalid: "Membro inválido.",
  kindInvalid: "Tipo inválido.",
} as const;

const emptyIsNone = (value: unknown) => (value === "" ? undefined : value);

/** `?page=&member=&kind=`: an empty value is no filter. */
export const historyQuerySchema = z.object({
  page: z.coerce
    .number({ error: historyMessages.pageInvalid })
    .int({ error: historyMessages.pageInvalid })
    .min(1, { error: historyMessages.pageInvalid })
    .max(1_000_000, { error: historyMessages.pageInvalid })
    .default(1),
  member: z.preprocess(emptyIsNone, z.uuid({ error: historyMessages.memberInvalid }).optional()),
  kind: z.preprocess(emptyIsNone, z.enum(HISTORY_KINDS, { error: historyMessages.kindInvalid }).optional()),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export type HistoryEntry = {
  id: string;
  /** ISO timestamp. */
  at: string;
  /** The member's id, null once the account is gone (the name stays). */
  userId: string | null;
  userName: string;
  kind: HistoryKind;
  recordId: string | null;
  action: HistoryAction;
  summary: string;
};

/** A member who appears in the church's history (the filter's options). */
export type HistoryMember = { id: string; name: string };

export type HistoryResponse = {
  entries: HistoryEntry[];
  total: number;
  page: number;
  pageSize: number;
  members: HistoryMember[];
};

/** Who created a record and who changed it last, as the service form shows it. */
export type RecordAuthorship = {
  created: { by: string; at: string } | null;
  lastChanged: { by: string; at: string } | null;
};
