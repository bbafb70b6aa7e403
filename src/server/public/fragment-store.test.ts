import { describe, expect, it } from "vitest";
import { cardFragment, createFragmentStore, spliced, type Fragment, type LoadedFragments } from "./fragment-store";

const scope = { owner: "church-1", version: "7", kind: "card" };

/** A load that answers at `version` with a card without songs per id, and records what it was asked. */
function loader(version = "7") {
  const asked: string[][] = [];
  const load = async (ids: string[]): Promise<LoadedFragments> => {
    asked.push(ids);
    return { version, fragments: new Map(ids.map((id) => [id, cardFragment({ id, name: `Culto "${id}"` }, [])] as const)) };
  };
  return { asked, load };
}

describe("fragments", () => {
  it("put a card's own count and each of its songs' in their places", () => {
    const card = cardFragment({ id: "s", band: { name: 'Ágape "ao vivo"' } }, [{ id: "x" }, { id: "y" }]);
    expect(JSON.parse(spliced(card, [30, 1, 2])!)).toEqual({
      id: "s",
      band: { name: 'Ágape "ao vivo"' },
      songCount: 2,
      viewCount: 30,
      songs: [
        { id: "x", viewCount: 1 },
        { id: "y", viewCount: 2 },
      ],
    });
    expect(JSON.parse(spliced(cardFragment({ id: "t" }, []), [4])!)).toEqual({ id: "t", songCount: 0, viewCount: 4, songs: [] });
  });

  it("refuse counts that do not fit the fragment", () => {
    const card: Fragment = cardFragment({ id: "s" }, [{ id: "x" }]);
    expect(spliced(card, [1])).toBeNull();
    expect(spliced(card, [1, 2, 3])).toBeNull();
  });
});

describe("the fragment store", () => {
  it("reads ahead only the items it has not kept, and keeps nothing read at another version", async () => {
    const store = createFragmentStore();
    const { asked, load } = loader();
    expect(await store.fill(scope, ["a", "b"], load)).toBe(true);
    expect(await store.fill(scope, ["b", "c"], load)).toBe(true);
    expect(asked).toEqual([["a", "b"], ["c"]]);
    expect(await store.fill(scope, ["a", "c"], load)).toBe(true);
    expect(asked).toHaveLength(2);
    expect(await store.render(scope, [{ id: "c", counts: [5] }], load)).toBe(`[${spliced(cardFragment({ id: "c", name: 'Culto "c"' }, []), [5])}]`);
    expect(asked).toHaveLength(2);

    const moved = loader("8");
    expect(await store.fill(scope, ["d"], moved.load)).toBe(false);
    expect(store.size).toBe(3);
  });

  it("loads only the items it has not kept, and renders each with the page's own counts", async () => {
    const store = createFragmentStore();
    const { asked, load } = loader();
    const first = await store.render(scope, [{ id: "a", counts: [1] }, { id: "b", counts: [2] }], load);
    expect(JSON.parse(first!)).toEqual([
      { id: "a", name: 'Culto "a"', songCount: 0, viewCount: 1, songs: [] },
      { id: "b", name: 'Culto "b"', songCount: 0, viewCount: 2, songs: [] },
    ]);
    const second = await store.render(scope, [{ id: "b", counts: [9] }, { id: "c", counts: [3] }, { id: "a", counts: [5] }], load);
    expect(JSON.parse(second!).map((item: { id: string; viewCount: number }) => [item.id, item.viewCount])).toEqual([
      ["b", 9],
      ["c", 3],
      ["a", 5],
    ]);
    expect(asked).toEqual([["a", "b"], ["c"]]);
    expect(await store.render(scope, [], load)).toBe("[]");
  });

  it("keeps nothing across versions, owners or kinds", async () => {
    const store = createFragmentStore();
    const { asked, load } = loader("8");
    await store.render({ ...scope, version: "8" }, [{ id: "a", counts: [1] }], load);
    await store.render({ ...scope, version: "8", owner: "church-2" }, [{ id: "a", counts: [1] }], load);
    await store.render({ ...scope, version: "8", kind: "card musician m" }, [{ id: "a", counts: [1] }], load);
    expect(asked).toHaveLength(3);
  });

  it("answers null, keeping nothing, when the load read another version (a save came between)", async () => {
    const store = createFragmentStore();
    const { load } = loader("8");
    expect(await store.render(scope, [{ id: "a", counts: [1] }], load)).toBeNull();
    expect(store.size).toBe(0);
  });

  it("answers null when the load misses an item the page read", async () => {
    const store = createFragmentStore();
    const load = async (): Promise<LoadedFragments> => ({ version: "7", fragments: new Map() });
    expect(await store.render(scope, [{ id: "gone", counts: [1] }], load)).toBeNull();
  });

  it("keeps at most its bound, dropping the least recently used", async () => {
    const store = createFragmentStore({ maxEntries: 2 });
    const { asked, load } = loader();
    await store.render(scope, [{ id: "a", counts: [1] }, { id: "b", counts: [1] }], load);
    await store.render(scope, [{ id: "a", counts: [1] }], load);
    await store.render(scope, [{ id: "c", counts: [1] }], load);
    expect(store.size).toBe(2);
    await store.render(scope, [{ id: "a", counts: [1] }, { id: "c", counts: [1] }], load);
    await store.render(scope, [{ id: "b", counts: [1] }], load);
    expect(asked).toEqual([["a", "b"], ["c"], ["b"]]);
  });
});
