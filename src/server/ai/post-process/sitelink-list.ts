import { formatSitelinks } from "../../../domain/ads/asset-formatting.ts";
import type { CampaignTypeDescriptor } from "../../../domain/campaign-types/descriptor.ts";
import type { Sitelink, WrittenSitelink } from "../../../domain/ads/generated-ads.ts";
import { normalizedWording } from "../../../domain/policy/policy.ts";
import type { AssemblyStats } from "./assembly-stats.ts";
import { isMidWordCut } from "./asset-list.ts";
import { cleanAssetText } from "./clean-asset.ts";
import { rewriteForPolicy } from "./policy-rewrite.ts";
import type { ReplacementSource } from "./replacement-source.ts";

const isWebAddress = (url: URL) => url.protocol === "http:" || url.protocol === "https:";

const siteOf = (url: URL) => url.hostname.replace(/^www\./, "");

/** The same site: one host, or one a subdomain of the other (shop.example and example.com/pricing). */
function onSameSite(url: URL, landingPageUrl: string): boolean {
  if (!URL.canParse(landingPageUrl)) return true;
  const [link, landing] = [siteOf(url), siteOf(new URL(landingPageUrl))];
  return link === landing || link.endsWith(`.${landing}`) || landing.endsWith(`.${link}`);
}

/**
 * A reply's link as an address the ad can send people to: a relative path resolved against the landing
 * page, on the advertiser's own site. A link elsewhere is what a page's hidden text could talk the model
 * into (a phishing page), and Google refuses sitelinks off the ad's domain anyway.
 */
function usableUrl(url: string, landingPageUrl: string, fallback: string): string {
  const resolved = URL.canParse(url) ? new URL(url) : URL.canParse(url, landingPageUrl) ? new URL(url, landingPageUrl) : null;
  if (!resolved || !isWebAddress(resolved) || !onSameSite(resolved, landingPageUrl)) return fallback;
  return URL.canParse(url) ? url : resolved.toString();
}

const sitelinkTexts = ["linkText", "headline", "description1", "description2"] as const;

/** The reply's texts cleaned as every other asset is (markup and list numbering out); the link stays. */
function withCleanTexts(item: WrittenSitelink): WrittenSitelink {
  const cleaned = { ...item };
  for (const key of sitelinkTexts) {
    const text = item[key];
    if (text !== undefined) cleaned[key] = cleanAssetText(text);
  }
  return cleaned;
}

const rawText = (item: WrittenSitelink, ...keys: (keyof WrittenSitelink)[]) => {
  const value = keys.map((key) => item[key]).find((candidate) => typeof candidate === "string");
  return typeof value === "string" ? value.trim() : "";
};

/**
 * Sitelinks as the type keeps them: the spec's count and defaults ('Link', 'Description', 'More info', a
 * generic URL) by the domain's formatting, addresses made absolute, policy problems fixed, an unfixable
 * one replaced by one of the page's own links, repeated link texts removed.
 */
export function assembleSitelinks(
  type: CampaignTypeDescriptor,
  items: readonly WrittenSitelink[],
  landingPageUrl: string,
  source: ReplacementSource,
  stats: AssemblyStats,
): Sitelink[] {
  const spec = type.sitelinks;
  if (!spec) return [];
  const objects = items.map(withCleanTexts);
  const formatted = formatSitelinks(type, objects);
  const textRules = { limit: spec.textLimit, isHeadline: false, singular: "sitelink" };
  const descriptionRules = { limit: spec.descriptionLimit, isHeadline: false, singular: "sitelink description" };
  const kept: Sitelink[] = [];
  const taken = new Set<string>();
  formatted.forEach((sitelink, index) => {
    const raw = objects[index] ?? {};
    const pairs: [string, string][] = [
      [rawText(raw, "linkText", "headline"), sitelink.linkText],
      [rawText(raw, "description1"), sitelink.description1],
      [rawText(raw, "description2"), sitelink.description2],
    ];
    for (const [before, after] of pairs) {
      if (!before || before === after) continue;
      stats.truncated++;
      if (isMidWordCut(before, after)) stats.hardCuts++;
    }
    const linkText = rewriteForPolicy(sitelink.linkText, textRules);
    const description1 = rewriteForPolicy(sitelink.description1, descriptionRules);
    const description2 = rewriteForPolicy(sitelink.description2, descriptionRules);
    let next: Sitelink | undefined;
    if (linkText === null || description1 === null || description2 === null) {
      next = source.sitelinks().find((candidate) => !taken.has(normalizedWording(candidate.linkText)));
      if (next) stats.replaced++;
    } else {
      if (linkText !== sitelink.linkText || description1 !== sitelink.description1 || description2 !== sitelink.description2) stats.rewritten++;
      next = { linkText, description1, description2, linkUrl: usableUrl(sitelink.linkUrl, landingPageUrl, spec.fallback.linkUrl) };
    }
    if (!next) return;
    const key = normalizedWording(next.linkText);
    if (taken.has(key)) {
      stats.duplicatesRemoved++;
      return;
    }
    taken.add(key);
    kept.push(next);
  });
  return kept;
}
