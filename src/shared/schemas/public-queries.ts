import { z } from "zod";
import { keyText, searchText, text } from "./text";

/**
 * The public API's parameters (/api/public): one set of limits, one paging rule and one
 * not-found text per kind of thing, for every public endpoint. The spec's words where it has them.
 */
export const publicMessages = {
  churchNotFound: "Igreja não encontrada",
  bandNotFound: "Banda não encontrada",
  musicianNotFound: "Músico não encontrado",
  songNotFound: "Música não encontrada",
  serviceNotFound: "Serviço não encontrado",
  searchTooLong: "A busca deve ter no máximo 100 caracteres.",
  pageInvalid: "A página deve ser um número inteiro entre 1 e 10000.",
  pageSizeInvalid: "pageSize deve ser 25, 50 ou 100.",
  keyTooLong: "A chave deve ter no máximo 300 caracteres.",
  serviceIdInvalid: "Informe o id do culto.",
  songIdInvalid: "O id da música é inválido.",
} as const;

export const PUBLIC_SEARCH_MAX_LENGTH = 100;
export const PUBLIC_MAX_PAGE = 10_000;
export const PUBLIC_KEY_MAX_LENGTH = 300;
/** Song page sizes: 100 on the church listing, 50 on the band/musician tabs, 25 in the older lists. */
export const PUBLIC_SONG_PAGE_SIZES = ["25", "50", "100"] as const;
export const DEFAULT_SONG_PAGE_SIZE = 50;

/** An optional search term: trimmed, blank means none. */
export const publicSearchSchema = searchText({ max: PUBLIC_SEARCH_MAX_LENGTH, tooLong: publicMessages.searchTooLong });

/** A page number, 1 to 10,000 (digits only); absent is 1. */
export const publicPageSchema = text()
  .regex(/^\d{1,5}$/, publicMessages.pageInvalid)
  .transform(Number)
  .pipe(z.number().int().min(1, publicMessages.pageInvalid).max(PUBLIC_MAX_PAGE, publicMessages.pageInvalid))
  .optional()
  .default(1);

/** A readable key (or a bare id) in a query parameter. */
export const publicKeySchema = keyText({ max: PUBLIC_KEY_MAX_LENGTH, tooLong: publicMessages.keyTooLong }).min(1);

const direction = z.enum(["asc", "desc"]).default("desc");
const listingFilters = { band: publicKeySchema.optional(), musician: publicKeySchema.optional() };

/** GET /api/public/churches?search= */
export const directoryQuerySchema = z.object({ search: publicSearchSchema });

/** GET /api/public/churches/:churchKey/services */
export const servicesQuerySchema = z.object({
  search: publicSearchSchema,
  sort: z.enum(["date", "view_count"]).default("date"),
  direction,
  page: publicPageSchema,
  ...listingFilters,
});

/** GET /api/public/churches/:churchKey/songs */
export const songsQuerySchema = z.object({
  search: publicSearchSchema,
  sort: z.enum(["name", "service_date", "view_count", "duration"]).default("service_date"),
  direction,
  page: publicPageSchema,
  pageSize: z
    .enum(PUBLIC_SONG_PAGE_SIZES, { message: publicMessages.pageSizeInvalid })
    .default(String(DEFAULT_SONG_PAGE_SIZE) as "50")
    .transform(Number),
  ...listingFilters,
});

/** GET /api/public/churches/:churchKey/bands */
export const bandsQuerySchema = z.object({ search: publicSearchSchema });

/** GET /api/public/churches/:churchKey/catalogue */
export const catalogueQuerySchema = z.object({ search: publicSearchSchema, page: publicPageSchema });

/** GET /api/public/churches/:churchKey/services/:serviceKey */
export const servicePageQuerySchema = z.object({
  song: keyText({ max: PUBLIC_KEY_MAX_LENGTH, tooLong: publicMessages.keyTooLong })
    .optional()
    .transform((value) => (value ? value : undefined)),
});

/** GET /api/public/churches/:churchKey/recommendations */
export const recommendationsQuerySchema = z.object({
  service: z.uuid({ error: publicMessages.serviceIdInvalid }),
  song: z.uuid({ error: publicMessages.songIdInvalid }).optional(),
});
