import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBand, createChurch, createMusician } from "../../../tests/factories";
import { createTestApp, type TestApp } from "../../../tests/test-app";
import { bands, churches, images, musicians } from "../db";
import { moveUploadFolder } from "./move-upload-folder";

// A database per test: a move looks at every row of it.
let app: TestApp;
const roots: string[] = [];
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(() => app.close());
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function webp(red: number) {
  return sharp({ create: { width: 6, height: 6, channels: 3, background: { r: red, g: 90, b: 30 } } })
    .webp()
    .toBuffer();
}

/** An uploads folder as versions before decision 275 left it: `<folder>/<uuid>.webp`. */
function oldFolder() {
  const root = mkdtempSync(path.join(os.tmpdir(), "louvor-old-uploads-"));
  roots.push(root);
  const folder = path.join(root, "uploads");
  const put = (name: string, bytes: Buffer | string) => {
    const key = `${name}/${randomUUID()}.webp`;
    mkdirSync(path.join(folder, name), { recursive: true });
    writeFileSync(path.join(folder, key), bytes);
    return `/uploads/${key}`;
  };
  return { root, folder, put };
}

const logoOf = async (id: string) => (await app.db.select().from(churches).where(eq(churches.id, id)))[0]?.logoUrl;
const imageOf = async (id: string) => (await app.db.select().from(bands).where(eq(bands.id, id)))[0]?.imageUrl;
const avatarOf = async (id: string) => (await app.db.select().from(musicians).where(eq(musicians.id, id)))[0]?.avatarUrl;
const imageRows = (churchId: string) =>
  app.db.select({ sha256: images.sha256, uses: images.uses }).from(images).where(eq(images.churchId, churchId));

describe("moving an older version's uploads folder into the database", () => {
  it("stores every file a row points at, points the rows at the new URLs, then renames the folder with all its files; a second start does nothing", async () => {
    const old = oldFolder();
    const [logoBytes, bandBytes] = [await webp(10), await webp(20)];
    const church = await createChurch(app.db, { logoUrl: old.put("church-logos", logoBytes) });
    const band = await createBand(app.db, church.id, { imageUrl: old.put("band-images", bandBytes) });
    // Two files with the same bytes (one photo used twice): one copy, used twice.
    const ana = await createMusician(app.db, church.id, { avatarUrl: old.put("musician-avatars", bandBytes) });
    const missingUrl = `/uploads/musician-avatars/${randomUUID()}.webp`;
    const bia = await createMusician(app.db, church.id, { avatarUrl: missingUrl });
    const elsewhere = await createMusician(app.db, church.id, { avatarUrl: "https://cdn.example.com/foto.webp" });
    old.put("band-images", await webp(40)); // no row points at it (left by a crash)
    const before = readdirSync(old.folder, { recursive: true }).sort();

    const move = await moveUploadFolder(app.db, old.folder, new Date("2026-11-25T01:02:03.456Z"));

    expect(move).toMatchObject({ moved: 3, notMoved: [missingUrl], filesLeft: 1 });
    const newLogo = await logoOf(church.id);
    const newBandImage = await imageOf(band.id);
    expect(newLogo).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
    expect(await avatarOf(ana.id)).toBe(newBandImage);
    expect(await avatarOf(bia.id)).toBe(missingUrl);
    expect(await avatarOf(elsewhere.id)).toBe("https://cdn.example.com/foto.webp");
    for (const [url, bytes] of [[newLogo, logoBytes], [newBandImage, bandBytes]] as const) {
      const served = await app.request(url ?? "");
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    }
    expect(await imageRows(church.id)).toHaveLength(2);
    expect((await imageRows(church.id)).map((row) => row.uses).sort()).toEqual([1, 2]);

    expect(existsSync(old.folder)).toBe(false);
    expect(move?.keptAt).toBe(`${old.folder}.moved-to-database-2026-11-25T01-02-03-456Z`);
    expect(readdirSync(move?.keptAt ?? "", { recursive: true }).sort()).toEqual(before);

    expect(await moveUploadFolder(app.db, old.folder)).toBeNull();
    expect(await logoOf(church.id)).toBe(newLogo);
    expect(await imageRows(church.id)).toHaveLength(2);
  });

  it("changes nothing and deletes nothing when a file cannot be read", async () => {
    const old = oldFolder();
    const church = await createChurch(app.db, { logoUrl: old.put("church-logos", await webp(50)) });
    // Moved after the logo (URLs are taken in order), so the logo's move is undone.
    const unreadable = `musician-avatars/${randomUUID()}.webp`;
    mkdirSync(path.join(old.folder, unreadable), { recursive: true }); // a folder where a file should be
    const musician = await createMusician(app.db, church.id, { avatarUrl: `/uploads/${unreadable}` });
    const logoUrl = await logoOf(church.id);

    await expect(moveUploadFolder(app.db, old.folder)).rejects.toThrow(/EISDIR/);

    expect(await logoOf(church.id)).toBe(logoUrl);
    expect(await avatarOf(musician.id)).toBe(`/uploads/${unreadable}`);
    expect(await imageRows(church.id)).toEqual([]);
    expect(readFileSync(path.join(old.folder, (logoUrl ?? "").replace("/uploads/", ""))).byteLength).toBeGreaterThan(0);
  });

  it("moves a file two churches point at into each church", async () => {
    const old = oldFolder();
    const shared = old.put("church-logos", await webp(60));
    const first = await createChurch(app.db, { logoUrl: shared });
    const second = await createChurch(app.db, { logoUrl: shared });

    expect(await moveUploadFolder(app.db, old.folder)).toMatchObject({ moved: 1, notMoved: [] });

    expect(await logoOf(second.id)).toBe(await logoOf(first.id));
    expect(await imageRows(first.id)).toHaveLength(1);
    expect(await imageRows(second.id)).toHaveLength(1);
  });
});
