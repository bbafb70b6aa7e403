import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { createDatabase } from "./db";
import { createChurch } from "../../tests/factories";
import { useTestApp } from "../../tests/test-app";

const app = useTestApp();

describe("health", () => {
  it("answers 200 while the database answers", async () => {
    const response = await app.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers 503 when the database does not", async () => {
    const unreachable = createDatabase("postgres://nobody:wrong@127.0.0.1:1/none", { max: 1 });
    const broken = createApp({ db: unreachable, config: app.config, auth: app.auth, logger: pino({ level: "silent" }), storage: app.storage });
    const response = await broken.request("/api/health");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "unavailable", error: { code: "database_unavailable" } });
    await unreachable.$client.end();
  });
});

describe("HTTP conventions", () => {
  it("gives every response a request id and security headers", async () => {
    const response = await app.request("/api/health");
    expect(response.headers.get("x-request-id")).toMatch(/.{8,}/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("answers an unknown API route with the error shape", async () => {
    const response = await app.request("/api/nada-aqui");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "not_found", message: "Rota não encontrada." } });
  });
});

describe("serving the built client", () => {
  let client: ReturnType<typeof createApp>;
  let dir: string;
  beforeAll(async () => {
    await createChurch(app.db, { name: "Igreja", slug: "igreja" });
    dir = mkdtempSync(path.join(os.tmpdir(), "louvor-client-"));
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Louvor</title><div id=root></div>");
    writeFileSync(path.join(dir, "assets", "main-abc123.js"), "console.log('louvor')");
    writeFileSync(path.join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    client = createApp({ db: app.db, config: app.config, auth: app.auth, logger: pino({ level: "silent" }), storage: app.storage, clientDir: dir });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("serves hashed assets with a year of immutable caching", async () => {
    const response = await client.request("/assets/main-abc123.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("answers a missing asset with 404, not the page", async () => {
    const response = await client.request("/assets/main-old999.js");
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("<!doctype html>");
    expect((await client.request("/missing.png")).status).toBe(404);
  });

  it("answers client routes with index.html, revalidated each time (the admin shell never stored)", async () => {
    for (const [route, caching] of [
      ["/", "no-cache"],
      ["/churches/igreja/services", "no-cache"],
      ["/admin/login", "no-store"],
      ["/admin", "no-store"],
      ["/admin/services/new", "no-store"],
      ["/reset-password", "no-store"],
    ]) {
      const response = await client.request(route!);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/text\/html/);
      expect(response.headers.get("cache-control"), route).toBe(caching);
      expect(await response.text()).toContain("<title>Louvor</title>");
    }
  });

  it("sends a visitor of an unknown church's page to the directory (decision 380)", async () => {
    const response = await client.request("/churches/nao-existe/services");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });

  it("serves other public files", async () => {
    const response = await client.request("/favicon.svg");
    expect(response.status).toBe(200);
  });
});

describe("request bodies", () => {
  it("refuses a body over the limit with 413 in the error shape", async () => {
    const response = await app.request("/api/admin/church", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ big: "x".repeat(6 * 1024 * 1024 + 10) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { code: "payload_too_large", message: "O conteúdo enviado é grande demais." } });
  });
});
