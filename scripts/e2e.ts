/**
 * `npm run test:e2e`: makes sure Debian's Chromium is there (never a downloaded browser), builds the web
 * app, then runs the Playwright tests against the built app on a free port with a fresh data folder.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defaultChromiumPath } from "../src/server/crawl/render/chromium-flags.ts";
import { createScratchDatabase, type ScratchDatabase } from "../src/server/db/scratch-database.ts";
import { freePort } from "../test/support/server/free-port.ts";

const chromium = process.env.CHROMIUM_PATH ?? defaultChromiumPath;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  return spawnSync(command, args, { stdio: "inherit", env }).status ?? 1;
}

function ensureChromium(): void {
  if (existsSync(chromium)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `The browser tests need Debian's Chromium at ${chromium}, and installing it needs root. Run:\n` +
        "  sudo apt-get install -y chromium\n" +
        "then run npm test again (or set CHROMIUM_PATH to a Chromium you have).",
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests...");
  if (run("apt-get", ["install", "-y", "chromium"]) !== 0 && (run("apt-get", ["update"]) !== 0 || run("apt-get", ["install", "-y", "chromium"]) !== 0)) {
    console.error("Could not install chromium with apt-get. Install it yourself: apt-get install -y chromium");
    process.exit(1);
  }
}

ensureChromium();
// A build of its own, so a run never serves files that another build is rewriting under it.
const dataDir = mkdtempSync(path.join(tmpdir(), "adsmith-e2e-"));
const webRoot = path.join(dataDir, "web");
if (run("npx", ["vite", "build", "--logLevel", "warn", "--outDir", webRoot]) !== 0) process.exit(1);
// With a PostgreSQL to test on (CI has one), the two servers use fresh databases there: the embedded
// database runs every query in the server's own thread, and the browser suite's time on a slow runner
// is mostly the servers' and the browser's CPU (docs/decisions/browser-suite-budget.md).
const adminUrl = process.env.TEST_DATABASE_URL;
const databases: ScratchDatabase[] = adminUrl ? [await createScratchDatabase(adminUrl, "adsmith_e2e"), await createScratchDatabase(adminUrl, "adsmith_e2e")] : [];
const status = run("npx", ["playwright", "test", ...process.argv.slice(2)], {
  ...process.env,
  CHROMIUM_PATH: chromium,
  E2E_APP_PORT: String(await freePort()),
  E2E_BILLING_PORT: String(await freePort()),
  E2E_DATA_DIR: dataDir,
  ...(databases[0] && databases[1] ? { E2E_APP_DATABASE_URL: databases[0].url, E2E_BILLING_DATABASE_URL: databases[1].url } : {}),
  WEB_ROOT: webRoot,
});
for (const database of databases) await database.drop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(status);
