import { adStrength } from "../../src/domain/ads/ad-strength.ts";
import { campaignTypeList, defaultCampaignType } from "../../src/domain/campaign-types/registry.ts";
import { toGeneratedAds } from "../../src/server/ai/asset-draft.ts";
import { campaignRequest } from "../../src/server/ai/campaign-request.ts";
import { createOfflineWriter } from "../../src/server/ai/offline/offline-writer.ts";
import { benchForm } from "../generate/bench-form.ts";
import { loadBenchPages } from "../generate/bench-pages.ts";
import { boilerplate, inWrongLanguage, isDebris, isMarkupAsText, sitelinkDefect } from "./copy-checks.ts";
import { reportGlueSpelling } from "./spelling.ts";

/** Issue 19's goals on the shared pages. */
const goals = { wrongLanguage: 0, artefacts: 0, boilerplate: 0.1, sitelinkDefects: 0, excellentShare: 0.6, campaignMs: 20 };
const timedRuns = 10;

interface CopyResult {
  page: string;
  type: string;
  language: string;
  assets: number;
  wrongLanguage: string[];
  artefacts: string[];
  sitelinkDefects: string[];
  strength: string;
  ms: number;
  ads: string[];
  ownText: string;
}

/**
 * `npm run bench -- --only copy --pages DIR`: the offline writer on every page of DIR for every type,
 * read by checks it does not use itself: assets in the wrong language, page debris and markup, sitelinks
 * no advertiser would publish, boilerplate shared across pages, Ad Strength and time per campaign.
 */
export async function runCopyBench(pagesDir: string | null): Promise<void> {
  if (!pagesDir) {
    console.log("copy: skipped (give --pages DIR with landing pages)");
    return;
  }
  const pages = loadBenchPages(pagesDir);
  const results: CopyResult[] = [];
  pages.forEach((page, index) => {
    for (const type of campaignTypeList) {
      const form = benchForm(type, page, index);
      const write = () => {
        const request = campaignRequest(type, { formData: form, crawledContent: page.crawled });
        const writing = createOfflineWriter(request).write();
        return { request, writing, ads: toGeneratedAds(type, writing.draft, request.keywords) };
      };
      write();
      const started = performance.now();
      for (let run = 0; run < timedRuns; run++) write();
      const ms = (performance.now() - started) / timedRuns;
      const { request, writing } = write();
      const lists = writing.draft.lists;
      const texts = type.assetKinds.flatMap((kind) => lists[kind.key] ?? []);
      const sitelinkTexts = writing.draft.sitelinks.flatMap((sitelink) => [sitelink.linkText, sitelink.description1, sitelink.description2]).filter(Boolean);
      const all = [...texts, ...sitelinkTexts];
      const crawled = page.crawled;
      results.push({
        page: page.name,
        type: type.id,
        language: writing.language,
        assets: all.length,
        wrongLanguage: all.filter((text) => inWrongLanguage(text, writing.language)),
        artefacts: all.filter((text) => isDebris(text) || isMarkupAsText(text)),
        sitelinkDefects: writing.draft.sitelinks.flatMap((sitelink) => {
          const defect = sitelinkDefect(sitelink, page.landingPageUrl);
          return defect ? [`${sitelink.linkText} (${defect})`] : [];
        }),
        strength: adStrength(type, { lists, keywords: request.keywords }).rating,
        ms,
        ads: all,
        ownText: [crawled.title, crawled.metaDescription, crawled.brandMessaging, ...crawled.headings, ...crawled.keyContent, ...crawled.productFeatures, ...Object.values(form).map(String)].join(" "),
      });
    }
  });
  const { shares, pairs } = boilerplate(results);
  const pct = (share: number) => `${Math.round(share * 100)}%`;
  console.log(`copy: offline writer on ${pages.length} pages x ${campaignTypeList.length} types, read by checks it does not use`);
  console.log(["page".padEnd(28), "type".padEnd(16), "lng", "assets", "wrong-lng", "artefacts", "sitelinks", "boilerplate", "strength".padEnd(10), "ms"].join(" "));
  results.forEach((result, index) =>
    console.log(
      [
        result.page.padEnd(28),
        result.type.padEnd(16),
        result.language.padEnd(3),
        String(result.assets).padStart(6),
        String(result.wrongLanguage.length).padStart(9),
        String(result.artefacts.length).padStart(9),
        String(result.sitelinkDefects.length).padStart(9),
        pct(shares[index] ?? 0).padStart(11),
        result.strength.padEnd(10),
        result.ms.toFixed(2),
      ].join(" "),
    ),
  );
  const byLanguage = new Map<string, number[]>();
  results.forEach((result, index) => byLanguage.set(result.language, [...(byLanguage.get(result.language) ?? []), index]));
  console.log("per language: campaigns, wrong-language assets, artefacts, sitelink defects, mean boilerplate, Excellent");
  for (const [language, indexes] of [...byLanguage].sort()) {
    const picked = indexes.map((index) => results[index]).filter((result): result is CopyResult => result !== undefined);
    const mean = indexes.reduce((sum, index) => sum + (shares[index] ?? 0), 0) / indexes.length;
    console.log(
      `  ${language}: ${picked.length}, ${picked.reduce((s, r) => s + r.wrongLanguage.length, 0)}, ${picked.reduce((s, r) => s + r.artefacts.length, 0)}, ` +
        `${picked.reduce((s, r) => s + r.sitelinkDefects.length, 0)}, ${pct(mean)}, ${picked.filter((r) => r.strength === "Excellent").length}`,
    );
  }
  const total = (pick: (result: CopyResult) => number) => results.reduce((sum, result) => sum + pick(result), 0);
  const searchResults = results.filter((result) => result.type === defaultCampaignType);
  const excellentShare = searchResults.filter((result) => result.strength === "Excellent").length / Math.max(1, searchResults.length);
  const meanShare = shares.reduce((a, b) => a + b, 0) / Math.max(1, shares.length);
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  console.log(
    `total: wrong-language assets ${total((r) => r.wrongLanguage.length)} (goal ${goals.wrongLanguage}), artefacts ${total((r) => r.artefacts.length)} (goal ${goals.artefacts}), ` +
      `sitelink defects ${total((r) => r.sitelinkDefects.length)} (goal ${goals.sitelinkDefects}), boilerplate mean ${pct(meanShare)} (goal at most ${pct(goals.boilerplate)}), ` +
      `Search pages rated Excellent ${pct(excellentShare)} (goal at most ${pct(goals.excellentShare)}), ` +
      `time per campaign mean ${(total((r) => r.ms) / Math.max(1, results.length)).toFixed(2)} ms, max ${times.at(-1)?.toFixed(2)} ms (goal under ${goals.campaignMs} ms)`,
  );
  for (const result of results) {
    for (const text of result.wrongLanguage) console.log(`wrong language ${result.page} ${result.type} [${result.language}]: ${text}`);
    for (const text of result.artefacts) console.log(`artefact ${result.page} ${result.type}: ${text}`);
    for (const text of result.sitelinkDefects) console.log(`sitelink ${result.page} ${result.type}: ${text}`);
  }
  const top = [...pairs].sort((a, b) => b[1] - a[1]).slice(0, 15);
  console.log(`most frequent borrowed word pairs: ${top.map(([pair, count]) => `"${pair}" ${count}`).join(", ")}`);
  await reportGlueSpelling();
}
