/**
 * The query keys of one kind of record (TanStack Query's key-factory pattern). Every key starts
 * with the noun, so invalidating `all` reaches each of them, `lists()` every list whatever its
 * filters, and `details()` every single record.
 *
 *     const bandKeys = entityKeys<{ search: string }>("bands");
 *     bandKeys.list({ search: "" }) // ["bands", "list", { search: "" }]
 *     bandKeys.detail(id)           // ["bands", "detail", id]
 *     bandKeys.of("candidates")     // ["bands", "candidates"]
 */
export function entityKeys<TFilters = never>(noun: string) {
  const all = [noun] as const;
  return {
    all,
    lists: () => [noun, "list"] as const,
    list: (filters: TFilters) => [noun, "list", filters] as const,
    details: () => [noun, "detail"] as const,
    detail: (id: string) => [noun, "detail", id] as const,
    /** Any other key of the noun: the noun followed by `parts`. */
    of: <const TParts extends readonly unknown[]>(...parts: TParts) => [noun, ...parts] as const,
  };
}
