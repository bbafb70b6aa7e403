import pino from "pino";
import { describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../tests/factories";
import { useTestApp } from "../../../tests/test-app";
import { createApp } from "../app";
import { UPLOAD_CONTENT_SECURITY_POLICY } from "../uploads";

const app = useTestApp();

/** The sources one directive of a Content-Security-Policy header allows. */
function directive(policy: string | null, name: string): string[] {
  const entry = (policy ?? "").split(";").map((part) => part.trim().split(/\s+/)).find(([key]) => key === name);
  return entry?.slice(1) ?? [];
}

describe("Cache-Control: no-store", () => {
  it("is on every admin API answer, success or failure", async () => {
    expect((await app.request("/api/admin/church")).headers.get("cache-control")).toBe("no-store");
    const { cookie } = await signedInAdmin(app);
    for (const url of ["/api/admin/church", "/api/admin/dashboard", "/api/admin/musicians", "/api/admin/bands/nao-existe"]) {
      const response = await app.request(url, { headers: { cookie } });
      expect(response.headers.get("cache-control"), `${url} ${response.status}`).toBe("no-store");
    }
  });

  it("is on every auth answer", async () => {
    const { cookie } = await signedInAdmin(app);
    expect((await app.request("/api/auth/get-session", { headers: { cookie } })).headers.get("cache-control")).toBe("no-store");
    const signIn = await app.request("/api/auth/sign-in/email", { method: "POST", json: { email: "ninguem@example.com", password: "errada-123" } });
    expect(signIn.status).toBe(401);
    expect(signIn.headers.get("cache-control")).toBe("no-store");
  });

  it("leaves public answers to their own caching", async () => {
    expect((await app.request("/api/health")).headers.get("cache-control")).not.toBe("no-store");
  });
});

describe("uploaded files", () => {
  it("keep their own restrictive policy, which the pages' policy does not replace", async () => {
    const { church } = await signedInAdmin(app);
    const key = await app.storage.put(church.id, { contentType: "image/webp", bytes: new Uint8Array([82, 73, 70, 70]) });
    const response = await app.request(app.storage.urlOf(key));
    expect(response.status).toBe(200);
    const policy = response.headers.get("content-security-policy");
    expect(policy).toBe(UPLOAD_CONTENT_SECURITY_POLICY);
    expect(directive(policy, "default-src")).toEqual(["'none'"]);
    expect(directive(policy, "script-src")).toEqual([]);
    expect(policy).toContain("sandbox");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("the pages' Content-Security-Policy", () => {
  const tagHosts = /googletagmanager|google-analytics/;

  it("names no tag manager or analytics host when no id is configured", async () => {
    const policy = (await app.request("/api/health")).headers.get("content-security-policy");
    expect(directive(policy, "default-src")).toEqual(["'self'"]);
    expect(policy).not.toMatch(tagHosts);
  });

  it("allows the tag manager and analytics hosts when GTM_ID or GA_MEASUREMENT_ID is set", async () => {
    for (const analytics of [
      { gtmId: "GTM-AB12CD3", gaMeasurementId: undefined },
      { gtmId: undefined, gaMeasurementId: "G-XYZ123456" },
    ]) {
      const withTags = createApp({ db: app.db, config: { ...app.config, analytics }, auth: app.auth, logger: pino({ level: "silent" }), storage: app.storage });
      const policy = (await withTags.request("/api/health")).headers.get("content-security-policy");
      expect(directive(policy, "script-src")).toContain("https://*.googletagmanager.com");
      expect(directive(policy, "connect-src")).toContain("https://*.google-analytics.com");
      expect(directive(policy, "img-src")).toContain("https://*.google-analytics.com");
    }
  });
});
