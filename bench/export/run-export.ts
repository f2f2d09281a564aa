import { spawnSync } from "node:child_process";
import { benchShape } from "./big-campaign.ts";
import { benchFormats } from "./formats.ts";
import { runHttpExportBench } from "./http-export.ts";

const goalMs = 1000;

interface FormatFigures {
  format: string;
  bytes: number;
  coldMs: number;
  warmMedianMs: number;
  peakRssMb: number;
  addedMb: number;
}

/**
 * Issue 11: a campaign of 50 ad groups of 200 keywords to every format, each in a fresh process so
 * its peak memory is its own, then the same saved campaign through the server's export endpoints.
 */
export async function runExportBench(): Promise<void> {
  for (const format of Object.keys(benchFormats)) {
    const child = spawnSync(process.execPath, ["--expose-gc", "--import", "tsx", "bench/export/measure-format.ts", format], { encoding: "utf8" });
    if (child.status !== 0) throw new Error(`${format} benchmark failed: ${child.stderr}`);
    const figures = JSON.parse(child.stdout.trim().split("\n").at(-1) ?? "{}") as FormatFigures;
    const verdict = Math.max(figures.coldMs, figures.warmMedianMs) < goalMs ? "under" : "OVER";
    console.log(
      `export ${figures.format} (${benchShape.adGroups} ad groups x ${benchShape.keywordsPerGroup} keywords): first ${figures.coldMs} ms, ` +
        `median ${figures.warmMedianMs} ms (${verdict} the ${goalMs} ms goal), peak RSS ${figures.peakRssMb} MB ` +
        `(+${figures.addedMb} MB over the loaded campaign), ${Math.round(figures.bytes / 1024)} KB`,
    );
  }
  await runHttpExportBench();
}
