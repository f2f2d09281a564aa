import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer } from "./server-process.ts";

/** Cold start of the server process to the first 200 from /api/health, on an existing data folder. */
export async function runColdStartBench(runs = 5): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "adsmith-bench-cold-"));
  try {
    const first = await startServer(dataDir);
    await first.stop();
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const server = await startServer(dataDir);
      times.push(server.startupMs);
      await server.stop();
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    console.log(`cold start to first 200 (existing data folder, ${runs} runs, includes tsx): ` +
      `median ${median.toFixed(0)} ms, min ${times[0]?.toFixed(0)} ms, max ${times.at(-1)?.toFixed(0)} ms` +
      ` (first start that created the data folder: ${first.startupMs.toFixed(0)} ms)`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
