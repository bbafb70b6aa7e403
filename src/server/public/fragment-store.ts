/**
 * The JSON of the service cards of a church's public listings, kept under the church's content
 * version (decision 360), so a page or a search with a new term writes the JSON of only the cards
 * it has not met at this version.
 *
 * View counts are not kept: they change without advancing the version. A fragment is the item's
 * JSON cut where its counts go, and each answer puts in the counts its own query read, so a kept
 * fragment is never older than its page.
 */

/** An item's JSON text, cut at its view counts: n counts go between n + 1 pieces. */
export type Fragment = readonly string[];

/** Whose cards, at which version, and which rendering of them (a musician's cards list only their songs). */
export type FragmentScope = { owner: string; version: string; kind: string };

/** A page's row: the item's id and its view counts, in the order its fragment takes them. */
export type CountedRow = { id: string; counts: readonly number[] };

/** What `load` returns: the version its statement read, and the missing items' fragments. */
export type LoadedFragments = { version: string; fragments: Map<string, Fragment> };

export type FragmentStore = ReturnType<typeof createFragmentStore>;

/**
 * A service card: its fields, then its songs, each with the song's count after the service's own
 * (counts: the service's, then each song's, in the songs' order).
 */
export function cardFragment(fields: object, songs: readonly object[]): Fragment {
  const head = JSON.stringify({ ...fields, songCount: songs.length }).slice(0, -1);
  const pieces = [`${head},"viewCount":`];
  songs.forEach((song, index) => {
    pieces.push(`${index === 0 ? ',"songs":[' : "},"}${JSON.stringify(song).slice(0, -1)},"viewCount":`);
  });
  pieces.push(songs.length > 0 ? "}]}" : ',"songs":[]}');
  return pieces;
}

/** The fragment's JSON with `counts` in its cuts, or null when they do not fit it. */
export function spliced(fragment: Fragment, counts: readonly number[]): string | null {
  if (fragment.length !== counts.length + 1) return null;
  let text = fragment[0]!;
  for (let index = 0; index < counts.length; index += 1) text += `${counts[index]}${fragment[index + 1]}`;
  return text;
}

export function createFragmentStore({ maxEntries = 50_000 }: { maxEntries?: number } = {}) {
  // Least recently used first; an older version's fragments are never asked for again and age out.
  const entries = new Map<string, Fragment>();
  const keyOf = (scope: FragmentScope, id: string) => `${scope.owner} ${scope.version} ${scope.kind} ${id}`;

  function recall(key: string): Fragment | undefined {
    const fragment = entries.get(key);
    if (fragment) {
      entries.delete(key);
      entries.set(key, fragment);
    }
    return fragment;
  }

  function remember(key: string, fragment: Fragment) {
    entries.delete(key);
    entries.set(key, fragment);
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
  }

  /**
   * The JSON array of a page's rows, read at `scope.version`: kept fragments with the rows'
   * counts, the others loaded by `load` and kept. Null when `load` read another version (a save
   * came between the two statements): the caller reads both again in one snapshot.
   */
  async function render(scope: FragmentScope, rows: readonly CountedRow[], load: (ids: string[]) => Promise<LoadedFragments>): Promise<string | null> {
    const texts: (string | null)[] = rows.map((row) => {
      const kept = recall(keyOf(scope, row.id));
      return kept ? spliced(kept, row.counts) : null;
    });
    const missing = rows.filter((_, index) => texts[index] === null).map((row) => row.id);
    if (missing.length > 0) {
      const loaded = await load(missing);
      if (loaded.version !== scope.version) return null;
      for (const [index, row] of rows.entries()) {
        if (texts[index] !== null) continue;
        const fragment = loaded.fragments.get(row.id);
        const text = fragment ? spliced(fragment, row.counts) : null;
        if (!fragment || text === null) return null;
        remember(keyOf(scope, row.id), fragment);
        texts[index] = text;
      }
    }
    return `[${texts.join(",")}]`;
  }

  /**
   * Reads and keeps the fragments of `ids` not kept at `scope.version` (a church's cards read
   * before any page asks for them); false when `load` read another version (nothing is kept).
   */
  async function fill(scope: FragmentScope, ids: readonly string[], load: (ids: string[]) => Promise<LoadedFragments>): Promise<boolean> {
    const missing = ids.filter((id) => !entries.has(keyOf(scope, id)));
    if (missing.length === 0) return true;
    const loaded = await load(missing);
    if (loaded.version !== scope.version) return false;
    for (const [id, fragment] of loaded.fragments) remember(keyOf(scope, id), fragment);
    return true;
  }

  return {
    render,
    fill,
    get size() {
      return entries.size;
    },
    clear: () => entries.clear(),
  };
}
