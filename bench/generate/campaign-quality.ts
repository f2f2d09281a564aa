import { adStrength, containsKeyword } from "../../src/domain/ads/ad-strength.ts";
import type { CampaignTypeDescriptor } from "../../src/domain/campaign-types/descriptor.ts";
import type { Sitelink } from "../../src/domain/ads/generated-ads.ts";
import { checkAd } from "../../src/domain/policy/policy.ts";
import { displayWidth } from "../../src/domain/text/text.ts";
import type { AssetDraft } from "../../src/server/ai/asset-draft.ts";

export interface CampaignQuality {
  asked: number;
  generated: number;
  overLimit: number;
  /** Policy errors other than length and repeats (those have their own columns). */
  policyErrors: number;
  policyWarnings: number;
  duplicates: number;
  /** Assets ending in a word the page, the form and the writer's phrases never use whole: a cut inside a word. */
  hardCuts: number;
  /** Share of headlines holding one of the keywords; null without keywords. */
  keywordCoverage: number | null;
  strength: string;
  strengthScore: number;
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

export function measureCampaign(
  type: CampaignTypeDescriptor,
  draft: AssetDraft,
  keywords: readonly string[],
  vocabulary: ReadonlySet<string>,
): CampaignQuality {
  const lists = draft.lists;
  const sitelinks: Sitelink[] = draft.sitelinks;
  const report = checkAd(type, lists, sitelinks);
  const assetIssues = Object.values(report.assets).flat().flatMap((asset) => asset.issues);
  const repeats = new Set(["duplicate", "near-duplicate"]);
  const sitelinkTexts = sitelinks.flatMap((sitelink) => [sitelink.linkText, sitelink.description1, sitelink.description2]);
  const texts = [...type.assetKinds.flatMap((kind) => lists[kind.key] ?? []), ...sitelinkTexts];
  const overLimit =
    type.assetKinds.reduce((sum, kind) => sum + (lists[kind.key] ?? []).filter((text) => displayWidth(text) > kind.limit).length, 0) +
    (type.sitelinks
      ? sitelinks.filter((s) => displayWidth(s.linkText) > (type.sitelinks?.textLimit ?? 0) || [s.description1, s.description2].some((d) => displayWidth(d) > (type.sitelinks?.descriptionLimit ?? 0))).length
      : 0);
  const headlines = lists.headlines ?? [];
  const strength = adStrength(type, { lists, keywords });
  return {
    asked: type.assetKinds.reduce((sum, kind) => sum + kind.requested, 0) + (type.sitelinks?.requested ?? 0),
    generated: type.assetKinds.reduce((sum, kind) => sum + (lists[kind.key] ?? []).length, 0) + sitelinks.length,
    overLimit,
    policyErrors:
      assetIssues.filter((issue) => issue.severity === "error" && issue.code !== "over-limit" && !repeats.has(issue.code)).length +
      report.sitelinks.reduce((sum, item) => sum + item.issues.filter((issue) => !issue.includes("over")).length, 0),
    policyWarnings: assetIssues.filter((issue) => issue.severity === "warning" && !repeats.has(issue.code)).length,
    duplicates: assetIssues.filter((issue) => repeats.has(issue.code)).length,
    hardCuts: texts.filter((text) => {
      const last = wordsOf(text).at(-1);
      return last !== undefined && !vocabulary.has(last);
    }).length,
    keywordCoverage: keywords.length === 0 || headlines.length === 0 ? null : headlines.filter((h) => keywords.some((k) => containsKeyword(h, k))).length / headlines.length,
    strength: strength.rating,
    strengthScore: strength.score,
  };
}

/** Every whole word the writer could have used: the page, the form and its phrasebooks. */
export function vocabularyOf(...sources: readonly unknown[]): Set<string> {
  return new Set(sources.flatMap((source) => wordsOf(typeof source === "string" ? source : JSON.stringify(source))));
}
