import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import lighthouse, { desktopConfig } from "lighthouse";
import { generateSearchCampaign, startSignedInApp } from "./signed-in-app.ts";

/** Issue 12's goals per category, as Lighthouse scores them (0-100). */
const goals = { performance: 95, accessibility: 100, "best-practices": 100 } as const;
type CategoryId = keyof typeof goals;
const categoryIds = Object.keys(goals) as CategoryId[];

/** The performance metrics worth seeing beside the score, in the order Lighthouse weighs them. */
const metricIds = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];

interface PageAudit {
  path: string;
  lighthouseVersion: string;
  /** Lighthouse's measure of how fast this machine ran at that moment (a desktop scores about 1,000-2,500). */
  benchmarkIndex: number | undefined;
  scores: Record<CategoryId, number>;
  metrics: string[];
  failing: Record<CategoryId, string[]>;
}

/**
 * Lighthouse (desktop preset, simulated throttling) on `/`, `/strategy` and `/results` for a signed-in
 * user, in the production build on the real server. Lighthouse opens its tabs in the bench's signed-in
 * Chromium profile and keeps its storage, so `/results` shows the generated Search campaign of the draft.
 */
export async function runLighthouseBench(): Promise<void> {
  const app = await startSignedInApp("lighthouse");
  try {
    await generateSearchCampaign(app);
    // Lighthouse opens its own tab; the wizard's tab would otherwise keep working beside it.
    await app.page.goto("about:blank");
    const devtools = await app.context.newCDPSession(app.page);
    const query = `?accountId=${app.accountId}`;
    const results: PageAudit[] = [];
    for (const pagePath of ["/", `/strategy${query}`, `/results${query}`]) {
      // Lighthouse keeps the profile's storage (the draft, the session) and so its HTTP cache too: empty
      // that, so every page is a first visit's cold load.
      await devtools.send("Network.clearBrowserCache");
      results.push(await auditPage(`${app.url}${pagePath}`, app.debuggingPort, pagePath));
    }
    const load = loadavg().map((value) => value.toFixed(1)).join(", ");
    console.log(`Lighthouse ${results[0]?.lighthouseVersion}, desktop preset, signed in (load average ${load}):`);
    for (const result of results) printPageAudit(result);
  } finally {
    await app.close();
  }
}

async function auditPage(url: string, port: number, pagePath: string): Promise<PageAudit> {
  const runnerResult = await lighthouse(
    url,
    { port, logLevel: "error", output: "json", onlyCategories: categoryIds, disableStorageReset: true },
    desktopConfig,
  );
  if (!runnerResult) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = runnerResult;
  // Set it to read every audit's details (the JSON opens in https://googlechrome.github.io/lighthouse/viewer/).
  const reportDir = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(path.join(reportDir, `${pagePath.replace(/\?.*/, "").replace(/\W/g, "") || "home"}.json`), JSON.stringify(lhr, null, 1));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const scores = {} as Record<CategoryId, number>;
  const failing = {} as Record<CategoryId, string[]>;
  for (const id of categoryIds) {
    const category = lhr.categories[id];
    if (!category) throw new Error(`Lighthouse did not score ${id}`);
    scores[id] = Math.round((category.score ?? 0) * 100);
    failing[id] = category.auditRefs.flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || metricIds.includes(ref.id)) return [];
      if (audit.scoreDisplayMode !== "binary" && audit.scoreDisplayMode !== "numeric" && audit.scoreDisplayMode !== "metricSavings") return [];
      // Weightless audits do not move the score (performance's diagnostics are all weightless) but say why.
      return [`${audit.id}${ref.weight > 0 ? "" : " (unscored)"}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`];
    });
  }
  const metrics = metricIds.map((id) => `${lhr.audits[id]?.title ?? id} ${lhr.audits[id]?.displayValue ?? "?"}`);
  return { path: pagePath, lighthouseVersion: lhr.lighthouseVersion, benchmarkIndex: lhr.environment.benchmarkIndex, scores, metrics, failing };
}

function printPageAudit({ path, benchmarkIndex, scores, metrics, failing }: PageAudit): void {
  const verdicts = categoryIds.map((id) => `${id} ${scores[id]}${scores[id] >= goals[id] ? "" : ` (goal ${goals[id]}: NOT met)`}`);
  console.log(`  ${path.replace(/\?.*/, "")}: ${verdicts.join(", ")} (benchmark index ${Math.round(benchmarkIndex ?? 0)})`);
  console.log(`    ${metrics.join(", ")}`);
  for (const id of categoryIds) {
    for (const audit of failing[id]) console.log(`    ${id} failing: ${audit}`);
  }
}
