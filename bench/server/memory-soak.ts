import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { describeStatuses, type LoadRequest, runLoad } from "../load/run-load.ts";
import { type ApiRequests, describeRaisedLimits, prepareApiRequests, raisedLimitsEnv } from "./api-fixture.ts";
import { flatRisePercent, type MemorySample, memoryTrend } from "./memory-trend.ts";
import { processMemory } from "./process-usage.ts";
import { startServer } from "./server-process.ts";

export interface SoakOptions {
  minutes: number;
  connections: number;
  sampleSeconds: number;
}

// Reads outnumber writes in the app: a visit loads the user and the list several times per generation and save.
const mix: (keyof ApiRequests)[] = ["me", "listCampaigns", "generateAds", "me", "listCampaigns", "saveCampaign", "me", "generateAds"];

/**
 * Issue 12: the server process's memory under `minutes` of mixed load on PGlite, sampled from
 * /proc/<pid>/status every `sampleSeconds`, and whether it is flat once warm-up is over.
 */
export async function runMemorySoak(options: SoakOptions = { minutes: 10, connections: 64, sampleSeconds: 10 }): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "adsmith-bench-soak-"));
  const env = { ...raisedLimitsEnv(options.connections), AI_PROVIDER: "offline" };
  console.log(`memory soak: ${options.minutes} min of mixed load (${mix.join(", ")}) at ${options.connections} connections on PGlite; ${describeRaisedLimits(env)}`);
  const server = await startServer(dataDir, env);
  const pid = server.pid;
  try {
    if (pid === undefined) throw new Error("the server process has no pid");
    const requests = await prepareApiRequests(server.url, options.connections);
    const turn = new Array<number>(options.connections).fill(0);
    let sent = 0;
    const request = (connection: number): LoadRequest => {
      const step = turn[connection] ?? 0;
      turn[connection] = step + 1;
      sent += 1;
      // Connections start at different places in the mix, so every endpoint is busy at every moment.
      return requests[mix[(step + connection) % mix.length] ?? "me"](connection);
    };
    const samples: MemorySample[] = [];
    const started = performance.now();
    let sentAtLastSample = 0;
    const sample = () => {
      const atSeconds = (performance.now() - started) / 1000;
      const { rssMb, anonMb } = processMemory(pid);
      const since = atSeconds - (samples.at(-1)?.atSeconds ?? 0);
      const perSecond = since > 0 ? (sent - sentAtLastSample) / since : 0;
      sentAtLastSample = sent;
      samples.push({ atSeconds, rssMb });
      console.log(`  ${atSeconds.toFixed(0).padStart(4)} s  RSS ${rssMb.toFixed(0)} MB (anonymous ${anonMb.toFixed(0)} MB), ` +
        `${perSecond.toFixed(0)} req/s, load average ${loadavg()[0]?.toFixed(1)}`);
    };
    sample();
    const timer = setInterval(sample, options.sampleSeconds * 1000);
    let result;
    try {
      result = await runLoad({ request, connections: options.connections, seconds: options.minutes * 60 });
    } finally {
      clearInterval(timer);
    }
    sample();
    const trend = memoryTrend(samples);
    const first = samples[0]?.rssMb ?? 0;
    const peak = Math.max(...samples.map((s) => s.rssMb));
    console.log(`memory soak: ${result.requests} requests, ${result.perSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, ` +
      `errors ${result.errors} (${describeStatuses(result.statuses)})`);
    console.log(`memory soak: RSS ${first.toFixed(0)} MB after set-up, peak ${peak.toFixed(0)} MB, end ${samples.at(-1)?.rssMb.toFixed(0)} MB; ` +
      `second half ${trend.mbPerMinute.toFixed(2)} MB/min (${trend.fittedRisePercent.toFixed(1)}% over the half): ` +
      `${trend.flat ? "flat" : "NOT flat"} (flat: under ${flatRisePercent}% after warm-up)`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
