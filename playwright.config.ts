import { statfsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { chromiumFlags, defaultChromiumPath } from "./src/server/crawl/render/chromium-flags.ts";

/**
 * Two servers from the same build, each with a fresh data folder: `app` runs with billing off (no
 * paywall, every account right), so tests of the product's screens need no trial dance; `billing` runs
 * the built-in local billing with a per-user movable clock for the access and payment journeys.
 * scripts/e2e.ts picks the ports and data folders, and fresh PostgreSQL databases when the tests have one;
 * the defaults serve a direct `npx playwright test`.
 */
const appPort = Number(process.env.E2E_APP_PORT ?? 3100);
const billingPort = Number(process.env.E2E_BILLING_PORT ?? 3101);
const dataRoot = process.env.E2E_DATA_DIR ?? "data/e2e";
const url = (port: number) => `http://127.0.0.1:${port}`;
/** The specs for the `billing` server: the access journeys, and sign-up waiting for its e-mailed link. */
const billingServerSpecs = /(billing.*|sign-up-check-email)\.spec\.ts/;

function server(port: number, name: string, databaseUrl: string | undefined, env: Record<string, string>) {
  return {
    command: "node --import tsx src/server/main.ts",
    url: `${url(port)}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url(port),
      DATA_DIR: `${dataRoot}/${name}`,
      LOG_LEVEL: "warn",
      // Every test signs a user up from the same address; the limit itself is proven in the API tests.
      AUTH_ATTEMPTS_PER_MINUTE: "10000",
      // Landing pages in the browser tests are served by the tests themselves on 127.0.0.1.
      CRAWL_ALLOW_PRIVATE_NETWORKS: "1",
      // E-mails (password reset) go to the local outbox, where the tests read their links.
      MAIL_OUTBOX: "1",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
  };
}

/**
 * Playwright makes Chromium keep its shared memory in /tmp (`--disable-dev-shm-usage`), for containers
 * whose /dev/shm is 64 MB. Where /dev/shm is roomy, that only turns memory traffic into file writes on
 * the disk /tmp is on: the flag stays out.
 */
function roomyDevShm(): boolean {
  try {
    const shm = statfsSync("/dev/shm");
    return shm.bavail * shm.bsize >= 1024 ** 3;
  } catch {
    return false;
  }
}

export default defineConfig({
  testDir: "e2e",
  workers: 2,
  retries: 0,
  // Generous for a slow 2-core runner, where a journey takes three times what it takes on a laptop.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? defaultChromiumPath,
      args: chromiumFlags,
      ignoreDefaultArgs: roomyDevShm() ? ["--disable-dev-shm-usage"] : [],
    },
  },
  projects: [
    { name: "app", testIgnore: billingServerSpecs, use: { baseURL: url(appPort) } },
    { name: "billing", testMatch: billingServerSpecs, use: { baseURL: url(billingPort) } },
  ],
  webServer: [
    server(appPort, "app", process.env.E2E_APP_DATABASE_URL, { BILLING: "off" }),
    // As a production server runs: billing on, and sign-up signs in only through the e-mailed link (issue 24).
    server(billingPort, "billing", process.env.E2E_BILLING_DATABASE_URL, { BILLING: "local", BILLING_LOCAL_CLOCK: "1", EMAIL_VERIFICATION: "1" }),
  ],
});
