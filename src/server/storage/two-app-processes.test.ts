import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { startAppProcess, type AppProcess } from "../../../tests/app-process";
import { createAdmin, createBand, createChurch } from "../../../tests/factories";
import { createTestApp, sessionCookie, type TestApp } from "../../../tests/test-app";
import { churches } from "../db";

// Two real app processes (`npm start`'s entry point) on one PostgreSQL, each with a DATA_DIR of
// its own: nothing but the database is shared between them.
const running: AppProcess[] = [];
const dirs: string[] = [];
let data: TestApp | undefined;
afterAll(async () => {
  for (const app of running) {
    if (app.child.exitCode === null && app.child.signalCode === null) {
      app.child.kill("SIGTERM");
      await app.exited;
    }
  }
  await data?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function dataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "louvor-two-apps-"));
  dirs.push(dir);
  return dir;
}

function png(red: number) {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: red, g: 100, b: 160 } } })
    .png()
    .toBuffer();
}

async function upload(app: AppProcess, url: string, cookie: string, bytes: Buffer) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "foto.png");
  const response = await fetch(`${app.url}${url}`, { method: "POST", headers: { cookie, origin: app.url }, body: form });
  expect(response.status).toBe(200);
  return response.json() as Promise<Record<string, Record<string, string>>>;
}

async function served(app: AppProcess, url: string) {
  const response = await fetch(`${app.url}${url}`);
  return { status: response.status, etag: response.headers.get("etag"), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("two app processes on one database", () => {
  it("move an older uploads folder in once, and each serves every image uploaded through the other", async () => {
    data = await createTestApp();
    const databaseUrl = data.config.databaseUrl ?? "";
    const admin = await createAdmin(data);
    // An image of an older version, in the first process's DATA_DIR/uploads.
    const firstDir = dataDir();
    const oldKey = `church-logos/${randomUUID()}.webp`;
    const oldLogo = await sharp(await png(30)).webp().toBuffer();
    mkdirSync(path.join(firstDir, "uploads", "church-logos"), { recursive: true });
    writeFileSync(path.join(firstDir, "uploads", oldKey), oldLogo);
    const church = await createChurch(data.db, { adminUserId: admin.id, logoUrl: `/uploads/${oldKey}` });
    const band = await createBand(data.db, church.id);

    const environment = { DATABASE_URL: databaseUrl, SEED_DEMO: "false", AUTH_SECRET: "a-secret-both-processes-share-0123456789" };
    const first = await startAppProcess({ ...environment, DATA_DIR: firstDir });
    running.push(first);
    const second = await startAppProcess({ ...environment, DATA_DIR: dataDir() });
    running.push(second);

    // The old file was moved in at the first start and its folder renamed, with the file in it.
    const [row] = await data.db.select({ logoUrl: churches.logoUrl }).from(churches).where(eq(churches.id, church.id));
    expect(row?.logoUrl).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
    expect((await served(second, row?.logoUrl ?? "")).bytes.equals(oldLogo)).toBe(true);
    expect(existsSync(path.join(firstDir, "uploads"))).toBe(false);
    const kept = readdirSync(firstDir).find((name) => name.startsWith("uploads.moved-to-database-")) ?? "";
    expect(readdirSync(path.join(firstDir, kept), { recursive: true })).toContain(oldKey);

    const signIn = await fetch(`${first.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: first.url },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = sessionCookie(signIn);

    const logoUrl = (await upload(first, "/api/admin/church/logo", cookie, await png(200))).church?.logoUrl ?? "";
    const fromFirst = await served(first, logoUrl);
    const fromSecond = await served(second, logoUrl);
    expect(fromSecond.status).toBe(200);
    expect(fromSecond.bytes.equals(fromFirst.bytes)).toBe(true);
    expect(fromSecond.etag).toBe(fromFirst.etag);

    const bandImage = (await upload(second, `/api/admin/bands/${band.id}/image`, cookie, await png(90))).band?.imageUrl ?? "";
    expect((await served(first, bandImage)).status).toBe(200);
    // The replaced logo is gone for both.
    expect((await served(second, row?.logoUrl ?? "")).status).toBe(404);
  }, 180_000);
});
