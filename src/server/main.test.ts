import path from "node:path";
import { describe, expect, it } from "vitest";
import { alive, appProcessTests, startAppProcess, runScript } from "../../tests/app-process";
import { readOutbox, resetLinkIn } from "../../tests/outbox";

// These tests run the server as `npm start` does: a separate process on its own DATA_DIR with
// the embedded PostgreSQL, so they cover start-up, shutdown and crash recovery end to end.

/** Several app and CLI processes start one after the other: slow on a busy machine. */
const PROCESS_TEST_TIMEOUT = 120_000;
const { running, dataDir, postmasterPid } = appProcessTests("louvor-main-");

async function signIn(url: string, email: string, password: string) {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { status: response.status, cookie };
}

describe("the app process", () => {
  it("stops with a message naming the variable when production configuration is missing", () => {
    const result = runScript("src/server/main.ts", [], { NODE_ENV: "production", DATA_DIR: dataDir(), PUBLIC_URL: "https://x.example.org" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("AUTH_SECRET is required");
  });

  it("starts with demo data on an empty embedded database, prints how to sign in, and shuts down cleanly", async () => {
    const dir = dataDir();
    const app = await startAppProcess({ DATA_DIR: dir });
    running.push(app);
    await expect.poll(() => app.output(), { timeout: 10_000 }).toContain("senha:");
    expect(app.output()).toContain(`Louvor está no ar: ${app.url}`);
    expect(app.output()).toContain("e-mail: demo@louvor.app");
    expect(app.output()).toMatch(new RegExp(`${app.url}/churches/[a-z0-9-]+`));
    expect((await signIn(app.url, "demo@louvor.app", "louvor-demo")).status).toBe(200);

    const pid = postmasterPid(dir);
    expect(pid && alive(pid)).toBe(true);
    app.child.kill("SIGTERM");
    expect(await app.exited).toBe(0);
    expect(alive(pid!)).toBe(false);
    expect(postmasterPid(dir)).toBeUndefined();
  }, PROCESS_TEST_TIMEOUT);

  it("restarts after kill -9 during writes with every committed row", async () => {
    const dir = dataDir();
    const env = { DATA_DIR: dir };
    const first = await startAppProcess(env);
    running.push(first);
    const orphan = postmasterPid(dir)!;

    // Every successful sign-in commits a session row; keep writing while the app is killed.
    const committed: string[] = [];
    let stop = false;
    const writers = Array.from({ length: 4 }, async () => {
      while (!stop) {
        try {
          const result = await signIn(first.url, "demo@louvor.app", "louvor-demo");
          if (result.status === 200) committed.push(result.cookie);
        } catch {
          return; // the server is gone
        }
      }
    });
    await expect.poll(() => committed.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
    first.child.kill("SIGKILL");
    await first.exited;
    stop = true;
    await Promise.all(writers);
    expect(alive(orphan)).toBe(true); // the postgres child outlived the app

    const second = await startAppProcess(env);
    running.push(second);
    expect(alive(orphan)).toBe(false);
    for (const cookie of committed) {
      const response = await fetch(`${second.url}/api/admin/church`, { headers: { cookie } });
      expect(response.status).toBe(200);
    }
    // The demo data was loaded once, not again.
    expect(second.output()).not.toContain("demo data loaded");
  }, PROCESS_TEST_TIMEOUT);
});

describe("the embedded PostgreSQL under a running app", () => {
  it("is restarted when its postmaster is killed: health comes back to 200 and committed rows are there", async () => {
    const dir = dataDir();
    const app = await startAppProcess({ DATA_DIR: dir });
    running.push(app);
    const first = await signIn(app.url, "demo@louvor.app", "louvor-demo");
    expect(first.status).toBe(200);
    const killedPid = postmasterPid(dir)!;

    process.kill(killedPid, "SIGKILL");
    await expect.poll(() => alive(killedPid), { timeout: 10_000 }).toBe(false);
    // A new postmaster runs (a pooled connection to a dying backend may answer for a moment before).
    await expect
      .poll(() => {
        const pid = postmasterPid(dir);
        return pid !== undefined && pid !== killedPid && alive(pid);
      }, { timeout: 30_000, interval: 100 })
      .toBe(true);
    await expect
      .poll(async () => (await fetch(`${app.url}/api/health`)).status, { timeout: 30_000, interval: 100 })
      .toBe(200);
    expect(app.child.exitCode).toBeNull(); // the app itself was not restarted

    // The session committed before the crash still signs the administrator in, and new writes work.
    expect((await fetch(`${app.url}/api/admin/church`, { headers: { cookie: first.cookie } })).status).toBe(200);
    expect((await signIn(app.url, "demo@louvor.app", "louvor-demo")).status).toBe(200);
    expect(app.output()).toContain("restarted after an unexpected exit");
  }, PROCESS_TEST_TIMEOUT);

  it("stops with the app whichever of SIGINT, SIGTERM and SIGHUP reaches the app's whole process group", async () => {
    const dir = dataDir();
    let previous = "the first start";
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
      const app = await startAppProcess({ DATA_DIR: dir, SEED_DEMO: "false" }, { detached: true }).catch((error: unknown) => {
        throw new Error(`${previous}: ${(error as Error).message}`, { cause: error });
      });
      previous = `the restart right after the ${signal} stop`;
      running.push(app);
      const pid = postmasterPid(dir)!;
      expect(alive(pid)).toBe(true);

      process.kill(-app.child.pid!, signal); // the group, as a terminal or a service manager does
      expect(await app.exited).toBe(0);
      expect(alive(pid)).toBe(false);
      expect(postmasterPid(dir)).toBeUndefined();
    }
  }, PROCESS_TEST_TIMEOUT);
});

// Each test starts one or two app processes with their own embedded PostgreSQL: slow on a busy machine.
describe("the app process in production", () => {
  const production = (dir: string) => ({ NODE_ENV: "production", DATA_DIR: dir, AUTH_SECRET: "a".repeat(48), LOG_LEVEL: "info" });
  // What the README and `npm start` publish for trying Louvor out.
  const PUBLISHED = { email: "demo@louvor.app", password: "louvor-demo" };

  it("loads no demo by default, so the published demo credentials do not sign in", async () => {
    const app = await startAppProcess(production(dataDir()));
    running.push(app);
    await expect.poll(() => app.output(), { timeout: 10_000 }).toContain("Louvor está no ar");
    expect((await signIn(app.url, PUBLISHED.email, PUBLISHED.password)).status).toBe(401);
    expect(app.output()).not.toContain(PUBLISHED.email);
    const directory = await fetch(`${app.url}/api/public/churches`);
    expect(JSON.stringify(await directory.json())).not.toContain("igreja-esperanca");
   }, 120_000);

  it("with SEED_DEMO=true gives the demo administrator a random password, printed once; a reset link goes to the outbox, never the log", async () => {
    const dir = dataDir();
    const app = await startAppProcess({ ...production(dir), SEED_DEMO: "true" });
    running.push(app);
    await expect.poll(() => app.output(), { timeout: 10_000 }).toContain("senha:");
    const password = /senha:\s+(\S+)/.exec(app.output())?.[1] ?? "";
    expect(password).not.toBe(PUBLISHED.password);
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(app.output().split(password)).toHaveLength(2); // printed once
    expect((await signIn(app.url, PUBLISHED.email, PUBLISHED.password)).status).toBe(401);
    expect((await signIn(app.url, PUBLISHED.email, password)).status).toBe(200);

    const requested = await fetch(`${app.url}/api/auth/request-password-reset`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: JSON.stringify({ email: PUBLISHED.email, redirectTo: "/reset-password" }),
    });
    expect(requested.status).toBe(200);
    const outbox = path.join(dir, "outbox");
    await expect.poll(() => readOutbox(outbox).length, { timeout: 10_000 }).toBe(1);
    const token = resetLinkIn(readOutbox(outbox)[0]!).searchParams.get("token")!;
    expect(token.length).toBeGreaterThan(10);
    // The outbox write is logged (info) once the mail is out: the log is complete for this request.
    await expect.poll(() => app.output(), { timeout: 10_000 }).toContain("mail written to outbox");
    expect(app.output()).not.toContain(token);
    expect(app.output()).not.toContain("reset-password?token");

    // A restart does not print the password again.
    app.child.kill("SIGTERM");
    expect(await app.exited).toBe(0);
    const again = await startAppProcess({ ...production(dir), SEED_DEMO: "true" });
    running.push(again);
    await expect.poll(() => again.output(), { timeout: 10_000 }).toContain("senha:");
    expect(again.output()).not.toContain(password);
   }, 180_000);
});

describe("npm run admin:create", () => {
  it("creates an administrator through the running app's embedded server, and refuses duplicates and weak passwords", async () => {
    const dir = dataDir();
    const app = await startAppProcess({ DATA_DIR: dir, SEED_DEMO: "false" });
    running.push(app);
    const pid = postmasterPid(dir);
    const env = { DATA_DIR: dir, PUBLIC_URL: app.url };

    const created = runScript("src/server/cli/admin-create.ts", ["--email", "Maria@Example.com", "--password", "senha-forte-1"], env);
    expect(created.stderr).toBe("");
    expect(created.status).toBe(0);
    expect(created.stdout).toContain("Administrador criado: maria@example.com");
    expect(postmasterPid(dir)).toBe(pid); // no second server
    expect((await signIn(app.url, "maria@example.com", "senha-forte-1")).status).toBe(200);

    const duplicate = runScript("src/server/cli/admin-create.ts", ["--email", "maria@example.com", "--password", "outra-senha-1"], env);
    expect(duplicate.status).toBe(1);
    expect(duplicate.stderr).toContain("Já existe um administrador com o e-mail maria@example.com.");

    const weak = runScript("src/server/cli/admin-create.ts", ["--email", "joao@example.com", "--password", "curta"], env);
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain("A senha deve ter pelo menos 8 caracteres.");

    const missing = runScript("src/server/cli/admin-create.ts", ["--email", "joao@example.com"], env);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("Uso: npm run admin:create");
  }, PROCESS_TEST_TIMEOUT);

  it("starts and stops the embedded server itself when the app is not running", () => {
    const dir = dataDir();
    const created = runScript("src/server/cli/admin-create.ts", ["--email", "ana@example.com", "--password", "senha-forte-2"], {
      DATA_DIR: dir,
      SEED_DEMO: "false",
    });
    expect(created.stderr).toBe("");
    expect(created.status).toBe(0);
    expect(postmasterPid(dir)).toBeUndefined();
  }, PROCESS_TEST_TIMEOUT);
});
