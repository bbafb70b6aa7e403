/**
 * Text without its accents ("João" → "Joao", "Ação" → "Acao"): the letters decomposed (NFD) and
 * their combining marks dropped. The one rule behind slugs, readable keys, searches and the
 * chapter parser's comparisons; each adds its own case and punctuation rules.
 */
export function withoutAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "");
}
