import { z } from "zod";
import { nameText, optionalText, searchText, text } from "./text";

/** A musician as the admin API returns it. */
export type Musician = {
  id: string;
  name: string;
  isMultibanda: boolean;
  instrument: string | null;
  bio: string | null;
  avatarUrl: string | null;
  /** Contact data (issue 41): only the church's Administradores and Editores see it, never a public page. */
  email: string | null;
  /** WhatsApp number, digits with the country code ("5511987654321"): what a wa.me link takes. */
  phone: string | null;
};

export const MUSICIAN_NAME_MAX_LENGTH = 100;
export const MUSICIAN_INSTRUMENT_MAX_LENGTH = 100;
export const MUSICIAN_BIO_MAX_LENGTH = 2000;
export const MUSICIAN_SEARCH_MAX_LENGTH = 100;
export const MUSICIAN_EMAIL_MAX_LENGTH = 254;

export const musicianMessages = {
  nameRequired: "O nome é obrigatório.",
  nameTooLong: `O nome deve ter no máximo ${MUSICIAN_NAME_MAX_LENGTH} caracteres.`,
  instrumentTooLong: `O instrumento deve ter no máximo ${MUSICIAN_INSTRUMENT_MAX_LENGTH} caracteres.`,
  bioTooLong: `A biografia deve ter no máximo ${MUSICIAN_BIO_MAX_LENGTH} caracteres.`,
  multibandaInvalid: "Informe se o músico é multi banda (verdadeiro ou falso).",
  textInvalid: "Informe um texto.",
  emailInvalid: "Informe um e-mail válido, como nome@exemplo.com.",
  phoneInvalid: "Informe o WhatsApp com DDD, como (11) 98765-4321, ou com o código do país, como +351 912 345 678.",
  searchTooLong: `A busca deve ter no máximo ${MUSICIAN_SEARCH_MAX_LENGTH} caracteres.`,
  notFound: "Músico não encontrado",
  /** Why a musician who played cannot be deleted (null: a count the server could not give). */
  inServices: (count: number | null) =>
    `Este músico participou de ${count === null ? "cultos" : count === 1 ? "1 culto" : `${count} cultos`} e não pode ser excluído, ` +
    "para que o histórico dos cultos não mude. Remova-o das escalas desses cultos antes de excluí-lo.",
} as const;

/** Brazil's country code: a number typed with its DDD and no country code is Brazilian (decision 510). */
const BRAZIL = "55";

/**
 * A WhatsApp number as typed ("(11) 98765-4321", "+55 11 98765-4321", "+351 912 345 678") to the
 * digits a wa.me link takes, with the country code; null when it cannot be a phone number. Without
 * a "+", 10 or 11 digits are a Brazilian number with its DDD; with one, 8 to 15 digits (E.164).
 */
export function normalizePhone(typed: string): string | null {
  if (!/^\+?[\d\s().-]+$/.test(typed)) return null;
  const digits = typed.replace(/\D/g, "");
  if (typed.startsWith("+")) return digits.length >= 8 && digits.length <= 15 && !digits.startsWith("0") ? digits : null;
  const national = digits.replace(/^0/, "");
  if (national.length === 10 || national.length === 11) return national.startsWith("0") ? null : BRAZIL + national;
  if ((national.length === 12 || national.length === 13) && national.startsWith(BRAZIL)) return national;
  return null;
}

/** A phone as the form shows it: "+55 (11) 98765-4321" for Brazil, "+351912345678" otherwise. */
export function formatPhone(digits: string): string {
  const brazilian = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return brazilian ? `+55 (${brazilian[1]}) ${brazilian[2]}-${brazilian[3]}` : `+${digits}`;
}

/**
 * An optional contact field: blank or null is null, left out keeps what is there (as optionalText);
 * otherwise `parse` gives the stored form, or null when the value is refused with `message`.
 */
function optionalContact(parse: (value: string) => string | null, message: string) {
  return text({ error: musicianMessages.textInvalid })
    .nullish()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      if (value === null || value === "") return null;
      const parsed = parse(value);
      if (parsed === null) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return parsed;
    });
}

const EMAIL = z.email().max(MUSICIAN_EMAIL_MAX_LENGTH);
const parseEmail = (value: string) => (EMAIL.safeParse(value).success ? value.toLowerCase() : null);

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
  email: optionalContact(parseEmail, musicianMessages.emailInvalid),
  phone: optionalContact(normalizePhone, musicianMessages.phoneInvalid),
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
