import { slugify } from "./calendar";

/**
 * A demo musician's contacts for the escala (issue 41, decision 510): an example address made from
 * the name, which reaches nobody, and on every third musician a WhatsApp number in an unused range.
 */
export function demoContacts(name: string, index: number): { email: string; phone: string | null } {
  return { email: `${slugify(name).replaceAll("-", ".")}@example.com`, phone: index % 3 === 0 ? `5511${990_000_000 + index}` : null };
}
