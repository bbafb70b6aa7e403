import { sql } from "drizzle-orm";

/**
 * The LIKE pattern for "contains this term, ignoring case and accents", to compare with
 * `louvor_search_text(column) like <pattern>`. The term's own %, _ and \ match themselves.
 */
export function likeContains(term: string) {
  const escaped = term.replace(/[\\%_]/g, (character) => `\\${character}`);
  return sql`'%' || louvor_search_text(${escaped}) || '%'`;
}
