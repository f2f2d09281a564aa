import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BulkJobView } from "../../src/domain/contracts/bulk-jobs.ts";
import { createScratchDatabase } from "../../src/server/db/scratch-database.ts";
import { bakeryPage } from "../../test/support/bulk/site-pages.ts";
import { page, type PageServer, startPageServer } from "../../test/support/crawl/page-server.ts";
import { type AppProcess, spawnAppProcess } from "../../test/support/server/app-process.ts";
import { searchCampaignBody } from "../../test/support/server/campaign-fixture.ts";
import { processMemory } from "../server/process-usage.ts";

const pageCount = Number(process.env.BULK_BENCH_PAGES ?? 200);
/** After the job, the server is left alone this long before its memory is read again. */
const settleMs = 5_000;

const env = {
  AI_PROVIDER: "offline",
  BILLING: "off",
  CRAWL_RENDER: "off",
  CRAWL_ALLOW_PRIVATE_NETWORKS: "1",
  LOG_LEVEL: "warn",
  BETTER_AUTH_SECRET: "bulk-bench-secret-bulk-bench-secret-0123",
  BULK_POLL_SECONDS: "0.5",
};

/**
 * Issue 23: a job of 200 pages served from 127.0.0.1, written by the offline writer. On PGlite: pages a
 * second, p95 per page (taken to settled), the server's memory before and after. Then the same job on one
 * PostgreSQL shared by two instances: total time, and every page read and written exactly once.
 */
export async function runBulkBench(postgresUrl: string | null): Promise<void> {
  const site = await startPageServer(Object.fromEntries(Array.from({ length: pageCount }, (_, i) => [`/pages/p${i + 1}`, page(bakeryPage(`Service ${i + 1}`))])));
  const urls = Array.from({ length: pageCount }, (_, i) => site.url(`/pages/p${i + 1}`));
  const workDir = mkdtempSync(path.join(tmpdir(), "adsmith-bench-bulk-"));
  try {
    const single = await spawnAppProcess({ ...env, DATA_DIR: path.join(workDir, "pglite") });
    try {
      await single.ready;
      const client = await signedIn(single);
      const before = single.pid ? processMemory(single.pid).rssMb : Number.NaN;
      const { job, ms } = await runJob(client, urls);
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      const after = single.pid ? processMemory(single.pid).rssMb : Number.NaN;
      const perPage = job.items.map((item) => Date.parse(item.finishedAt ?? "") - Date.parse(item.startedAt ?? "")).sort((a, b) => a - b);
      const p95 = perPage[Math.floor(perPage.length * 0.95)] ?? Number.NaN;
      console.log(
        `bulk on PGlite: ${pageCount} pages in ${(ms / 1000).toFixed(1)} s = ${((pageCount * 1000) / ms).toFixed(1)} pages/s, ` +
          `p95 per page ${p95.toFixed(0)} ms (taken to settled), ${job.done} done, ${job.failed} failed; ` +
          `server RSS ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB ${settleMs / 1000} s after the job`,
      );
      checkExactlyOnce(site, job, urls, "PGlite");
    } finally {
      await single.stop();
    }

    if (!postgresUrl) {
      console.log("bulk on two instances: skipped, no PostgreSQL (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
      return;
    }
    const scratch = await createScratchDatabase(postgresUrl, "adsmith_bench_bulk").catch((error: unknown) => {
      console.log(`bulk on two instances: skipped, PostgreSQL did not answer (${error instanceof Error ? error.message : String(error)})`);
      return null;
    });
    if (!scratch) return;
    site.requests.length = 0;
    const instances = [
      await spawnAppProcess({ ...env, DATABASE_URL: scratch.url, DATA_DIR: path.join(workDir, "a") }),
      await spawnAppProcess({ ...env, DATABASE_URL: scratch.url, DATA_DIR: path.join(workDir, "b") }),
    ];
    try {
      await Promise.all(instances.map((instance) => instance.ready));
      const [first] = instances;
      if (!first) throw new Error("no instance");
      const { job, ms } = await runJob(await signedIn(first), urls);
      console.log(`bulk on two instances, one PostgreSQL: ${pageCount} pages in ${(ms / 1000).toFixed(1)} s = ${((pageCount * 1000) / ms).toFixed(1)} pages/s, ${job.done} done, ${job.failed} failed`);
      checkExactlyOnce(site, job, urls, "two instances");
    } finally {
      await Promise.all(instances.map((instance) => instance.stop()));
      await scratch.drop();
    }
  } finally {
    await site.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

interface Client {
  call(route: string, body?: unknown): Promise<Response>;
}

async function signedIn(app: AppProcess): Promise<Client> {
  let cookie = "";
  const call = (route: string, body?: unknown) =>
    fetch(`${app.url}${route}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { origin: app.url, cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const signUp = await call("/api/auth/sign-up/email", { email: `bench-${Date.now()}@example.com`, password: "correct-horse-battery", name: "Bench" });
  cookie = signUp.headers
    .getSetCookie()
    .map((part) => part.split(";")[0])
    .join("; ");
  return { call };
}

async function runJob(client: Client, urls: string[]): Promise<{ job: BulkJobView; ms: number }> {
  const saved = await client.call("/api/campaigns", searchCampaignBody(`Bench ${Date.now()}`));
  const campaignId = ((await saved.json()) as { campaign: { id: string } }).campaign.id;
  const started = performance.now();
  const created = await client.call(`/api/campaigns/${campaignId}/bulk-jobs`, { urls });
  if (created.status !== 202) throw new Error(`job not created: ${created.status} ${await created.text()}`);
  const { id } = ((await created.json()) as { job: { id: string } }).job;
  for (;;) {
    const job = ((await (await client.call(`/api/bulk-jobs/${id}`)).json()) as { job: BulkJobView }).job;
    if (job.status === "done" || job.status === "canceled") return { job, ms: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function checkExactlyOnce(site: PageServer, job: BulkJobView, urls: string[], label: string): void {
  const reads = new Map<string, number>();
  for (const request of site.requests) reads.set(request.path, (reads.get(request.path) ?? 0) + 1);
  const readTwice = [...reads.entries()].filter(([, count]) => count > 1);
  const groups = new Set(job.items.map((item) => item.adGroupId).filter(Boolean));
  const ok = job.done === urls.length && groups.size === urls.length && readTwice.length === 0 && reads.size === urls.length;
  console.log(`bulk ${label}: ${ok ? "every page read once and written as exactly one ad group" : `NOT exactly once: ${groups.size} groups, ${reads.size} pages read, read twice: ${readTwice.map(([p]) => p).join(", ")}`}`);
  if (!ok) process.exitCode = 1;
}
