import { describe, expect, it } from "vitest";
import { appProcessTests, startAppProcess } from "../../../tests/app-process";
import { DEMO_CHURCH_SLUG } from "../demo";

/**
 * Issue 39: the app process, with a pool of 2 and unhandled rejections fatal
 * (--unhandled-rejections=strict), under ten exports at once read slowly beside public pages and
 * health checks: every export is a whole file or a clear 503 with Retry-After, nothing is cut
 * short, and the process is still up and answering afterwards.
 */

const { running, dataDir } = appProcessTests("louvor-under-load-");

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email: "demo@louvor.app", password: "louvor-demo" }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Reads a body with a pause after each chunk, as a phone on a poor network does. */
async function readSlowly(response: Response): Promise<number> {
  let bytes = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return bytes;
    bytes += value.byteLength;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the app under load with a pool of 2", () => {
  it("answers ten exports at once with whole files or 503s, and survives", { timeout: 180_000 }, async () => {
    const app = await startAppProcess({
      DATA_DIR: dataDir(),
      DB_POOL_SIZE: "2",
      NODE_OPTIONS: "--unhandled-rejections=strict",
    });
    running.push(app);
    const cookie = await signIn(app.url);

    const exports = Array.from({ length: 10 }, async () => {
      const response = await fetch(`${app.url}/api/admin/church/export`, { headers: { cookie } });
      if (response.status === 503) {
        expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe("server_busy");
        return "refused";
      }
      expect(response.status).toBe(200);
      expect(await readSlowly(response)).toBe(Number(response.headers.get("content-length")));
      return "whole";
    });
    const pages = Array.from({ length: 20 }, async (_, index) => {
      const response = await fetch(`${app.url}/api/public/churches${index % 2 ? "" : `/${DEMO_CHURCH_SLUG}`}`);
      await response.arrayBuffer();
      return response.status;
    });
    const outcomes = await Promise.all(exports);
    const pageStatuses = await Promise.all(pages);

    expect(outcomes).toContain("whole");
    for (const status of pageStatuses) expect([200, 503]).toContain(status);
    expect(app.child.exitCode).toBeNull();
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
    expect(app.output()).not.toMatch(/unhandled|Unhandled/);
  });
});
