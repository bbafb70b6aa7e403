import { execFile, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, type Page } from "@playwright/test";
import { matchPattern, paths, tokenParam } from "../../src/shared/paths";
import { isPage } from "./routes";

export const DEMO_ADMIN = { email: "demo@louvor.app", password: "louvor-demo" } as const;

const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run the suite with `npm run test:e2e`");
  return dir;
};

export type Credentials = { email: string; password: string };

/** The `npm run admin:create` command line for a new administrator (no church yet) on the running app's database. */
function adminCreateCommand(password: string) {
  const email = `admin-${randomUUID().slice(0, 8)}@example.com`;
  // The CLI's build that scripts/e2e.ts made beside the server's (decision 523), or its source.
  const built = process.env.E2E_SERVER_DIR;
  const entry = built ? [path.join(built, "admin-create.js")] : ["--import", "tsx", "src/server/cli/admin-create.ts"];
  const args = [...entry, "--email", email, "--password", password];
  const options = { env: { ...process.env, DATA_DIR: dataDir(), LOG_LEVEL: "warn" }, encoding: "utf8" as const, timeout: 60_000 };
  return { credentials: { email, password }, args, options };
}

/** A new administrator (no church yet), created with the real CLI against the running app's database. */
export function createAdminWithCli(password = "senha-e2e-123"): Credentials {
  const { credentials, args, options } = adminCreateCommand(password);
  const result = spawnSync(process.execPath, args, options);
  if (result.status !== 0) throw new Error(`admin:create failed: ${result.stderr}`);
  return credentials;
}

/** `createAdminWithCli` without blocking the worker while the CLI runs. */
export async function createAdminWithCliAsync(password = "senha-e2e-123"): Promise<Credentials> {
  const { credentials, args, options } = adminCreateCommand(password);
  try {
    await promisify(execFile)(process.execPath, args, options);
  } catch (error) {
    throw new Error(`admin:create failed: ${(error as { stderr?: string }).stderr ?? String(error)}`);
  }
  return credentials;
}

export async function signIn(page: Page, credentials: Credentials) {
  await page.getByLabel("E-mail").fill(credentials.email);
  await page.getByLabel("Senha").fill(credentials.password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

/** Signs in from the login page and waits for the admin area. */
export async function signInAsAdmin(page: Page, credentials: Credentials = DEMO_ADMIN) {
  await page.goto(paths.admin.login.href());
  await signIn(page, credentials);
  await expect(page).not.toHaveURL(isPage(paths.admin.login));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** The newest message in the running app's outbox addressed to `to`, as raw text. */
export function lastMailTo(to: string): string | undefined {
  const outbox = path.join(dataDir(), "outbox");
  let files: string[];
  try {
    files = readdirSync(outbox).filter((file) => file.endsWith(".eml")).sort();
  } catch {
    return undefined;
  }
  return files
    .map((file) => readFileSync(path.join(outbox, file), "utf8"))
    .filter((message) => message.includes(`To: ${to}`))
    .at(-1);
}

/** The first link in a raw message (quoted-printable undone) to `page` with a token: a mailed one-time link. */
export function mailedLinkIn(message: string, page: { fullPattern: string }): string {
  const decoded = message.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const link = decoded.match(/https?:\/\/[^\s"'<>]+/g)?.find((candidate) => {
    const url = new URL(candidate);
    return matchPattern(page.fullPattern, url.pathname) !== null && url.searchParams.has(tokenParam);
  });
  if (!link) throw new Error(`no link to ${page.fullPattern} in the message`);
  return link;
}

export const resetLinkIn = (message: string) => mailedLinkIn(message, paths.resetPassword);
