/** The items of all loaded pages, each once (a row can move between pages while paging). */
export function uniqueById<T extends { id: string }>(pages: readonly { items: readonly T[] }[] | undefined): T[] {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}
