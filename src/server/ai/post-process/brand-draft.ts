import { followBrandRules, hasBrandRules, withRequiredPhrases } from "../../../domain/brand-rules/index.ts";
import type { AssetDraft } from "../asset-draft.ts";
import type { CampaignRequest } from "../campaign-request.ts";

/**
 * A finished draft under the ad account's brand rules (issue 22), whichever writer wrote it: the lists'
 * required phrases written in, sitelinks and display paths corrected or, where they say a banned phrase,
 * left out. Each list's own assets were checked as they were written.
 */
export function draftUnderBrandRules(draft: AssetDraft, request: Pick<CampaignRequest, "type" | "brandRules">, language: string): AssetDraft {
  const rules = request.brandRules;
  if (!hasBrandRules(rules)) return draft;
  const follow = (text: string) => (text ? followBrandRules(text, rules, language) : text);
  const sitelinks = draft.sitelinks.flatMap((sitelink) => {
    const linkText = follow(sitelink.linkText);
    const description1 = follow(sitelink.description1);
    const description2 = follow(sitelink.description2);
    return linkText && description1 !== null && description2 !== null ? [{ ...sitelink, linkText, description1, description2 }] : [];
  });
  const paths = draft.paths.map(follow);
  return {
    lists: withRequiredPhrases(draft.lists, request.type.assetKinds, rules),
    sitelinks,
    // Path 2 only narrows Path 1: without a first, no second.
    paths: paths[0] ? paths.filter((path): path is string => Boolean(path)) : [],
  };
}
