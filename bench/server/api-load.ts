import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { createScratchDatabase } from "../../src/server/db/scratch-database.ts";
import { describeLoad, type LoadRequest, runLoad } from "../load/run-load.ts";
import { type ApiRequests, describeRaisedLimits, prepareApiRequests, raisedLimitsEnv } from "./api-fixture.ts";
import { processCpuMs } from "./process-usage.ts";
import { startServer } from "./server-process.ts";

export interface ApiLoadOptions {
  connections: number;
  seconds: number;
  /** An unmeasured run first: V8 warming up, the pool opening connections, cold caches. */
  warmUpSeconds: number;
}

/**
 * Issue 12's API figures: `GET /api/me`, `GET /api/campaigns`, `POST /api/campaigns` and
 * `POST /api/generate-ads` on the offline writer, against a real server process on 127.0.0.1, on PGlite
 * and, given a server URL, on a scratch PostgreSQL database dropped afterwards.
 */
export async function runApiLoadBench(postgresUrl: string | null, options: ApiLoadOptions = { connections: 64, seconds: 10, warmUpSeconds: 2 }): Promise<void> {
  console.log(`API load: ${describeRaisedLimits(raisedLimitsEnv(options.connections))}; AI_PROVIDER=offline`);
  await benchOn("PGlite", null, options);
  if (postgresUrl) await benchOn("PostgreSQL", postgresUrl, options);
  else console.log("API load on PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
}

async function benchOn(label: string, adminUrl: string | null, options: ApiLoadOptions): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "adsmith-bench-api-"));
  const database = adminUrl ? await createScratchDatabase(adminUrl, "adsmith_bench") : null;
  const env = { ...raisedLimitsEnv(options.connections), AI_PROVIDER: "offline", ...(database ? { DATABASE_URL: database.url } : {}) };
  try {
    const server = await startServer(dataDir, env);
    const pid = server.pid;
    try {
      if (pid === undefined) throw new Error("the server process has no pid");
      const requests = await prepareApiRequests(server.url, options.connections);
      // Saves before the list, so every user's first page is full (20 campaigns) when the list is measured.
      const order: [string, keyof ApiRequests][] = [
        ["GET /api/me", "me"],
        ["POST /api/campaigns", "saveCampaign"],
        ["GET /api/campaigns", "listCampaigns"],
        ["POST /api/generate-ads", "generateAds"],
      ];
      for (const [name, key] of order) {
        const request: (connection: number) => LoadRequest = requests[key];
        await runLoad({ request, connections: options.connections, seconds: options.warmUpSeconds });
        const load = { connections: options.connections, seconds: options.seconds };
        const cpuBefore = processCpuMs(pid);
        const result = await runLoad({ request, ...load });
        // The server's own CPU per request moves far less with what else the machine runs than the rates do.
        const cpuPerRequest = (processCpuMs(pid) - cpuBefore) / result.requests;
        console.log(`${label}: ${describeLoad(name, load, result)}; server process CPU ${cpuPerRequest.toFixed(1)} ms per request; ` +
          `load average ${loadavg()[0]?.toFixed(1)}`);
      }
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}
