import { loadBenchPages } from "./bench-pages.ts";
import { benchRequestOverhead, type Timings } from "./request-overhead.ts";
import { benchWriter, type PageResult } from "./writer-quality.ts";

const goals = { campaignMs: 20, overheadMs: 15 };

const pct = (share: number | null) => (share === null ? "  -" : `${Math.round(share * 100)}%`.padStart(4));

function row(result: PageResult): string {
  const q = result.quality;
  return [
    result.page.padEnd(24),
    result.type.padEnd(16),
    result.language.padEnd(3),
    `${q.generated}/${q.asked}`.padStart(6),
    String(q.overLimit).padStart(5),
    String(q.policyErrors).padStart(7),
    String(q.policyWarnings).padStart(5),
    String(q.duplicates).padStart(5),
    String(q.hardCuts).padStart(5),
    pct(q.keywordCoverage).padStart(6),
    `${q.strength} ${q.strengthScore}`.padStart(14),
    result.ms.toFixed(2).padStart(7),
  ].join(" ");
}

/**
 * Issue 8: the offline writer on every page of DIR for all three types (assets, limits, policy, repeats,
 * cuts, keyword coverage, Ad Strength, time), then the request overhead of /api/generate-ads.
 */
export async function runGenerateBench(pagesDir: string | null): Promise<void> {
  if (!pagesDir) {
    console.log("generate: skipped (give --pages DIR with landing pages)");
    return;
  }
  const pages = loadBenchPages(pagesDir);
  const results = benchWriter(pages);
  console.log(`offline writer on ${pages.length} pages x 3 types`);
  console.log(["page".padEnd(24), "type".padEnd(16), "lng", " asked", " over", " policy", " warn", " dups", " cuts", " kw", "ad strength".padStart(14), "     ms"].join(" "));
  for (const result of results) console.log(row(result));
  const sum = (pick: (r: PageResult) => number) => results.reduce((total, result) => total + pick(result), 0);
  const coverages = results.map((r) => r.quality.keywordCoverage).filter((c): c is number => c !== null);
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const strengths = new Map<string, number>();
  for (const result of results) strengths.set(result.quality.strength, (strengths.get(result.quality.strength) ?? 0) + 1);
  console.log(
    `total: assets ${sum((r) => r.quality.generated)}/${sum((r) => r.quality.asked)}, over-limit ${sum((r) => r.quality.overLimit)}, ` +
      `policy errors ${sum((r) => r.quality.policyErrors)} (warnings ${sum((r) => r.quality.policyWarnings)}), duplicates ${sum((r) => r.quality.duplicates)}, ` +
      `hard cuts ${sum((r) => r.quality.hardCuts)}, keyword coverage of headlines min ${pct(Math.min(...coverages))} mean ${pct(coverages.reduce((a, b) => a + b, 0) / coverages.length)}, ` +
      `Ad Strength ${[...strengths].map(([rating, count]) => `${rating} ${count}`).join(", ")}`,
  );
  console.log(
    `time per campaign: mean ${(sum((r) => r.ms) / results.length).toFixed(2)} ms, max ${times.at(-1)?.toFixed(2)} ms (goal under ${goals.campaignMs} ms)`,
  );
  for (const result of results.filter((r) => r.notice)) console.log(`notice ${result.page} ${result.type}: ${result.notice}`);
  const [first] = pages;
  if (first) {
    const { generate, signedInFloor } = await benchRequestOverhead(first);
    const shown = (t: Timings) => `p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms, mean ${t.mean.toFixed(1)} ms`;
    console.log(`POST /api/generate-ads with a zero-latency model, one at a time over HTTP on PGlite: ${shown(generate)} (goal under ${goals.overheadMs} ms)`);
    console.log(`  for comparison, GET /api/me (session read only): ${shown(signedInFloor)}`);
  }
}
