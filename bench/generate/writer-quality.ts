import { campaignTypeList } from "../../src/domain/campaign-types/registry.ts";
import { toGeneratedAds } from "../../src/server/ai/asset-draft.ts";
import { campaignRequest } from "../../src/server/ai/campaign-request.ts";
import { createOfflineWriter } from "../../src/server/ai/offline/offline-writer.ts";
import { phrasebooks } from "../../src/server/ai/offline/phrases/phrasebooks.ts";
import { benchForm } from "./bench-form.ts";
import type { BenchPage } from "./bench-pages.ts";
import { type CampaignQuality, measureCampaign, vocabularyOf } from "./campaign-quality.ts";

export interface PageResult {
  page: string;
  type: string;
  language: string;
  notice: string | null;
  quality: CampaignQuality;
  /** Mean time of one campaign: request, writing and the performance estimate. */
  ms: number;
}

const warmRuns = 5;
const timedRuns = 20;

/** Every page through the offline writer for all three types, measured and timed. */
export function benchWriter(pages: readonly BenchPage[]): PageResult[] {
  const results: PageResult[] = [];
  pages.forEach((page, index) => {
    for (const type of campaignTypeList) {
      const form = benchForm(type, page, index);
      const input = { formData: form, crawledContent: page.crawled };
      const write = () => {
        const request = campaignRequest(type, input);
        const writing = createOfflineWriter(request).write();
        toGeneratedAds(type, writing.draft, request.keywords);
        return { request, writing };
      };
      for (let run = 0; run < warmRuns; run++) write();
      const started = performance.now();
      for (let run = 0; run < timedRuns; run++) write();
      const ms = (performance.now() - started) / timedRuns;
      const { request, writing } = write();
      const vocabulary = vocabularyOf(page.crawled, form, ...Object.values(phrasebooks));
      results.push({
        page: page.name,
        type: type.id,
        language: writing.language,
        notice: writing.notices.join(" ") || null,
        quality: measureCampaign(type, writing.draft, request.keywords, vocabulary),
        ms,
      });
    }
  });
  return results;
}
