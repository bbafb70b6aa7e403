import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

export const DEMO_ADMIN = { email: "demo@louvor.app", password: "louvor-demo" } as const;

const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run the suite with `npm run test:e2e`");
  return dir;
};

/** A new administrator (no church yet), created with the real CLI against the running app's database. */
export function createAdminWithCli(password = "senha-e2e-123") {
  const email = `admin-${randomUUID().slice(0, 8)}@example.com`;
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "src/server/cli/admin-create.ts", "--email", email, "--password", password],
    { env: { ...process.env, DATA_DIR: dataDir(), LOG_LEVEL: "warn" }, encoding: "utf8", timeout: 60_000 },
  );
  if (result.status !== 0) throw new Error(`admin:create failed: ${result.stderr}`);
  return { email, password };
}

export async function signIn(page: Page, credentials: { email: string; password: string }) {
  await page.getByLabel("E-mail").fill(credentials.email);
  await page.getByLabel("Senha").fill(credentials.password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

/** Signs in from the login page and waits for the admin area. */
export async function signInAsAdmin(page: Page, credentials: { email: string; password: string } = DEMO_ADMIN) {
  await page.goto("/admin/login");
  await signIn(page, credentials);
  await expect(page).not.toHaveURL(/\/admin\/login/);
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

export function resetLinkIn(message: string): string {
  const decoded = message.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = decoded.match(/https?:\/\/\S+\/reset-password\?token=[\w.~%-]+/);
  if (!match) throw new Error("no reset link in the message");
  return match[0];
}
