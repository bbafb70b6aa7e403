import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { FAKE_YOUTUBE_KEY } from "./tests/fake-youtube-api";

const port = Number(process.env.E2E_PORT ?? 4173);
/** The stand-in for the YouTube Data API that 'Importar do YouTube' talks to (tests/fake-youtube-api.ts). */
const youtubePort = Number(process.env.E2E_YOUTUBE_PORT ?? port + 1);
export const baseURL = `http://localhost:${port}`;
/**
 * Debian's headless shell (the `chromium-headless-shell` package: Chromium's own engine without the
 * browser's window layers) is what Playwright itself runs headless, and it takes about a third less
 * of this machine's two cores than the full browser does (docs/decisions/516). The full browser
 * stays the fallback, and Lighthouse keeps it.
 */
const headlessShell = "/usr/bin/chromium-headless-shell";
export const e2eChromium = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium");

/**
 * End-to-end tests drive the built app in Debian's Chromium. `npm run test:e2e` (scripts/e2e.ts)
 * builds the client, makes a fresh DATA_DIR and runs this; the server is the real one, on the
 * embedded PostgreSQL with the demo data. The public specs read the demo church; each admin spec
 * (and the views spec, which counts) works on its own administrator and church (e2e/support/test.ts),
 * so tests run in parallel workers (docs/decisions/300). E2E_WORKERS overrides the count.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: true,
  retries: 0,
  // Two workers share this machine's two cores: a test gets about half the CPU it had alone.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Per run, so parallel runs do not delete each other's artifacts.
  outputDir: `.tmp/test-results/${port}`,
  use: {
    baseURL,
    locale: "pt-BR",
    // The app draws no animation for a visitor who asks for less motion (src/client/styles.css):
    // the tests see each screen in its final state at once, and the browser draws no frames
    // for a dialog's zoom or a skeleton's pulse (decision 529).
    reducedMotion: "reduce",
    timezoneId: "America/Sao_Paulo",
    // A trace records a screencast and a DOM snapshot at every step of every test, to keep only a
    // failed test's: a fifth of the suite's time on this machine, for files nobody opens in CI.
    // A failure still leaves its screenshot and its page's ARIA snapshot; E2E_TRACE=1 records
    // traces again for a failure being looked into (decision 529).
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: e2eChromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    {
      command: "node --import tsx tests/fake-youtube-api.ts",
      url: `http://127.0.0.1:${youtubePort}/youtube/v3/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { FAKE_YOUTUBE_PORT: String(youtubePort) },
    },
    {
      // The server's build that scripts/e2e.ts made (as `npm start` runs it), or the sources.
      command: process.env.E2E_SERVER_DIR ? `node ${process.env.E2E_SERVER_DIR}/main.js` : "node --import tsx src/server/main.ts",
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      // SIGTERM lets the server drain and stop its embedded PostgreSQL instead of orphaning it.
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
      env: {
        NODE_ENV: "development",
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR ?? ".tmp/e2e-data",
        CLIENT_DIR: process.env.E2E_CLIENT_DIR ?? "dist/client",
        LOG_LEVEL: "warn",
        // One process: the browser tests check screens, not processes (src/server/cluster/cluster.test.ts
        // covers the workers), and a second tsx-compiled worker would only cost this machine's two cores.
        WEB_CONCURRENCY: "1",
        RATE_LIMIT_SIGN_IN_PER_MINUTE: "200",
        YOUTUBE_API_KEY: FAKE_YOUTUBE_KEY,
        YOUTUBE_API_URL: `http://127.0.0.1:${youtubePort}/youtube/v3`,
      },
    },
  ],
});
