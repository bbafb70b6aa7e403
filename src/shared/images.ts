/** Limits and messages of image uploads (spec, admin §5 and §9), shared by the picker and the server. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = "A imagem deve ter no máximo 5MB.";
export const INVALID_IMAGE_MESSAGE = "Por favor, selecione um arquivo de imagem válido.";
/** What the server accepts (judged by the bytes there; by the declared type in the browser). SVG is not an option. */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;

/** The browser-side check before an upload: the spec's message for the first problem, or null. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return INVALID_IMAGE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}
