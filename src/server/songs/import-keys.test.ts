import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createChurch, createSong } from "../../../tests/factories";
import { useTestApp } from "../../../tests/test-app";
import type { Executor } from "../db";

/**
 * The readable keys of songs added many at a time ('Importar lista', a church's import): one
 * insert statement recomputes each key group it touched once (migration 0021, decision 503), with
 * the rule of decision 170, and reads each group through the id range, never the whole catalogue
 * for each row (issue 39).
 */

const t = useTestApp();

type NewSong = { id: string; churchId: string; name: string; publicKey?: string };

async function insertInOneStatement(db: Executor, songs: NewSong[]): Promise<void> {
  const values = songs.map((song) => sql`(${song.id}::uuid, ${song.churchId}::uuid, ${song.name}, ${song.publicKey ?? null})`);
  await db.execute(sql`insert into songs_catalog (id, church_id, name, public_key) values ${sql.join(values, sql`, `)}`);
}

async function keysOf(ids: string[]): Promise<Record<string, string>> {
  const result = await t.db.execute<{ id: string; key: string }>(
    sql`select id, public_key as key from songs_catalog where id = any(${`{${ids.join(",")}}`}::uuid[])`,
  );
  return Object.fromEntries(result.rows.map((row) => [row.id, row.key]));
}

describe("song keys of one insert of many songs", () => {
  it("are the keys one insert per song gives: the whole id where slug and 4 id characters agree, within the church", async () => {
    const church = await createChurch(t.db);
    const other = await createChurch(t.db);
    const earlier = await createSong(t.db, church.id, { id: "cafe0000-0000-4000-8000-000000000001", name: "Santo" });
    expect((await keysOf([earlier.id]))[earlier.id]).toBe("santo-cafe");
    const songs: NewSong[] = [
      // Joins the earlier song's group with the same slug: both take their whole ids.
      { id: "cafe0000-0000-4000-8000-000000000002", churchId: church.id, name: "SANTO!" },
      // Two new songs of one group with one slug, and a third of another name beside them.
      { id: "d00d0000-0000-4000-8000-000000000001", churchId: church.id, name: "Aleluia" },
      { id: "d00d0000-0000-4000-8000-000000000002", churchId: church.id, name: "Aleluiá" },
      { id: "d00d0000-0000-4000-8000-000000000003", churchId: church.id, name: "Hosana" },
      // The same slug and 4 characters in another church: each church's group is its own.
      { id: "d00d0000-0000-4000-8000-000000000004", churchId: other.id, name: "Aleluia" },
      { id: "beef0000-0000-4000-8000-000000000001", churchId: other.id, name: "Grande É o Senhor" },
      // A key the insert gives is judged like any other: a wrong one is put right.
      { id: "f00d0000-0000-4000-8000-000000000001", churchId: church.id, name: "Raridade", publicKey: "outra-coisa" },
    ];
    await insertInOneStatement(t.db, songs);
    expect(await keysOf([earlier.id, ...songs.map((song) => song.id)])).toEqual({
      [earlier.id]: `santo-${earlier.id}`,
      "cafe0000-0000-4000-8000-000000000002": "santo-cafe0000-0000-4000-8000-000000000002",
      "d00d0000-0000-4000-8000-000000000001": "aleluia-d00d0000-0000-4000-8000-000000000001",
      "d00d0000-0000-4000-8000-000000000002": "aleluia-d00d0000-0000-4000-8000-000000000002",
      "d00d0000-0000-4000-8000-000000000003": "hosana-d00d",
      "d00d0000-0000-4000-8000-000000000004": "aleluia-d00d",
      "beef0000-0000-4000-8000-000000000001": "grande-e-o-senhor-beef",
      "f00d0000-0000-4000-8000-000000000001": "raridade-f00d",
    });

    // Renames and deletes still recompute their groups row by row (0008's trigger).
    await t.db.execute(sql`update songs_catalog set name = 'Hosana!' where id = 'd00d0000-0000-4000-8000-000000000002'`);
    await t.db.execute(sql`delete from songs_catalog where id = 'cafe0000-0000-4000-8000-000000000002'`);
    expect(await keysOf([earlier.id, "d00d0000-0000-4000-8000-000000000001", "d00d0000-0000-4000-8000-000000000002", "d00d0000-0000-4000-8000-000000000003"])).toEqual({
      [earlier.id]: "santo-cafe",
      "d00d0000-0000-4000-8000-000000000001": "aleluia-d00d",
      "d00d0000-0000-4000-8000-000000000002": "hosana-d00d0000-0000-4000-8000-000000000002",
      "d00d0000-0000-4000-8000-000000000003": "hosana-d00d0000-0000-4000-8000-000000000003",
    });
  });

  it("read each group of the catalogue once, not the church's catalogue once per song", async () => {
    const church = await createChurch(t.db);
    const count = 400;
    const songs = (word: string) => Array.from({ length: count }, (_, index): NewSong => ({ id: randomUUID(), churchId: church.id, name: `${word} ${index}` }));
    // A catalogue the size of the list, then the list in one statement.
    await insertInOneStatement(t.db, songs("Hino"));
    const list = songs("Canção");
    const read = await t.db.transaction(async (tx) => {
      await insertInOneStatement(tx, list);
      // This transaction's reads of the catalogue so far, through its indexes and by scanning it.
      const result = await tx.execute<{ tuples: string }>(sql`
        select pg_stat_get_xact_tuples_returned('songs_catalog'::regclass)
             + (select sum(pg_stat_get_xact_tuples_returned(i.indexrelid)) from pg_index i where i.indrelid = 'songs_catalog'::regclass) as tuples`);
      return Number(result.rows[0]!.tuples);
    });
    // About 5 a song; row by row (0008's trigger) each song read the church's catalogue: 713,387 here.
    expect(read).toBeLessThan(10 * count);
    const added = list[7]!;
    expect((await keysOf([added.id]))[added.id]).toBe(`cancao-7-${added.id.slice(0, 4)}`);
  });
});
