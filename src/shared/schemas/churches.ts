import { z } from "zod";
import { SLUG_PATTERN, slugify } from "../slugs";
import type { MemberRole } from "./team";
import { nameText, optionalText, text } from "./text";

/** The church as the admin API returns it. */
export type Church = {
  id: string;
  name: string;
  slug: string;
  address: string | null;
  youtubeChannel: string | null;
  logoUrl: string | null;
  /** 'Publicar cifras' (issue 42): the public song page shows the chart; off by default. */
  publishCharts: boolean;
  /** The escala's reminder to whoever has not answered, this many days before (1 to 14); null: 'nunca'. */
  escalaReminderDays: number | null;
  /** 'Enviar o repertório aos confirmados na véspera'. */
  escalaDayBefore: boolean;
};

export const CHURCH_NAME_MAX_LENGTH = 120;
export const CHURCH_SLUG_MAX_LENGTH = 80;
export const CHURCH_ADDRESS_MAX_LENGTH = 300;
export const CHURCH_CHANNEL_MAX_LENGTH = 300;
/**
 * Spec §9: availability is checked only for slugs longer than 2 characters, and saving needs a
 * checked slug, so a slug has at least 3.
 */
export const SLUG_MIN_LENGTH = 3;
/** A raw slug is bounded before it is normalised, so a huge text is refused without work. */
const SLUG_RAW_MAX_LENGTH = 500;

export const churchMessages = {
  nameRequired: "O nome da igreja é obrigatório.",
  nameTooLong: `O nome da igreja deve ter no máximo ${CHURCH_NAME_MAX_LENGTH} caracteres.`,
  slugRequired: "O ID único da igreja é obrigatório.",
  slugTooLong: `O ID único da igreja deve ter no máximo ${CHURCH_SLUG_MAX_LENGTH} caracteres.`,
  slugTooShort: `O ID único da igreja deve ter pelo menos ${SLUG_MIN_LENGTH} caracteres.`,
  slugUnavailable: "O ID único da igreja não está disponível. Por favor, escolha outro.",
  addressTooLong: `O endereço deve ter no máximo ${CHURCH_ADDRESS_MAX_LENGTH} caracteres.`,
  channelRequired: "O canal do YouTube é obrigatório.",
  channelTooLong: `O canal do YouTube deve ter no máximo ${CHURCH_CHANNEL_MAX_LENGTH} caracteres.`,
  channelInvalid: "Informe o link do canal no YouTube (ex: https://www.youtube.com/@suaigreja).",
  textInvalid: "Informe um texto.",
  alreadyExists: "Você já cadastrou uma igreja.",
  notFound: "Igreja não encontrada",
  reminderDaysInvalid: "Escolha 'nunca' ou de 1 a 14 dias antes.",
  settingInvalid: "Marque ou desmarque a opção.",
} as const;

/** The escala's reminder: from 1 to 14 days before the plan (null: 'nunca'); 3 by default. */
export const ESCALA_REMINDER_DAYS_MIN = 1;
export const ESCALA_REMINDER_DAYS_MAX = 14;
export const ESCALA_REMINDER_DAYS_DEFAULT = 3;

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);
const HANDLE = /^@[\w.-]{3,100}$/;

/**
 * The channel as a full https YouTube link: "@handle" and links typed without "https://" are
 * completed; anything that is not a page on youtube.com gives null. It is shown as a link on the
 * public pages, so nothing else (javascript:, other sites) may be stored.
 */
export function normaliseYoutubeChannel(text: string): string | null {
  const value = text.trim();
  if (HANDLE.test(value)) return `https://www.youtube.com/${value}`;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (!YOUTUBE_HOSTS.has(url.hostname.toLowerCase()) || url.pathname.length < 2) return null;
  if (url.username || url.password || url.port) return null;
  url.protocol = "https:";
  return url.toString();
}

/** A slug as typed, normalised by the shared rule, then checked (3 to 80 characters). */
export const churchSlugSchema = text({ error: churchMessages.slugRequired })
  .max(SLUG_RAW_MAX_LENGTH, churchMessages.slugTooLong)
  .transform(slugify)
  .pipe(
    z
      .string()
      .min(1, { error: churchMessages.slugRequired, abort: true })
      .min(SLUG_MIN_LENGTH, churchMessages.slugTooShort)
      .max(CHURCH_SLUG_MAX_LENGTH, churchMessages.slugTooLong)
      .regex(SLUG_PATTERN, churchMessages.slugRequired),
  );

/** Body of POST and PUT /api/admin/church, and the church settings form. */
export const churchInputSchema = z.object({
  name: nameText({ error: churchMessages.nameRequired, required: churchMessages.nameRequired }).max(
    CHURCH_NAME_MAX_LENGTH,
    churchMessages.nameTooLong,
  ),
  slug: churchSlugSchema,
  address: optionalText({
    error: churchMessages.textInvalid,
    max: CHURCH_ADDRESS_MAX_LENGTH,
    tooLong: churchMessages.addressTooLong,
  }).transform((value) => value ?? null),
  youtubeChannel: text({ error: churchMessages.channelRequired })
    .min(1, churchMessages.channelRequired)
    .max(CHURCH_CHANNEL_MAX_LENGTH, churchMessages.channelTooLong)
    .transform((value, context) => {
      const link = normaliseYoutubeChannel(value);
      if (link === null || link.length > CHURCH_CHANNEL_MAX_LENGTH) {
        context.addIssue({ code: "custom", message: churchMessages.channelInvalid });
        return z.NEVER;
      }
      return link;
    }),
  // The church's choices (issue 42); left out, a save keeps them as stored (a new church: the defaults).
  publishCharts: z.boolean({ error: churchMessages.settingInvalid }).optional(),
  escalaReminderDays: z
    .number({ error: churchMessages.reminderDaysInvalid })
    .int(churchMessages.reminderDaysInvalid)
    .min(ESCALA_REMINDER_DAYS_MIN, churchMessages.reminderDaysInvalid)
    .max(ESCALA_REMINDER_DAYS_MAX, churchMessages.reminderDaysInvalid)
    .nullable()
    .optional(),
  escalaDayBefore: z.boolean({ error: churchMessages.settingInvalid }).optional(),
});
export type ChurchInput = z.output<typeof churchInputSchema>;
export type ChurchFormValues = z.input<typeof churchInputSchema>;

/** Query of GET /api/admin/church/slug-availability. */
export const slugAvailabilityQuerySchema = z.object({
  slug: text({ error: churchMessages.slugRequired }).max(SLUG_RAW_MAX_LENGTH, churchMessages.slugTooLong),
});

/** Answer of GET /api/admin/church/slug-availability: the normalised slug and whether it can be saved. */
export type SlugAvailability = { slug: string; available: boolean };

/** The signed-in member's church and their role there ('admin' Administrador, 'editor' Editor); both null before they have one. */
export type GetChurchResponse = { church: Church | null; role: MemberRole | null };
export type ChurchResponse = { church: Church };
