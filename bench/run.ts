/**
 * `npm run bench`: server figures (cold start, /api/me under load), the API at 64 connections, and campaign
 * reads at 10,000 campaigns (PGlite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set).
 * `--only server,api,campaigns` picks groups; the memory soak runs only when asked for
 * (`--only soak [--minutes 10]`), it takes its minutes; so do the hostile-page crawls (`--only hostile [--big]`)
 * and the reading of written copy (`--only copy --pages DIR`).
 */
import { parseArgs } from "node:util";
import { runCampaignLoadBench } from "./campaigns/campaign-load.ts";
import { runColdStartBench } from "./server/cold-start.ts";
import { runMeLoadBench } from "./server/me-load.ts";

const { values } = parseArgs({ options: { pages: { type: "string" }, only: { type: "string" }, minutes: { type: "string" }, big: { type: "boolean" } } });
const wanted = (name: string) => !values.only || values.only.split(",").includes(name);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;

if (wanted("server")) {
  await runColdStartBench();
  await runMeLoadBench();
}
if (wanted("api")) { const { runApiLoadBench } = await import("./server/api-load.ts"); await runApiLoadBench(postgresUrl); }
if (values.only?.split(",").includes("soak")) {
  const minutes = Number(values.minutes ?? "10");
  if (!(minutes > 0)) throw new Error("--minutes takes a positive number");
  const { runMemorySoak } = await import("./server/memory-soak.ts");
  await runMemorySoak({ minutes, connections: 64, sampleSeconds: 10 });
}
if (values.only?.split(",").includes("hostile")) {
  const { runHostileCrawlBench } = await import("./crawl/hostile-pages.ts");
  await runHostileCrawlBench({ big: values.big ?? false });
}
if (wanted("campaigns")) await runCampaignLoadBench(postgresUrl);
if (values.pages && wanted("crawl")) { const { runCrawlBench } = await import("./crawl/run.ts"); await runCrawlBench(values.pages); }
if (values.only?.split(",").includes("copy")) { const { runCopyBench } = await import("./copy/run-copy.ts"); await runCopyBench(values.pages ?? null); }
if (wanted("generate")) { const { runGenerateBench } = await import("./generate/run-generate.ts"); await runGenerateBench(values.pages ?? null); }
if (wanted("export")) { const { runExportBench } = await import("./export/run-export.ts"); await runExportBench(); }
if (wanted("web")) { const { runFirstLoadBench } = await import("./web/first-load.ts"); await runFirstLoadBench(); }
if (wanted("lighthouse")) { const { runLighthouseBench } = await import("./web/lighthouse.ts"); await runLighthouseBench(); }
if (wanted("typing")) { const { runTypingBench } = await import("./web/typing.ts"); await runTypingBench(); }
if (wanted("bulk")) { const { runBulkBench } = await import("./bulk/bulk-bench.ts"); await runBulkBench(postgresUrl); }
if (wanted("import")) { const { runImportBench } = await import("./import/import-bench.ts"); await runImportBench(postgresUrl); }
