/**
 * One format in a process of its own, so its peak memory is its own: a cold run (the first a server
 * instance pays), then warm runs for the median. Prints one JSON line.
 */
import { bigSearchCampaign } from "./big-campaign.ts";
import { benchFormats } from "./formats.ts";

const format = process.argv[2] ?? "";
const run = benchFormats[format];
if (!run) throw new Error(`unknown format ${format}`);
const warmRuns = 5;
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

const campaign = bigSearchCampaign();
globalThis.gc?.();
const baselineRss = process.memoryUsage().rss;
const started = performance.now();
const size = await run(campaign);
const coldMs = performance.now() - started;
const peakRss = process.resourceUsage().maxRSS * 1024;
const times: number[] = [];
for (let index = 0; index < warmRuns; index++) {
  const warmStart = performance.now();
  await run(campaign);
  times.push(performance.now() - warmStart);
}
times.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    format,
    bytes: size,
    coldMs: Math.round(coldMs),
    warmMedianMs: Math.round(times[Math.floor(times.length / 2)] ?? 0),
    peakRssMb: mb(peakRss),
    addedMb: mb(Math.max(0, peakRss - baselineRss)),
  }),
);
