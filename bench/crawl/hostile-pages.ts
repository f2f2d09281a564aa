import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { hostilePages, type HostilePageKind } from "../../test/support/crawl/hostile-pages.ts";
import { page, startPageServer } from "../../test/support/crawl/page-server.ts";
import { startServer } from "../server/server-process.ts";
import { signUpOver } from "../server/sign-up.ts";

interface CrawlFigures {
  page: string;
  status: number;
  crawlMs: number;
  error: string;
  /** /api/health answered this many times while the crawl ran, the slowest in this many ms. */
  healthPings: number;
  healthFailures: number;
  healthMaxMs: number;
  healthMedianMs: number;
  rssMb: number;
}

const kb = 1024;
const runs: Array<[HostilePageKind, number]> = [
  ["deepDivs", 110 * kb],
  ["deepDivs", 440 * kb],
  ["unclosedFormatting", 110 * kb],
  ["misnestedFormatting", 440 * kb],
  ["manyAttributes", 110 * kb],
  ["flatElements", 440 * kb],
  ["nestedLists", 110 * kb],
];

/**
 * `npm run bench -- --only hostile [--big]`: the real server process (`node --import tsx`, as in the image)
 * crawls generated hostile pages from 127.0.0.1 while another client pings /api/health; then five of the
 * largest in a row, for the process's peak memory. `--big` adds the 2.2 MB pages (minutes each before the
 * crawl parsed off the event loop).
 */
export async function runHostileCrawlBench(options: { big: boolean }): Promise<void> {
  const wanted = options.big ? [...runs, ["deepDivs", 2200 * kb] as [HostilePageKind, number]] : runs;
  const repeated: [HostilePageKind, number] = options.big ? ["deepDivs", 2200 * kb] : ["deepDivs", 440 * kb];
  const pages = Object.fromEntries(
    [...wanted, repeated].map(([kind, bytes]) => [`/${kind}-${bytes / kb}`, page(hostilePages[kind](bytes))]),
  );
  pages["/normal"] = page(
    '<!doctype html><html lang="en"><head><title>Acme Bakery</title></head><body><h1>Bread that rises</h1><p>Baked every morning.</p></body></html>',
  );
  const pageServer = await startPageServer(pages);
  const dataDir = mkdtempSync(path.join(tmpdir(), "adsmith-hostile-"));
  const server = await startServer(dataDir, {
    CRAWL_ALLOW_PRIVATE_NETWORKS: "1",
    CRAWL_RENDER: "off",
    // Without the paywall: the figures are the crawl's, not a subscription's.
    BILLING: "off",
  });
  try {
    const { cookie } = await signUpOver(server.url, "hostile@example.com");
    const figures: CrawlFigures[] = [];
    const crawl = async (pagePath: string, label: string) => {
      const row = { page: label, ...(await crawlWhilePinging(server.url, cookie, pageServer.url(pagePath), server.pid ?? 0)) };
      // Row by row as well: before the fix one crawl can take minutes.
      console.log(JSON.stringify(row));
      figures.push(row);
    };
    await crawl("/normal", "normal page");
    for (const [kind, bytes] of wanted) await crawl(`/${kind}-${bytes / kb}`, `${kind} ${bytes / kb} KB`);
    for (let round = 1; round <= 5; round += 1) {
      const [kind, bytes] = repeated;
      await crawl(`/${kind}-${bytes / kb}`, `${kind} ${bytes / kb} KB, #${round} of 5`);
    }
    console.table(figures);
    console.log(`peak RSS of the server process over the run: ${peakRssMb(server.pid ?? 0).toFixed(0)} MB`);
  } finally {
    await server.stop();
    await pageServer.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function crawlWhilePinging(baseUrl: string, cookie: string, address: string, pid: number): Promise<Omit<CrawlFigures, "page">> {
  let crawling = true;
  const latencies: number[] = [];
  let failures = 0;
  const pinging = (async () => {
    while (crawling) {
      const start = performance.now();
      try {
        await (await fetch(`${baseUrl}/api/health`)).arrayBuffer();
      } catch {
        // A blocked server lets keep-alive connections lapse: the ping failed, after this long.
        failures += 1;
      }
      latencies.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const start = performance.now();
  // fetch gives up on a server that sends no headers for 300 s; that is a figure too (status 0).
  const { status, body } = await fetch(`${baseUrl}/api/scrape-landing-page`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, cookie },
    body: JSON.stringify({ url: address }),
  }).then(
    async (response) => ({ status: response.status, body: (await response.json()) as { error?: string } }),
    (error: unknown) => ({ status: 0, body: { error: error instanceof Error ? String(error.cause ?? error.message) : String(error) } }),
  );
  const crawlMs = performance.now() - start;
  crawling = false;
  await pinging;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    status,
    crawlMs: Math.round(crawlMs),
    error: (body.error ?? "").slice(0, 50),
    healthPings: latencies.length,
    healthFailures: failures,
    healthMaxMs: Math.round(sorted.at(-1) ?? 0),
    healthMedianMs: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    rssMb: Math.round(currentRssMb(pid)),
  };
}

function statusField(pid: number, field: string): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN) / 1024;
}

const currentRssMb = (pid: number) => statusField(pid, "VmRSS");
/** The kernel's high-water mark of the process's resident memory: the peak, however short. */
const peakRssMb = (pid: number) => statusField(pid, "VmHWM");
