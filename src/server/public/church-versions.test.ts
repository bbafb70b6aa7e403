import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { signedInAdmin } from "../../../tests/factories";
import { useTestApp } from "../../../tests/test-app";
import { type Database, churches } from "../db";
import type { ChurchSummaryResponse, DirectoryResponse } from "@shared/schemas/public-listing";
import { listenForChurchChanges } from "./church-versions";

/**
 * While it listens, the public side knows each church's version without asking the database
 * (decision 370), and is never wrong: a save made through this app is on the public page at the
 * next request, a change written by anyone else as soon as its notification arrives, and nothing
 * is kept while the listening connection is not proven to receive notifications.
 */

const t = useTestApp({}, { listen: true });
let cookie: string;
let church: { id: string; slug: string; name: string };

const layout = async (key = church.slug) => await t.request(`/api/public/churches/${key}`);
const layoutName = async () => ((await (await layout()).json()) as ChurchSummaryResponse).church.name;

/** How many times `run` looks a church up in the database (other statements are not counted). */
async function churchLookups(db: Database, run: () => unknown): Promise<number> {
  const pool = db.$client;
  const original = pool.query.bind(pool);
  let lookups = 0;
  (pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
    const [first] = args as [string | { text?: string }];
    const text = typeof first === "string" ? first : (first?.text ?? "");
    if (/from churches/i.test(text)) lookups += 1;
    return (original as (...a: unknown[]) => unknown)(...args);
  };
  try {
    await run();
    return lookups;
  } finally {
    (pool as unknown as { query: unknown }).query = original;
  }
}

const listeningAgain = async () => await vi.waitFor(() => expect(t.churchVersions.listening).toBe(true), { timeout: 10_000, interval: 20 });

beforeAll(async () => {
  const signedIn = await signedInAdmin(t);
  cookie = signedIn.cookie;
  church = signedIn.church;
  await listeningAgain();
});

describe("church versions kept while listening", () => {
  it("keep nothing until the listening connection has proven a notification reaches it", async () => {
    const versions = listenForChurchChanges(t.db, pino({ level: "silent" }));
    try {
      expect(versions.listening).toBe(false);
      expect(await churchLookups(t.db, async () => [await versions.church(church.slug), await versions.church(church.slug)])).toBe(2);
      await vi.waitFor(() => expect(versions.listening).toBe(true), { timeout: 10_000, interval: 20 });
      expect(await churchLookups(t.db, () => versions.church(church.slug))).toBe(1);
      expect(await churchLookups(t.db, () => versions.church(church.slug))).toBe(0);
    } finally {
      await versions.close();
    }
    expect(versions.listening).toBe(false);
  });

  it("answer a public page kept by the answer cache without any statement", async () => {
    expect((await layout()).status).toBe(200);
    expect(await churchLookups(t.db, async () => expect((await layout()).status).toBe(200))).toBe(0);
    // The church's id is a key too, and an unknown church is still a 404.
    expect((await layout(church.id)).status).toBe(200);
    expect((await layout("igreja-que-nao-existe")).status).toBe(404);
  });

  it("show an administrator's save at the next request, without waiting", async () => {
    expect(await layoutName()).toBe(church.name);
    const saved = await t.request("/api/admin/church", {
      method: "PUT",
      headers: { cookie },
      json: { name: "Igreja Renomeada", slug: church.slug, youtubeChannel: "https://www.youtube.com/@igreja" },
    });
    expect(saved.status).toBe(200);
    expect(await layoutName()).toBe("Igreja Renomeada");
    church.name = "Igreja Renomeada";
  });

  it("hear a change written by another connection: a new slug, the old one gone, the directory too", async () => {
    expect((await layout()).status).toBe(200);
    const directory = async () => ((await (await t.request("/api/public/churches")).json()) as DirectoryResponse).churches.map((item) => item.slug);
    expect(await directory()).toContain(church.slug);

    const oldSlug = church.slug;
    church.slug = `${oldSlug}-nova`;
    await t.db.update(churches).set({ slug: church.slug }).where(eq(churches.id, church.id));

    await vi.waitFor(async () => expect((await layout(oldSlug)).status).toBe(404), { timeout: 2_000, interval: 10 });
    expect((await layout()).status).toBe(200);
    expect(await directory()).toEqual(expect.arrayContaining([church.slug]));
    expect(await directory()).not.toContain(oldSlug);
  });

  it("do not keep a read that a change overtook", async () => {
    t.churchVersions.forget();
    const reading = t.churchVersions.church(church.slug);
    // A notification (or a save here) arrives while the read is on its way.
    t.churchVersions.forget();
    expect(await reading).toMatchObject({ id: church.id });
    expect(await churchLookups(t.db, () => t.churchVersions.church(church.slug))).toBe(1);
    expect(await churchLookups(t.db, () => t.churchVersions.church(church.slug))).toBe(0);
  });

  it("read the database when the listening connection is lost, and keep again once a new one is proven", async () => {
    await t.churchVersions.church(church.slug);
    const terminated = await t.db.execute<{ ended: boolean }>(
      sql`select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and query ilike 'listen louvor_church_changes'`,
    );
    expect(terminated.rows).toEqual([{ ended: true }]);
    await vi.waitFor(() => expect(t.churchVersions.listening).toBe(false), { timeout: 5_000, interval: 5 });
    await listeningAgain();

    // The new connection hears changes as the first did.
    await t.db.update(churches).set({ name: "Igreja Ouvida de Novo" }).where(eq(churches.id, church.id));
    await vi.waitFor(async () => expect(await layoutName()).toBe("Igreja Ouvida de Novo"), { timeout: 2_000, interval: 10 });
  });
});
