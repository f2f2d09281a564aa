import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { freePort } from "../../test/support/server/free-port.ts";
import { startServer } from "../server/server-process.ts";
import { signUpOver } from "../server/sign-up.ts";
import { chromiumFlags, defaultChromiumPath } from "../../src/server/crawl/render/chromium-flags.ts";

const chromiumPath = process.env.CHROMIUM_PATH ?? defaultChromiumPath;
import { serveBakeryPage } from "./landing-page.ts";

export interface SignedInApp {
  /** The production server's address. */
  url: string;
  accountId: string;
  /** A persistent browser profile signed in as the bench user; its default context is the one CDP clients see. */
  context: BrowserContext;
  page: Page;
  /** Chromium's remote-debugging port, for Lighthouse to open its own tabs in the same profile. */
  debuggingPort: number;
  close(): Promise<void>;
}

/**
 * The production build on the real server (offline writer, billing off), a user signed up with one
 * account, and Chromium signed in as them in a persistent profile: what the front-end benchmarks measure.
 */
export async function startSignedInApp(label: string): Promise<SignedInApp> {
  const workDir = mkdtempSync(path.join(tmpdir(), `adsmith-bench-${label}-`));
  const cleanUps: (() => Promise<void> | void)[] = [() => rmSync(workDir, { recursive: true, force: true })];
  const close = async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  };
  try {
    const webRoot = path.join(workDir, "web");
    const build = spawnSync("npx", ["vite", "build", "--logLevel", "error", "--outDir", webRoot], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("the web build failed");
    const server = await startServer(path.join(workDir, "data"), {
      WEB_ROOT: webRoot,
      BILLING: "off",
      AI_PROVIDER: "offline",
      CRAWL_ALLOW_PRIVATE_NETWORKS: "1",
      AUTH_ATTEMPTS_PER_MINUTE: "1000",
    });
    cleanUps.push(() => server.stop());
    const { cookie } = await signUpOver(server.url, `${label}@example.com`);
    const accountId = await createAccount(server.url, cookie, "Crumb & Co");

    const debuggingPort = await freePort();
    const context = await chromium.launchPersistentContext(path.join(workDir, "profile"), {
      executablePath: chromiumPath,
      args: [...chromiumFlags, `--remote-debugging-port=${debuggingPort}`],
      viewport: { width: 1350, height: 940 },
    });
    cleanUps.push(() => context.close());
    const host = new URL(server.url).hostname;
    await context.addCookies(cookie.split("; ").map((pair) => {
      const [name = "", ...value] = pair.split("=");
      return { name, value: value.join("="), domain: host, path: "/" };
    }));
    const page = context.pages()[0] ?? (await context.newPage());
    return { url: server.url, accountId, context, page, debuggingPort, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function createAccount(baseUrl: string, cookie: string, name: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/accounts`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, cookie },
    body: JSON.stringify({ name }),
  });
  if (response.status !== 201) throw new Error(`creating the account failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { account: { id: string } }).account.id;
}

/**
 * Runs the Search wizard on a landing page the bench serves, as a user does, and waits on the results
 * editor filled by the offline writer: the generated draft then sits in the profile's storage.
 */
export async function generateSearchCampaign(app: SignedInApp): Promise<void> {
  const site = await serveBakeryPage();
  try {
    const { page } = app;
    await page.goto(`${app.url}/campaign-type?accountId=${app.accountId}`);
    await page.getByRole("button", { name: /^Search/ }).click();
    await page.getByLabel("Campaign Name").fill("Sourdough Spring");
    await page.getByRole("radio", { name: "Drive Sales" }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Landing Page URL").fill(site.url());
    await page.getByRole("textbox", { name: "Keywords", exact: true }).fill("sourdough delivery, organic bread");
    await page.getByLabel("Call to Action").fill("Order Today");
    await page.getByRole("button", { name: "Generate My Ads" }).click();
    await page.waitForURL(/\/results/);
    // The editor fills while the copywriter streams; Save comes back once the whole campaign is in.
    await page.getByRole("button", { name: /^Save Campaign/, disabled: false }).waitFor({ timeout: 60_000 });
    // The offline writer leaves out headlines the page does not ground (it writes 10 for this bakery);
    // the benches measure a full editor, so the user's own headlines fill it to Google's 15.
    const ownHeadlines = ["Sourdough at Your Door", "Baked Fresh Every Morning", "Spelt and Rye Loaves", "Order by 9 pm", "Warm Bread by 8 am"];
    for (const headline of ownHeadlines) {
      const count = await page.getByRole("textbox", { name: /^Headline \d+$/ }).count();
      if (count >= 15) break;
      await page.getByRole("button", { name: "Add headline" }).click();
      await page.getByRole("textbox", { name: `Headline ${count + 1}`, exact: true }).fill(headline);
    }
  } finally {
    await site.close();
  }
}
