import { z } from "zod";
import { nameText, optionalText, searchText } from "./text";

/** A musician as the admin API returns it. */
export type Musician = {
  id: string;
  name: string;
  isMultibanda: boolean;
  instrument: string | null;
  bio: string | null;
  avatarUrl: string | null;
};

export const MUSICIAN_NAME_MAX_LENGTH = 100;
export const MUSICIAN_INSTRUMENT_MAX_LENGTH = 100;
export const MUSICIAN_BIO_MAX_LENGTH = 2000;
export const MUSICIAN_SEARCH_MAX_LENGTH = 100;

export const musicianMessages = {
  nameRequired: "O nome é obrigatório.",
  nameTooLong: `O nome deve ter no máximo ${MUSICIAN_NAME_MAX_LENGTH} caracteres.`,
  instrumentTooLong: `O instrumento deve ter no máximo ${MUSICIAN_INSTRUMENT_MAX_LENGTH} caracteres.`,
  bioTooLong: `A biografia deve ter no máximo ${MUSICIAN_BIO_MAX_LENGTH} caracteres.`,
  multibandaInvalid: "Informe se o músico é multi banda (verdadeiro ou falso).",
  textInvalid: "Informe um texto.",
  searchTooLong: `A busca deve ter no máximo ${MUSICIAN_SEARCH_MAX_LENGTH} caracteres.`,
  notFound: "Músico não encontrado",
  /** Why a musician who played cannot be deleted (null: a count the server could not give). */
  inServices: (count: number | null) =>
    `Este músico participou de ${count === null ? "cultos" : count === 1 ? "1 culto" : `${count} cultos`} e não pode ser excluído, ` +
    "para que o histórico dos cultos não mude. Remova-o das escalas desses cultos antes de excluí-lo.",
} as const;

/**
 * Body of POST and PUT /api/admin/musicians[/:id], and the musician dialog's form. The name is
 * required; on an update, fields left out keep their value.
 */
export const musicianInputSchema = z.object({
  name: nameText({
    error: (issue) => (issue.input === undefined || issue.input === null ? musicianMessages.nameRequired : musicianMessages.textInvalid),
    required: musicianMessages.nameRequired,
  }).max(MUSICIAN_NAME_MAX_LENGTH, musicianMessages.nameTooLong),
  isMultibanda: z.boolean({ error: musicianMessages.multibandaInvalid }).optional(),
  // Optional texts: blank or null is stored as null; left out (undefined) means "not sent", which
  // an update reads as "keep what is there".
  instrument: optionalText({
    error: musicianMessages.textInvalid,
    max: MUSICIAN_INSTRUMENT_MAX_LENGTH,
    tooLong: musicianMessages.instrumentTooLong,
  }),
  bio: optionalText({
    error: musicianMessages.textInvalid,
    multiline: true,
    max: MUSICIAN_BIO_MAX_LENGTH,
    tooLong: musicianMessages.bioTooLong,
  }),
});
export type MusicianInput = z.output<typeof musicianInputSchema>;
export type MusicianFormValues = z.input<typeof musicianInputSchema>;

/** Query of GET /api/admin/musicians. */
export const musicianListQuerySchema = z.object({
  search: searchText({ max: MUSICIAN_SEARCH_MAX_LENGTH, tooLong: musicianMessages.searchTooLong }),
  multibanda: z
    .enum(["true", "false"], { error: musicianMessages.multibandaInvalid })
    .transform((value) => value === "true")
    .optional(),
});
export type MusicianListQuery = z.output<typeof musicianListQuerySchema>;

export type MusicianListResponse = { musicians: Musician[] };

/**
 * GET /api/admin/musicians/:id/usage: what deleting the musician would do, asked before the
 * confirmation (docs/decisions/429). `services` > 0 means it cannot be deleted; `bands` are the
 * bands ("Banda Ágape (2019)") it would leave.
 */
export type MusicianUsage = { services: number; bands: string[] };
export type MusicianUsageResponse = { usage: MusicianUsage };
export type MusicianResponse = { musician: Musician };
