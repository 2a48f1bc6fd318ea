import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

// A fresh DATA_DIR per run, so e2e never sees an earlier run's accounts: a reused
// directory fills with earlier runs' sprites and users, and specs that count rows go wrong.
// `npm test` passes one it deletes afterwards; a bare `playwright test` makes its own. Kept in
// process.env because Playwright loads this file again in each worker: they inherit it
// instead of each making another empty temp dir.
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), "sw-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

// E2E_PORT lets two checkouts on one machine run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "e2e",
  // Two spec files at a time on the one server: every spec signs up its own account and names
  // what it makes with a unique suffix, and the gallery is searched by those names, so nothing
  // one file does is counted by another. On two cores the suite takes about 5 minutes, not 7.
  workers: 2,
  retries: 0,
  reporter: "list",
  timeout: 60_000,
  use: {
    baseURL,
    // Debian's Chromium (installed by `npm test`'s setup step): Playwright's own browser download
    // needs a network that CI machines do not have.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
  webServer: {
    // Needs a production build: `npm test` runs `next build` first when it is stale.
    command: `node node_modules/next/dist/bin/next start -H 127.0.0.1 -p ${PORT}`,
    url: `${baseURL}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      DATA_DIR: dataDir,
      SIGNUP: "1",
      WORKERS: "1",
      ADMIN_TOKEN: "e2e-admin-token",
      // As under `npm start`: the app closes its database itself when stopped.
      NEXT_MANUAL_SIG_HANDLE: "true",
    },
  },
});
