import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BulkJobView } from "../../domain/contracts/bulk-jobs.ts";
import { bakeryPage } from "../../../test/support/bulk/site-pages.ts";
import { type PageHandler, type PageServer, startPageServer } from "../../../test/support/crawl/page-server.ts";
import { type AppProcess, spawnAppProcess } from "../../../test/support/server/app-process.ts";
import { searchCampaignBody } from "../../../test/support/server/campaign-fixture.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";
import { createScratchDatabase, type ScratchDatabase } from "../db/scratch-database.ts";

const pageCount = 12;
/** Each page answers after this, so the job is still running when the server is killed. */
const pageDelayMs = 250;
const startUpWithinMs = 120_000;

/** A crash on every database; an orderly stop (its pages in flight handed back to the queue) once, on PGlite. */
const cases = [...testDatabaseKinds().map((kind) => [kind, "SIGKILL"] as const), ["pglite", "SIGTERM"] as const];

describe.each(cases)("a bulk job survives its server being stopped on %s by %s (issue 23)", (kind, signal) => {
  let site: PageServer;
  let dataDir: string;
  let scratch: ScratchDatabase | undefined;
  let server: AppProcess | undefined;
  const servers: AppProcess[] = [];

  beforeAll(async () => {
    const pages: Record<string, PageHandler> = {};
    for (let i = 1; i <= pageCount; i++) {
      pages[`/treatments/t${i}`] = (_request, response) => {
        setTimeout(() => {
          response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
          response.end(bakeryPage(`Treatment ${i}`));
        }, pageDelayMs);
      };
    }
    site = await startPageServer(pages);
    dataDir = mkdtempSync(path.join(tmpdir(), "adsmith-bulk-restart-"));
    if (kind === "postgres") scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? "", "adsmith_bulk_restart");
  }, startUpWithinMs);

  afterAll(async () => {
    await Promise.all(servers.map((instance) => instance.stop()));
    await site?.close();
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<AppProcess> {
    const instance = await spawnAppProcess({
      DATA_DIR: dataDir,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      BETTER_AUTH_SECRET: "bulk-restart-secret-bulk-restart-secret-01",
      AI_PROVIDER: "offline",
      BILLING: "off",
      CRAWL_RENDER: "off",
      CRAWL_ALLOW_PRIVATE_NETWORKS: "1",
      LOG_LEVEL: "warn",
      BULK_WORKERS: "2",
      BULK_POLL_SECONDS: "0.5",
      // On PostgreSQL the killed server's tasks come back once they expire: seconds here, minutes in production.
      BULK_TASK_EXPIRE_SECONDS: "3",
      BULK_MAINTENANCE_SECONDS: "1",
    });
    servers.push(instance);
    await instance.ready;
    return instance;
  }

  async function call(route: string, init: { method?: string; body?: unknown; cookie?: string } = {}): Promise<Response> {
    if (!server) throw new Error("no server");
    const headers: Record<string, string> = { origin: server.url };
    if (init.cookie) headers.cookie = init.cookie;
    if (init.body !== undefined) headers["content-type"] = "application/json";
    return fetch(`${server.url}${route}`, { method: init.method ?? (init.body ? "POST" : "GET"), headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  }

  async function job(cookie: string, id: string): Promise<BulkJobView> {
    return ((await (await call(`/api/bulk-jobs/${id}`, { cookie })).json()) as { job: BulkJobView }).job;
  }

  it(
    "resumes after a restart and ends with every page written exactly once",
    async () => {
      server = await start();
      const signUp = await call("/api/auth/sign-up/email", { body: { email: "clinic@example.com", password: "correct-horse-battery", name: "Clinic" } });
      expect(signUp.status).toBe(200);
      const cookie = signUp.headers
        .getSetCookie()
        .map((part) => part.split(";")[0])
        .join("; ");
      const saved = await call("/api/campaigns", { body: searchCampaignBody("Clinic treatments"), cookie });
      const campaignId = ((await saved.json()) as { campaign: { id: string } }).campaign.id;
      const urls = Array.from({ length: pageCount }, (_, i) => site.url(`/treatments/t${i + 1}`));
      const created = await call(`/api/campaigns/${campaignId}/bulk-jobs`, { body: { urls }, cookie });
      expect(created.status).toBe(202);
      const { id } = ((await created.json()) as { job: { id: string } }).job;

      // Stopped in the middle: some pages written, some not yet read.
      for (let seen = await job(cookie, id); seen.done < 3; seen = await job(cookie, id)) await new Promise((resolve) => setTimeout(resolve, 50));
      server.signal(signal);
      await server.exited;
      expect(site.requests.length).toBeLessThan(pageCount);

      server = await start();
      const deadline = Date.now() + 60_000;
      let final = await job(cookie, id);
      while (final.status !== "done" && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        final = await job(cookie, id);
      }
      expect(final).toMatchObject({ status: "done", total: pageCount, done: pageCount, failed: 0 });
      const groupIds = final.items.map((item) => item.adGroupId);
      expect(new Set(groupIds).size).toBe(pageCount);

      const campaign = ((await (await call(`/api/campaigns/${campaignId}`, { cookie })).json()) as { campaign: { adGroups: Array<{ id: string; name: string }> } }).campaign;
      const written = campaign.adGroups.filter((group) => group.name.startsWith("Treatment "));
      expect(written.map((group) => group.name).sort()).toEqual(Array.from({ length: pageCount }, (_, i) => `Treatment ${i + 1}`).sort());
      expect(written.map((group) => group.id).sort()).toEqual([...groupIds].sort());
      // Every page read at least once; only those in flight at the kill a second time.
      for (const url of urls) expect(site.requests.filter((request) => site.url(request.path) === url).length).toBeGreaterThanOrEqual(1);
      expect(site.requests.length).toBeLessThanOrEqual(pageCount + 2);
    },
    startUpWithinMs * 2,
  );
});
