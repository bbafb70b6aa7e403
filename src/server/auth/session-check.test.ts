import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { countStatements } from "../../../tests/count-statements";
import { createAdmin, createChurch } from "../../../tests/factories";
import { createTestApp, type TestApp } from "../../../tests/test-app";
import { verifiedSessionToken } from "./session-check";

const signed = (token: string, secret: string) =>
  encodeURIComponent(`${token}.${createHmac("sha256", secret).update(token).digest("base64")}`);

describe("verifiedSessionToken", () => {
  const name = "better-auth.session_token";
  const secret = "a-secret-that-is-long-enough-for-the-test";

  it("reads the token of a cookie signed with the secret", () => {
    expect(verifiedSessionToken(`theme=dark; ${name}=${signed("abc123", secret)}; x=1`, name, secret)).toBe("abc123");
  });

  it("refuses a cookie signed with another secret, a changed token or no signature", () => {
    expect(verifiedSessionToken(`${name}=${signed("abc123", "another-secret-of-enough-length")}`, name, secret)).toBeNull();
    const [, signature] = decodeURIComponent(signed("abc123", secret)).split(".");
    expect(verifiedSessionToken(`${name}=${encodeURIComponent(`abc124.${signature}`)}`, name, secret)).toBeNull();
    expect(verifiedSessionToken(`${name}=abc123`, name, secret)).toBeNull();
    expect(verifiedSessionToken(`other=${signed("abc123", secret)}`, name, secret)).toBeNull();
    expect(verifiedSessionToken(null, name, secret)).toBeNull();
  });
});

describe("the admin API's session check", () => {
  let app: TestApp;

  beforeEach(async () => {
    app = await createTestApp();
  });

  afterEach(async () => {
    await app.close();
  });

  async function signedIn() {
    const admin = await createAdmin(app);
    const { cookie } = await app.signIn(admin.email, admin.password);
    const churchPage = () => app.request("/api/admin/church", { headers: { cookie } });
    expect((await churchPage()).status).toBe(200);
    return { admin, churchPage };
  }

  it("refuses a session ended in the database at the next request", async () => {
    const { admin, churchPage } = await signedIn();
    await app.db.execute(sql`delete from sessions where user_id = ${admin.id}`);
    expect((await churchPage()).status).toBe(401);
  });

  it("refuses a session past its expiry", async () => {
    const { admin, churchPage } = await signedIn();
    await app.db.execute(sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${admin.id}`);
    expect((await churchPage()).status).toBe(401);
  });

  it("extends a session used a day after it was last extended, as better-auth does", async () => {
    const { admin, churchPage } = await signedIn();
    // Six days left of the seven: the daily extension is due.
    await app.db.execute(sql`update sessions set expires_at = now() + interval '6 days' - interval '1 minute' where user_id = ${admin.id}`);
    expect((await churchPage()).status).toBe(200);
    const { rows } = await app.db.execute<{ days: number }>(
      sql`select extract(epoch from expires_at - now()) / 86400 as days from sessions where user_id = ${admin.id}`,
    );
    expect(Number(rows[0]!.days)).toBeGreaterThan(6.9);
  });

  it("reads the administrator's church in the session's own statement, as it is at each request", async () => {
    const { admin } = await signedIn();
    const { cookie } = await app.signIn(admin.email, admin.password);
    const dashboard = () => app.request("/api/admin/dashboard", { headers: { cookie } });
    expect((await dashboard()).status).toBe(409);

    const church = await createChurch(app.db, { adminUserId: admin.id });
    const { result, statements } = await countStatements(app.db, dashboard);
    expect(result.status).toBe(200);
    // The session with its church, then the dashboard's counts: no statement for the church alone.
    expect(statements).toBe(2);

    // When the daily extension is due, better-auth reads the session; the church is then read on its own.
    await app.db.execute(sql`update sessions set expires_at = now() + interval '6 days' - interval '1 minute' where user_id = ${admin.id}`);
    const extended = await dashboard();
    expect(extended.status).toBe(200);
    const churchPage = await app.request("/api/admin/church", { headers: { cookie } });
    expect(await churchPage.json()).toMatchObject({ church: { id: church.id } });
  });
});
