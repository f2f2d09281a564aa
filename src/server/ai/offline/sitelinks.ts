import type { SitelinkSpec } from "../../../domain/campaign-types/descriptor.ts";
import type { Sitelink } from "../../../domain/generated-ads.ts";
import { normalizedWording } from "../../../domain/policy.ts";
import type { Brief } from "./brief.ts";
import type { SitelinkCategory } from "./phrases/phrasebook.ts";
import { isShippable } from "./select.ts";
import { cleanText, fillTemplate } from "./text-pieces.ts";

/** Which of the page's own pages a link leads to, judged by its address and its text, in English and German. */
const categories: readonly [SitelinkCategory, RegExp][] = [
  ["pricing", /pric|preis|tarif|\bplans?\b|kosten/i],
  ["features", /feature|funktion|leistung/i],
  ["about", /about|über[- ]uns|ueber-uns|\bteam\b|company|unternehmen/i],
  ["contact", /contact|kontakt/i],
  ["download", /download|herunterladen|install/i],
  ["docs", /\bdocs?\b|documentation|dokumentation|guide|handbuch|manual|wiki/i],
  ["demo", /demo/i],
  ["signup", /sign-?up|register|registrier|\bjoin\b|trial/i],
  ["support", /support|hilfe|\bhelp\b/i],
  ["faq", /\bfaq\b|fragen/i],
  ["blog", /blog|news|neuigkeiten/i],
  ["shop", /shop|store|\bbuy\b|kaufen/i],
];

/** Pages no advertiser sends a sitelink to, and files rather than pages. */
const unwanted = /log-?in|sign-?in|anmelden|privacy|datenschutz|imprint|impressum|terms|\bagb\b|cookie|legal|\brss\b|\bfeed\b|\.(?:png|jpe?g|gif|svg|pdf|zip|dmg|exe|apk|tar|gz)(?:$|\?)/i;
const vagueText = /^(?:here|more|read more|click|learn more|mehr|hier|weiterlesen|link)$/i;

const siteOf = (host: string) => host.replace(/^www\./, "");

/** '/index.html' is the same page as '/'. */
const pagePath = (url: URL) => url.pathname.replace(/\/index\.(?:html?|php)$/i, "/");

interface SiteLinkTarget {
  url: string;
  text: string;
  category: SitelinkCategory | null;
}

function ownPages(brief: Brief): SiteLinkTarget[] {
  let landing: URL;
  try {
    landing = new URL(brief.landingPageUrl);
  } catch {
    return [];
  }
  const targets: SiteLinkTarget[] = [];
  for (const link of brief.links) {
    let url: URL;
    try {
      url = new URL(link.url, landing);
    } catch {
      continue;
    }
    const sameSite = siteOf(url.hostname) === siteOf(landing.hostname);
    const samePage = url.origin + pagePath(url) === landing.origin + pagePath(landing) && !url.hash;
    if (!/^https?:$/.test(url.protocol) || !sameSite || samePage) continue;
    const text = cleanText(link.text);
    const described = `${url.pathname} ${url.hash} ${text}`;
    if (unwanted.test(described)) continue;
    const category = categories.find(([, pattern]) => pattern.test(described))?.[0] ?? null;
    targets.push({ url: url.toString(), text, category });
  }
  return targets;
}

export interface SitelinkWriting {
  sitelinks: Sitelink[];
  /** Some sitelinks had to point at the landing page itself; the advertiser should give each its own page. */
  reusedLandingPage: boolean;
}

/**
 * Sitelinks from the page's own links (pricing, features, about, contact ... first), each with two
 * descriptions; when the page links to too few pages, its features fill the rest, pointing at the page.
 */
export function writeSitelinks(brief: Brief, spec: SitelinkSpec): SitelinkWriting {
  const { phrases } = brief;
  const textRules = { limit: spec.textLimit, isHeadline: false, singular: "sitelink" };
  const descriptionRules = { limit: spec.descriptionLimit, isHeadline: false, singular: "sitelink description" };
  const sitelinks: Sitelink[] = [];
  const usedCategories = new Set<SitelinkCategory>();
  const usedUrls = new Set<string>();
  const usedTexts = new Set<string>();

  const describe = (text: string, category: SitelinkCategory | null): [string, string] => {
    if (category) return [...phrases.sitelinks[category].descriptions];
    const [first = "", second = ""] = phrases.genericSitelink
      .map((template) => fillTemplate(template, { text, brand: brief.brand }))
      .filter((line): line is string => line !== null && isShippable(line, descriptionRules));
    return [first, second];
  };
  const add = (text: string, url: string, category: SitelinkCategory | null) => {
    const key = normalizedWording(text);
    if (sitelinks.length >= spec.requested || usedTexts.has(key) || usedUrls.has(url) || (category && usedCategories.has(category))) return;
    const [description1, description2] = describe(text, category);
    if (![description1, description2].every((description) => isShippable(description, descriptionRules)) || !isShippable(text, textRules)) return;
    sitelinks.push({ linkText: text, linkUrl: url, description1, description2 });
    usedTexts.add(key);
    usedUrls.add(url);
    if (category) usedCategories.add(category);
  };

  const pages = ownPages(brief);
  const ranked = [
    ...categories.flatMap(([category]) => pages.filter((page) => page.category === category)),
    ...pages.filter((page) => page.category === null),
  ];
  for (const page of ranked) {
    // A page of no known kind needs link text that says what it is; 'Why' or 'Go' does not.
    const telling = page.category !== null || (page.text.length >= 6 && !/^(?:why|how|what|go|top|start)\b/i.test(page.text));
    const ownText = page.text && telling && !vagueText.test(page.text) ? phrases.headlineCase(page.text) : null;
    const text = ownText && isShippable(ownText, textRules) ? ownText : page.category ? phrases.sitelinks[page.category].label : null;
    if (text) add(text, page.url, page.category);
  }
  const before = sitelinks.length;
  const landing = brief.landingPageUrl || spec.fallback.linkUrl;
  for (const feature of brief.features) {
    if (sitelinks.length >= spec.requested) break;
    const text = phrases.headlineCase(feature);
    const key = normalizedWording(text);
    if (usedTexts.has(key)) continue;
    const [description1, description2] = describe(text, null);
    if (![text].every((part) => isShippable(part, textRules)) || ![description1, description2].every((part) => isShippable(part, descriptionRules))) continue;
    sitelinks.push({ linkText: text, linkUrl: landing, description1, description2 });
    usedTexts.add(key);
  }
  return { sitelinks, reusedLandingPage: sitelinks.length > before };
}
