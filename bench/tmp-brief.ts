import { campaignTypeFor } from "../src/domain/campaign-types/registry.ts";
import { campaignRequest } from "../src/server/ai/campaign-request.ts";
import { buildBrief } from "../src/server/ai/offline/brief.ts";
import { benchForm } from "./generate/bench-form.ts";
import { loadBenchPages } from "./generate/bench-pages.ts";
const pages = loadBenchPages("../shared/fixtures/landing-pages");
const type = campaignTypeFor("search");
pages.forEach((page, index) => {
  if (!page.name.includes(process.argv[2] ?? "")) return;
  const request = campaignRequest(type, { formData: benchForm(type, page, index), crawledContent: page.crawled });
  const brief = buildBrief(request);
  console.log(JSON.stringify({ ...brief, phrases: undefined, words: undefined, facts: [...brief.facts], links: brief.links.length }, null, 1));
  console.log(JSON.stringify({ title: page.crawled.title, headings: page.crawled.headings, features: page.crawled.productFeatures, key: page.crawled.keyContent.slice(0, 12) }, null, 1));
});
