import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { accessSync, chmodSync, constants, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Debian's nginx (the `nginx-light` package), which CI installs. */
export const NGINX = "/usr/sbin/nginx";
/** The example the README tells operators to install; the tests run this very file. */
export const NGINX_EXAMPLE = path.join(root, "deploy/nginx/louvor.conf");
/** The host name the example is written for (its server_name and certificate paths). */
export const EXAMPLE_HOST = "louvor.example.org";

/** Fails with what to install when nginx is not there, rather than with a spawn error. */
export function requireNginx(): void {
  try {
    accessSync(NGINX, constants.X_OK);
  } catch {
    throw new Error(`${NGINX} is missing: these tests run the nginx example for real (apt-get install -y nginx-light).`);
  }
}

/** A self-signed certificate for `host` (its subjectAltName too), made by openssl into `dir`. */
export function makeSelfSignedCertificate(dir: string, host: string) {
  const certificate = path.join(dir, "certificate.pem");
  const key = path.join(dir, "key.pem");
  const result = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", `/CN=${host}`, "-addext", `subjectAltName=DNS:${host}`, "-keyout", key, "-out", certificate],
    { encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`openssl could not make a certificate: ${result.stderr || String(result.error)}`);
  chmodSync(key, 0o600);
  return { certificate, key, pem: readFileSync(certificate, "utf8") };
}

export type ExampleParts = { httpPort: number; httpsPort: number; certificate: string; key: string; upstream: string };

/**
 * The example with only what a test machine needs changed: the two listen ports (on the loopback
 * address), the certificate and key, and the app's address. Each replaced line must be found
 * exactly once, so an edit of the example that the test would silently miss fails here instead.
 */
export function renderNginxExample(parts: ExampleParts): string {
  const replacements: [string, string][] = [
    ["listen 80;", `listen 127.0.0.1:${parts.httpPort};`],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${parts.httpsPort} ssl http2;`],
    [`ssl_certificate     /etc/letsencrypt/live/${EXAMPLE_HOST}/fullchain.pem;`, `ssl_certificate     ${parts.certificate};`],
    [`ssl_certificate_key /etc/letsencrypt/live/${EXAMPLE_HOST}/privkey.pem;`, `ssl_certificate_key ${parts.key};`],
    ["server 127.0.0.1:3000;", `server ${parts.upstream};`],
  ];
  let text = readFileSync(NGINX_EXAMPLE, "utf8");
  for (const [from, to] of replacements) {
    const count = text.split(from).length - 1;
    if (count !== 1) throw new Error(`deploy/nginx/louvor.conf should hold \`${from}\` once (found ${count}): the test replaces it`);
    text = text.replace(from, to);
  }
  return text;
}

export type RunningNginx = { pid: number; stop(): Promise<void>; errorLog(): string };

/**
 * Runs nginx in the foreground with everything of its own (pid, logs, temporary files) in `dir`,
 * serving `site` (a file included in its http block, as Debian's nginx.conf includes
 * sites-enabled). Resolves once its pid file exists: nginx writes it after binding its ports.
 */
export async function startNginx(dir: string, site: string): Promise<RunningNginx> {
  requireNginx();
  // As root, nginx's worker runs as nobody and must reach its temporary files in here.
  chmodSync(dir, 0o755);
  const sitePath = path.join(dir, "site.conf");
  const pidFile = path.join(dir, "nginx.pid");
  const errorLog = path.join(dir, "error.log");
  writeFileSync(sitePath, site);
  const temporary = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`);
  const main = [
    "daemon off;",
    "worker_processes 1;",
    `pid ${pidFile};`,
    `error_log ${errorLog} warn;`,
    "events { worker_connections 256; }",
    "http {",
    "  access_log off;",
    ...temporary,
    `  include ${sitePath};`,
    "}",
  ].join("\n");
  const mainPath = path.join(dir, "nginx.conf");
  writeFileSync(mainPath, `${main}\n`);

  const child: ChildProcess = spawn(NGINX, ["-p", dir, "-c", mainPath, "-e", errorLog], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const readLog = () => (existsSync(errorLog) ? readFileSync(errorLog, "utf8") : "");

  const deadline = Date.now() + 10_000;
  while (!existsSync(pidFile)) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
      throw new Error(`nginx did not start (${child.exitCode ?? child.signalCode}):\n${stderr}${readLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const pid = child.pid ?? Number.NaN;
  return {
    pid,
    errorLog: readLog,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
