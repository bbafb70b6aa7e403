/** A link typed by an administrator, only when it is http(s): never a `javascript:` URL in an href. */
export function safeExternalUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}
