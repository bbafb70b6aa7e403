import net from "node:net";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import http from "node:http";
import { describe, expect, it } from "vitest";
import { alive, appProcessTests, startAppProcess, type AppProcess } from "../../../tests/app-process";
import { DRAINING_MESSAGE } from "../http";

// The app as `npm start` runs it with WEB_CONCURRENCY=2: a primary (embedded PostgreSQL,
// migrations, mail, backups) and two HTTP worker processes on one port (docs/decisions/465, 466).

const PROCESS_TEST_TIMEOUT = 120_000;
const { running, dataDir, postmasterPid } = appProcessTests("louvor-cluster-");

/** A process's command line, its arguments joined by spaces. */
const commandLine = (pid: number | string) => readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");

/** The app's worker processes: children of the primary running the same entry point (main). */
function workerPids(primary: number): number[] {
  const entryPoint = commandLine(primary).split(" ")[1]!;
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === primary && commandLine(entry).includes(entryPoint) && alive(Number(entry))) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids.sort((a, b) => a - b);
}

/** Established TCP connections on the app's port whose socket `pid` holds (it serves them). */
function connectionsHeldBy(pid: number, port: number): number {
  const established = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      const localPort = Number.parseInt(fields[1]?.split(":").at(-1) ?? "", 16);
      if (localPort === port && fields[3] === "01") established.add(fields[9]!);
    }
  }
  let held = 0;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
      if (inode && established.has(inode)) held++;
    } catch {
      // closed meanwhile
    }
  }
  return held;
}

/** Opens `count` keep-alive connections at once (each answered), and leaves them open. */
async function openConnections(url: string, count: number): Promise<http.Agent> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: count });
  await Promise.all(
    Array.from({ length: count }, () =>
      new Promise<void>((resolve, reject) => {
        http.get(`${url}/api/health`, { agent }, (response) => {
          response.resume();
          response.on("end", () => (response.statusCode === 200 ? resolve() : reject(new Error(`health ${response.statusCode}`))));
        }).on("error", reject);
      }),
    ),
  );
  return agent;
}

/** Which workers serve connections now: each of `count` fresh connections is held by one of them. */
async function workersServing(app: AppProcess, count = 4): Promise<number[]> {
  const port = Number(new URL(app.url).port);
  const agent = await openConnections(app.url, count);
  try {
    return workerPids(app.child.pid!).filter((pid) => connectionsHeldBy(pid, port) > 0);
  } finally {
    agent.destroy();
  }
}

const cluster = (dir: string, extra: Record<string, string> = {}) => ({
  DATA_DIR: dir,
  SEED_DEMO: "false",
  WEB_CONCURRENCY: "2",
  HTTP_KEEP_ALIVE_TIMEOUT_MS: "60000",
  ...extra,
});

