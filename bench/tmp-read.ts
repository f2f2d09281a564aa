import { campaignTypeFor } from "../src/domain/campaign-types/registry.ts";
import { campaignRequest } from "../src/server/ai/campaign-request.ts";
import { createOfflineWriter } from "../src/server/ai/offline/offline-writer.ts";
import { benchForm } from "./generate/bench-form.ts";
import { loadBenchPages } from "./generate/bench-pages.ts";

const pages = loadBenchPages(process.argv[2] ?? "../shared/fixtures/landing-pages");
const only = process.argv[3];
const type = campaignTypeFor((process.env.TYPE ?? "search") as "search");
pages.forEach((page, index) => {
  if (only && !page.name.includes(only)) return;
  const form = benchForm(type, page, index);
  const request = campaignRequest(type, { formData: form, crawledContent: page.crawled });
  const writing = createOfflineWriter(request).write();
  console.log(`\n== ${page.name} [${writing.language}] kw: ${form.keywords}`);
  console.log("  paths:", writing.draft.paths.join(" › "));
  if (only !== undefined) {
    for (const [key, list] of Object.entries(writing.draft.lists)) console.log(`  ${key}:\n    ${(list ?? []).join("\n    ")}`);
    console.log("  sitelinks:", writing.draft.sitelinks.map((s) => s.linkText).join(" | "));
  }
});
