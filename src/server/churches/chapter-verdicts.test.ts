import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/database";
import { createChurch } from "../../../tests/factories";
import { CHAPTER_VERDICTS_KEPT, chapterVerdictsOf, rememberChapterVerdicts } from "./chapter-verdicts";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

describe("the church's remembered chapter verdicts (issue 39)", () => {
  it("stay bounded after many saves of long titles, each save's own titles kept and a later word winning", async () => {
    const church = await createChurch(database.db);
    for (let save = 0; save < 25; save++) {
      const verdicts = Array.from({ length: 200 }, (_, index) => ({ title: `Momento ${save} ${index} ${"parte ".repeat(30)}`, isSong: false }));
      await rememberChapterVerdicts(database.db, church.id, [...verdicts, { title: "Momento Missões", isSong: save % 2 === 0 }]);
    }
    const remembered = await chapterVerdictsOf(database.db, church.id);
    expect(remembered.size).toBe(CHAPTER_VERDICTS_KEPT);
    expect(JSON.stringify([...remembered]).length).toBeLessThan(150_000);
    // The last save's titles are all there, and the title said in every save has its last word.
    expect(remembered.get("momento 24 199 " + "parte ".repeat(30).trim())).toBe(false);
    expect(remembered.get("momento missoes")).toBe(true);
  });
});
