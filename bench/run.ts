/**
 * `npm run bench`: server figures (cold start, /api/me under load) and campaign reads at 10,000 campaigns
 * (PGlite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set). `--only server,campaigns` picks groups.
 */
import { parseArgs } from "node:util";
import { runCampaignLoadBench } from "./campaigns/campaign-load.ts";
import { runColdStartBench } from "./server/cold-start.ts";
import { runMeLoadBench } from "./server/me-load.ts";

const { values } = parseArgs({ options: { pages: { type: "string" }, only: { type: "string" } } });
const wanted = (name: string) => !values.only || values.only.split(",").includes(name);

if (wanted("server")) {
  await runColdStartBench();
  await runMeLoadBench();
}
if (wanted("campaigns")) await runCampaignLoadBench(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null);
if (values.pages && wanted("crawl")) { const { runCrawlBench } = await import("./crawl/run.ts"); await runCrawlBench(values.pages); }
if (wanted("generate")) { const { runGenerateBench } = await import("./generate/run-generate.ts"); await runGenerateBench(values.pages ?? null); }
if (wanted("export")) { const { runExportBench } = await import("./export/run-export.ts"); await runExportBench(); }
if (wanted("web")) { const { runFirstLoadBench } = await import("./web/first-load.ts"); await runFirstLoadBench(); }
