import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createBand, createChurch, createService, signedInAdmin } from "../../../tests/factories";
import { signInFrom } from "../../../tests/support/sign-in-from";
import { createTestApp, sessionCookie, TEST_ORIGIN, type TestApp, useTestApp } from "../../../tests/test-app";
import { churches, images, services } from "../db";

const EVIL = "https://evil.example";

const app = useTestApp();

async function churchRow(id: string) {
  const [row] = await app.db.select().from(churches).where(eq(churches.id, id));
  return row;
}

const refusal = { error: { code: "invalid_origin", message: `Abra o Louvor pelo endereço configurado: ${TEST_ORIGIN}` } };

function logoForm() {
  return sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 200, g: 20, b: 20 } } })
    .png()
    .toBuffer()
    .then((bytes) => {
      const form = new FormData();
      form.append("file", new File([bytes], "logo.png", { type: "image/png" }));
      return form;
    });
}

describe("writes from another site", () => {
  it("refuses a cross-site admin PUT with 403 and changes nothing", async () => {
    const { church, cookie } = await signedInAdmin(app);
    const body = JSON.stringify({ name: "Igreja Tomada", slug: church.slug, address: "", youtubeChannel: "https://www.youtube.com/@x" });
    const response = await app.app.request("/api/admin/church", {
      method: "PUT",
      headers: { cookie, origin: EVIL, "content-type": "application/json" },
      body,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(refusal);
    expect((await churchRow(church.id))?.name).toBe(church.name);
  });

  it("refuses a cross-site multipart upload and stores nothing; the same upload from the app works", async () => {
    const { church, cookie } = await signedInAdmin(app);
    const stored = () => app.db.select({ sha256: images.sha256 }).from(images).where(eq(images.churchId, church.id));

    const refused = await app.app.request("/api/admin/church/logo", { method: "POST", headers: { cookie, origin: EVIL }, body: await logoForm() });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(refusal);
    expect(await stored()).toEqual([]);
    expect((await churchRow(church.id))?.logoUrl).toBeNull();

    const accepted = await app.app.request("/api/admin/church/logo", {
      method: "POST",
      headers: { cookie, origin: TEST_ORIGIN },
      body: await logoForm(),
    });
    expect(accepted.status).toBe(200);
    expect(await stored()).toHaveLength(1);
  });

  it("judges a request without Origin by Sec-Fetch-Site, and lets a request with neither through", async () => {
    const { church, cookie } = await signedInAdmin(app);
    const put = (headers: Record<string, string>, name: string) =>
      app.app.request("/api/admin/church", {
        method: "PUT",
        headers: { cookie, "content-type": "application/json", ...headers },
        body: JSON.stringify({ name, slug: church.slug, address: "", youtubeChannel: "https://www.youtube.com/@x" }),
      });

    for (const site of ["cross-site", "same-site"]) {
      const response = await put({ "sec-fetch-site": site }, "Nome de fora");
      expect(response.status, site).toBe(403);
    }
    expect((await churchRow(church.id))?.name).toBe(church.name);
    expect((await put({ "sec-fetch-site": "same-origin" }, "Nome do próprio site")).status).toBe(200);
    // curl, the CLI: no browser, no ambient cookie a third-party page could borrow.
    expect((await put({}, "Nome pela linha de comando")).status).toBe(200);
    expect((await churchRow(church.id))?.name).toBe("Nome pela linha de comando");
    // An opaque origin (sandboxed frame, data: URL) is nobody's own.
    expect((await put({ origin: "null" }, "Nome opaco")).status).toBe(403);
  });

  it("counts no view posted from another site's page", async () => {
    const church = await createChurch(app.db);
    const band = await createBand(app.db, church.id);
    const service = await createService(app.db, church.id, { bandId: band.id, viewCount: 10 });
    const response = await app.app.request(`/api/views/services/${service.id}`, { method: "POST", headers: { origin: EVIL } });
    expect(response.status).toBe(403);
    const [row] = await app.db.select({ viewCount: services.viewCount }).from(services).where(eq(services.id, service.id));
    expect(row?.viewCount).toBe(10);
  });

  it("refuses a sign-in from another origin and says which address to open", async () => {
    const admin = await createAdmin(app);
    const response = await signInFrom(app, "http://127.0.0.1:3000", admin);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(refusal);
    expect(sessionCookie(response)).toBe("");
  });
});

describe("without PUBLIC_URL", () => {
  let open: TestApp;
  beforeAll(async () => {
    open = await createTestApp({ PUBLIC_URL: "" });
  });
  afterAll(async () => {
    await open.close();
  });

  const signInAt = (origin: string, requestOrigin: string, credentials: { email: string; password: string }) =>
    open.app.request(`${requestOrigin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin, "content-type": "application/json" },
      body: JSON.stringify(credentials),
    });

  it("signs in from whatever address the server was opened at: 127.0.0.1, a LAN address, localhost", async () => {
    expect(open.config.publicUrlConfigured).toBe(false);
    const admin = await createAdmin(open);
    for (const address of ["http://127.0.0.1:3000", "http://192.168.0.17:3000", "http://localhost:3000", "http://[::1]:8080"]) {
      const response = await signInAt(address, address, admin);
      expect(response.status, address).toBe(200);
      const cookie = sessionCookie(response);
      const church = await open.app.request(`${address}/api/admin/church`, { headers: { cookie } });
      expect(church.status, address).toBe(200);
    }
  });

  it("still refuses a page of another origin than the address the request came to", async () => {
    const admin = await createAdmin(open);
    const response = await signInAt(EVIL, "http://192.168.0.17:3000", admin);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("invalid_origin");
    // Another port is another origin.
    expect((await signInAt("http://192.168.0.17:5000", "http://192.168.0.17:3000", admin)).status).toBe(403);
  });

  it("passes better-auth's own origin check on a signed-in POST from that address (sign-out)", async () => {
    const admin = await createAdmin(open);
    const cookie = sessionCookie(await signInAt("http://10.0.0.5:3000", "http://10.0.0.5:3000", admin));
    // With a session cookie better-auth checks the origin itself on every POST.
    const signOut = await open.app.request("http://10.0.0.5:3000/api/auth/sign-out", {
      method: "POST",
      headers: { origin: "http://10.0.0.5:3000", cookie, "content-type": "application/json" },
      body: "{}",
    });
    expect(signOut.status).toBe(200);
  });
});