describe("WEB_CONCURRENCY=2", () => {
  it("serves from two worker processes, replaces one killed with SIGKILL, and stops with the whole group leaving no PostgreSQL", async () => {
    const dir = dataDir();
    const app = await startAppProcess(cluster(dir), { detached: true });
    running.push(app);
    const primary = app.child.pid!;
    await expect.poll(() => workerPids(primary), { timeout: 30_000 }).toHaveLength(2);
    const [first, second] = workerPids(primary);
    // The round-robin hands connections to both in turn (a worker may still be starting: ask again).
    await expect.poll(() => workersServing(app), { timeout: 30_000 }).toEqual([first, second]);

    process.kill(first!, "SIGKILL");
    await expect.poll(() => app.output(), { timeout: 30_000 }).toContain("HTTP worker exited unexpectedly; starting another");
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200); // the other worker answers meanwhile
    expect((await fetch(`${app.url}/api/public/churches`)).status).toBe(200);
    await expect
      .poll(async () => {
        const serving = await workersServing(app);
        return serving.length === 2 && serving.includes(second!) && !serving.includes(first!);
      }, { timeout: 60_000, interval: 200 })
      .toBe(true);
    expect(app.child.exitCode).toBeNull(); // the primary was not restarted

    const pid = postmasterPid(dir)!;
    const workers = workerPids(primary);
    process.kill(-primary, "SIGINT"); // the group, as a terminal's Ctrl-C
    expect(await app.exited).toBe(0);
    expect(alive(pid)).toBe(false);
    expect(postmasterPid(dir)).toBeUndefined();
    expect(workers.filter(alive)).toEqual([]);
  }, PROCESS_TEST_TIMEOUT);

  it("drains on SIGTERM to the primary: health answers 503 'draining', a request in flight is answered, then exit 0 with PostgreSQL stopped", async () => {
    const dir = dataDir();
    const app = await startAppProcess(cluster(dir, { SHUTDOWN_DRAIN_DELAY_MS: "4000", LOG_LEVEL: "info" }));
    running.push(app);
    const primary = app.child.pid!;
    const port = Number(new URL(app.url).port);
    await expect.poll(() => workerPids(primary), { timeout: 30_000 }).toHaveLength(2);
    const workers = workerPids(primary);

    // A sign-in whose body is still on its way: the worker holds the connection.
    const inFlight = http.request(`${app.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
    });
    const answered = new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
      inFlight.on("response", (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode, body }));
      });
      inFlight.on("error", reject);
    });
    inFlight.write('{"email":"ninguem@example.com",');
    await expect.poll(() => workers.some((pid) => connectionsHeldBy(pid, port) > 0), { timeout: 10_000 }).toBe(true);

    const pid = postmasterPid(dir)!;
    process.kill(primary, "SIGTERM"); // the primary only: it stops its workers
    expect(await (await drainingHealth(app.url)).json()).toEqual({ status: "draining", error: { code: "draining", message: DRAINING_MESSAGE } });

    // Both workers have closed the port: a new connection is refused, whichever worker it would
    // reach. Asked with a bare TCP connection each time (a fetch may reuse a kept-alive one and
    // wait on it), so the answer comes well inside the grace time a request in flight is given.
    await expect.poll(() => newConnection(new URL(app.url)), { timeout: 30_000, interval: 50 }).toBe("ECONNREFUSED");
    // The request in flight is still answered.
    inFlight.end('"password":"senha-errada-1"}');
    const { status, body } = await answered;
    expect(status).toBe(401);
    expect(body).toContain("Invalid email or password");

    expect(await app.exited).toBe(0);
    expect(alive(pid)).toBe(false);
    expect(postmasterPid(dir)).toBeUndefined();
    expect(workers.filter(alive)).toEqual([]);
  }, PROCESS_TEST_TIMEOUT);
});

describe("WEB_CONCURRENCY=1", () => {
  it("drains the same way in one process: health answers 503 'draining' after SIGTERM, then exit 0 with PostgreSQL stopped", async () => {
    const dir = dataDir();
    const app = await startAppProcess({ DATA_DIR: dir, SEED_DEMO: "false", WEB_CONCURRENCY: "1", SHUTDOWN_DRAIN_DELAY_MS: "4000" });
    running.push(app);
    expect(workerPids(app.child.pid!)).toEqual([]); // no workers: this process serves
    const pid = postmasterPid(dir)!;

    app.child.kill("SIGTERM");
    expect(await (await drainingHealth(app.url)).json()).toMatchObject({ status: "draining", error: { message: DRAINING_MESSAGE } });
    expect(await app.exited).toBe(0);
    expect(alive(pid)).toBe(false);
    expect(postmasterPid(dir)).toBeUndefined();
  }, PROCESS_TEST_TIMEOUT);
});

/** Asks the app's health until it answers 503 (it is draining), within 4 seconds, and gives that answer. */
async function drainingHealth(url: string): Promise<Response> {
  let draining: Response | undefined;
  await expect
    .poll(async () => {
      draining = await fetch(`${url}/api/health`);
      return draining.status;
    }, { timeout: 4_000, interval: 50 })
    .toBe(503);
  return draining!;
}

/** What a new TCP connection to the app's port meets: "accepted", or the error's code ("ECONNREFUSED"). */
function newConnection(url: URL): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port) });
    socket.once("connect", () => {
      socket.destroy();
      resolve("accepted");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "failed"));
  });
}
