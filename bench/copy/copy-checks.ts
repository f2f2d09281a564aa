import { eld } from "eld/extrasmall";
import type { Sitelink } from "../../src/domain/ads/generated-ads.ts";

/**
 * Checks of written ads that the writer does not use to choose its lines (issue 19, 'Measure it'): a
 * reader's objections, counted, so a change to the writer shows what it did to copy on real pages.
 */

const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;
const isCjk = (text: string) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text);

/** An asset long enough for a language detector to judge, and judged another language than the campaign's. */
export function inWrongLanguage(text: string, language: string): boolean {
  const judgeable = isCjk(text) ? letters(text) >= 8 : (text.match(/\p{L}+/gu)?.length ?? 0) >= 4 && letters(text) >= 20;
  if (!judgeable) return false;
  const result = eld.detect(text);
  return Boolean(result.language) && result.isReliable() && result.language !== language;
}

/** Markup, entities or template tags that reached an asset as text. */
export function isMarkupAsText(text: string): boolean {
  return /<\/?[a-z][^>]*>|&(?:[a-z]+|#\d+);|\{\{|\}\}|\$\{|%s/iu.test(text);
}

/** Dates, hours, copyright, notices and contact details: page debris a reader spots at once. */
export function isDebris(text: string): boolean {
  return /©|copyright|all rights reserved|alle rechte|tous droits|cookie|javascript|\b\d{1,2}[:.]\d{2}\s*[-–]\s*\d{1,2}[:.]\d{2}\b|https?:|www\.|@|\+?\d[\d\s()./-]{8,}\d|lorem ipsum|under construction|loading/iu.test(text);
}

const fileLink = /\.(?:pdf|docx?|xlsx?|zip|exe|dmg|apk|jpe?g|png|gif|mp[34])(?:[?#]|$)/i;
const plumbing = /(?:^|[/\-_])(?:login|log-in|signin|sign-in|register|cart|checkout|account|privacy|datenschutz|impressum|imprint|terms|agb|legal|mentions-legales|aviso-legal|cookie|donate|spenden|wp-admin|feed|rss)(?:[/\-_.?#]|$)/i;

/** A sitelink no advertiser would publish: to a file, to the site's plumbing, or back to the landing page itself. */
export function sitelinkDefect(sitelink: Sitelink, landingPageUrl: string): string | null {
  const url = sitelink.linkUrl.trim();
  if (!url) return "no address";
  if (fileLink.test(url)) return "a file";
  if (plumbing.test(URL.canParse(url) ? new URL(url).pathname : url)) return "site plumbing";
  const same = (a: string, b: string) => URL.canParse(a) && URL.canParse(b) && new URL(a).origin + new URL(a).pathname.replace(/\/$/, "") === new URL(b).origin + new URL(b).pathname.replace(/\/$/, "");
  if (same(url, landingPageUrl)) return "the landing page itself";
  return null;
}

/** Adjacent words within one sentence: 'Open source. Learn more.' holds no pair 'source learn'. */
const wordPairs = (text: string) =>
  text
    .toLowerCase()
    .split(/[.!?。！？;:|–—]/u)
    .flatMap((sentence) => {
      const words = sentence.match(/[\p{L}\p{N}]+/gu) ?? [];
      return words.slice(1).map((word, index) => `${words[index]} ${word}`);
    });

/**
 * Boilerplate: word pairs that recur in the ads of many different pages and are not the page's own
 * words ('that delivers', 'learn more'). Returns, per campaign, the share of its ads' word pairs that are.
 * Pages are counted by name: one page's campaigns of several types share its words and count once.
 */
export function boilerplate(pages: readonly { page: string; ads: readonly string[]; ownText: string }[], minPages = 4): { shares: number[]; pairs: Map<string, number> } {
  const namesWith = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const pair of new Set(page.ads.flatMap(wordPairs))) namesWith.set(pair, (namesWith.get(pair) ?? new Set()).add(page.page));
  }
  const pagesWith = new Map([...namesWith].map(([pair, names]) => [pair, names.size]));
  const pairs = new Map<string, number>();
  const shares = pages.map((page) => {
    const own = page.ownText.toLowerCase();
    const all = page.ads.flatMap(wordPairs);
    if (all.length === 0) return 0;
    const borrowed = all.filter((pair) => (pagesWith.get(pair) ?? 0) >= minPages && !own.includes(pair));
    for (const pair of borrowed) pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
    return borrowed.length / all.length;
  });
  return { shares, pairs };
}
