import { z } from "zod";
import { INSTRUMENT_MAX_LENGTH, INSTRUMENTS_MAX_COUNT, parseInstruments } from "../instruments";
import { hasVisibleCharacter, nameText, searchText, text } from "./text";

/** A band member as the admin API returns it. */
export type BandMember = {
  musicianId: string;
  name: string;
  isMultibanda: boolean;
  instrument: string[];
};

/** A band as the admin API returns it. */
export type Band = {
  id: string;
  name: string;
  year: number;
  imageUrl: string | null;
  members: BandMember[];
};

export const BAND_NAME_MAX_LENGTH = 100;
export const BAND_YEAR_MIN = 1900;
export const BAND_YEAR_MAX = 2200;
export const BAND_MEMBERS_MAX_COUNT = 100;
export const BAND_SEARCH_MAX_LENGTH = 100;

export const bandMessages = {
  nameRequired: "O nome da banda é obrigatório.",
  nameNotText: "O nome da banda deve ser um texto.",
  nameTooLong: `O nome da banda deve ter no máximo ${BAND_NAME_MAX_LENGTH} caracteres.`,
  yearRequired: "O ano da banda é obrigatório.",
  yearInvalid: `Informe um ano entre ${BAND_YEAR_MIN} e ${BAND_YEAR_MAX}.`,
  invalidMusicianId: "ID de músico inválido.",
  duplicateMember: "Este músico já está na banda.",
  tooManyMembers: `Uma banda pode ter no máximo ${BAND_MEMBERS_MAX_COUNT} músicos.`,
  instrumentsInvalid: "Informe os instrumentos como uma lista de textos.",
  instrumentTooLong: `Cada instrumento deve ter no máximo ${INSTRUMENT_MAX_LENGTH} caracteres.`,
  tooManyInstruments: `Informe no máximo ${INSTRUMENTS_MAX_COUNT} instrumentos por músico.`,
  membersInvalid: "Informe os músicos da banda como uma lista.",
  searchTooLong: `A busca deve ter no máximo ${BAND_SEARCH_MAX_LENGTH} caracteres.`,
  notFound: "Banda não encontrada",
  /** Why a band that played cannot be deleted (null: a count the server could not give). */
  inServices: (count: number | null) =>
    `Esta banda tem ${count === null ? "cultos registrados" : count === 1 ? "1 culto registrado" : `${count} cultos registrados`} ` +
    "e não pode ser excluída, para que os cultos passados continuem com a sua banda.",
} as const;

/** Missing → "required"; present with the wrong type → `wrongType`. */
const requiredOr = (required: string, wrongType: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? required : wrongType;

export const bandNameSchema = nameText({
  error: requiredOr(bandMessages.nameRequired, bandMessages.nameNotText),
  required: bandMessages.nameRequired,
}).max(BAND_NAME_MAX_LENGTH, bandMessages.nameTooLong);

export const bandYearSchema = z
  .number({ error: requiredOr(bandMessages.yearRequired, bandMessages.yearInvalid) })
  .int(bandMessages.yearInvalid)
  .min(BAND_YEAR_MIN, bandMessages.yearInvalid)
  .max(BAND_YEAR_MAX, bandMessages.yearInvalid);

/**
 * A member's instruments: a list of names, each normalised as if typed ("Violão, Vocal" sent as
 * one item becomes two), at most 10 of at most 50 characters.
 */
export const memberInstrumentsSchema = z
  .array(text({ error: bandMessages.instrumentsInvalid }), { error: bandMessages.instrumentsInvalid })
  .max(INSTRUMENTS_MAX_COUNT * 4, bandMessages.tooManyInstruments)
  .transform((items) => parseInstruments(items.join(",")).filter(hasVisibleCharacter))
  .pipe(
    z
      .array(text().max(INSTRUMENT_MAX_LENGTH, bandMessages.instrumentTooLong))
      .max(INSTRUMENTS_MAX_COUNT, bandMessages.tooManyInstruments),
  );

export const bandMemberInputSchema = z.object({
  musicianId: z
    .guid({ error: bandMessages.invalidMusicianId })
    .transform((id) => id.toLowerCase()),
  instrument: memberInstrumentsSchema.default([]),
});

/** Body of POST and PUT /api/admin/bands[/:id]: the band and all its members, saved together. */
export const bandInputSchema = z.object({
  name: bandNameSchema,
  year: bandYearSchema,
  members: z
    .array(bandMemberInputSchema, { error: bandMessages.membersInvalid })
    .max(BAND_MEMBERS_MAX_COUNT, bandMessages.tooManyMembers)
    .default([])
    .superRefine((members, context) => {
      const seen = new Set<string>();
      members.forEach((member, index) => {
        const id = member.musicianId;
        if (seen.has(id)) {
          context.addIssue({ code: "custom", message: bandMessages.duplicateMember, path: [index, "musicianId"] });
        }
        seen.add(id);
      });
    }),
});
export type BandInput = z.output<typeof bandInputSchema>;
export type BandInputBody = z.input<typeof bandInputSchema>;

/** Query of GET /api/admin/bands. */
export const bandListQuerySchema = z.object({
  search: searchText({ max: BAND_SEARCH_MAX_LENGTH, tooLong: bandMessages.searchTooLong }),
});
export type BandListQuery = z.output<typeof bandListQuerySchema>;

export type BandListResponse = { bands: Band[] };

/**
 * GET /api/admin/bands/:id/usage: what deleting the band would do, asked before the confirmation
 * (docs/decisions/429). `services` > 0 means it cannot be deleted; `members` leave it.
 */
export type BandUsage = { services: number; members: number };
export type BandUsageResponse = { usage: BandUsage };
export type BandResponse = { band: Band };
