import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { processCpuMs } from "./process-usage.ts";
import { startServer } from "./server-process.ts";

const readyPaths = ["/api/health", "/"] as const;

/**
 * Cold start of the server process, from spawn to the first 200 from /api/health and from `/` (the built
 * web app), on an existing data folder that the first start created and migrated: median of `runs`.
 */
export async function runColdStartBench(runs = 5): Promise<void> {
  const workDir = mkdtempSync(path.join(tmpdir(), "adsmith-bench-cold-"));
  const dataDir = path.join(workDir, "data");
  const webRoot = path.join(workDir, "web");
  try {
    // The production build, as `npm start` serves it; built outside dist/ so the run never disturbs it.
    const build = spawnSync("npx", ["vite", "build", "--logLevel", "error", "--outDir", webRoot], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("the web build failed");
    const env = { WEB_ROOT: webRoot };
    const first = await startServer(dataDir, env, readyPaths);
    await first.stop();
    const times: Record<string, number>[] = [];
    const cpu: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const server = await startServer(dataDir, env, readyPaths);
      times.push(server.firstOkMs);
      // The CPU the start took, read once both answered: others' load moves it far less than the wall time.
      if (server.pid !== undefined) cpu.push(processCpuMs(server.pid));
      await server.stop();
    }
    for (const readyPath of readyPaths) {
      const sorted = times.map((run) => run[readyPath] ?? 0).sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
      console.log(`cold start to first 200 from ${readyPath} (existing data folder, ${runs} runs, includes tsx): ` +
        `median ${median.toFixed(0)} ms, min ${sorted[0]?.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms` +
        ` (first start, which created and migrated the data folder: ${first.firstOkMs[readyPath]?.toFixed(0)} ms)`);
    }
    const cpuMedian = cpu.sort((a, b) => a - b)[Math.floor(cpu.length / 2)] ?? 0;
    console.log(`cold start: the server process had used ${cpuMedian.toFixed(0)} ms of CPU by then (median); load average ${loadavg()[0]?.toFixed(1)}`);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
