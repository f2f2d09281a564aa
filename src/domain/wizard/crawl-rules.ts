import type { CrawledContent } from "./crawled-content.ts";
import { cutToWidth, displayWidth } from "../text/text.ts";

/**
 * Part 1, section 5: which page texts the crawl keeps. Bounds are inclusive display widths, so a short
 * Japanese heading is judged by the space it takes, as the ad limits are.
 */
export const crawlExtraction = {
  heading: { min: 4, max: 199 },
  paragraph: { min: 21, max: 499 },
  feature: { min: 6, max: 149 },
  brandMessage: { min: 11, max: 199 },
  /** Keywords must exceed 3 letters. */
  keywordMinLength: 4,
  caps: { headings: 10, keyContent: 8, productFeatures: 12, extractedKeywords: 20 },
} as const;

/** What of the crawl goes into a generation prompt; key content items are cut to 200 each. */
export const crawlPromptCaps = {
  headings: 5,
  keyContent: 3,
  keyContentWidth: 200,
  productFeatures: 8,
  extractedKeywords: 15,
} as const;

export type ExtractedTextKind = "heading" | "paragraph" | "feature" | "brandMessage";

/** Menu and footer labels say nothing about the offer; the spec's crawl skips them. */
const navigationLabels = new Set([
  "home", "about", "about us", "contact", "contact us", "menu", "navigation", "search", "login", "log in", "sign in",
  "sign up", "register", "my account", "account", "cart", "basket", "checkout", "privacy", "privacy policy", "terms",
  "terms of service", "terms and conditions", "cookies", "cookie policy", "sitemap", "faq", "blog", "careers", "next",
  "previous", "back", "back to top", "skip to content", "skip to main content", "read more", "close", "open menu",
]);

const normalized = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(" ");

export function isNavigationLike(text: string): boolean {
  return navigationLabels.has(normalized(text));
}

export function acceptsExtractedText(kind: ExtractedTextKind, text: string): boolean {
  const trimmed = text.trim().replace(/\s+/g, " ");
  const { min, max } = crawlExtraction[kind];
  const width = displayWidth(trimmed);
  return width >= min && width <= max && !isNavigationLike(trimmed);
}

export function isKeywordCandidate(word: string): boolean {
  return (word.trim().match(/\p{L}/gu) ?? []).length >= crawlExtraction.keywordMinLength;
}

/** The parse-time caps (10 headings, 8 content items, 12 features, 20 keywords). */
export function capCrawledContent(content: CrawledContent): CrawledContent {
  const { caps } = crawlExtraction;
  return {
    ...content,
    headings: content.headings.slice(0, caps.headings),
    keyContent: content.keyContent.slice(0, caps.keyContent),
    productFeatures: content.productFeatures.slice(0, caps.productFeatures),
    extractedKeywords: content.extractedKeywords.slice(0, caps.extractedKeywords),
  };
}

/** The crawl as a prompt sees it: fewer items, so the page informs the copy without drowning the brief. */
export function crawlPromptContext(content: CrawledContent): CrawledContent {
  return {
    ...content,
    headings: content.headings.slice(0, crawlPromptCaps.headings),
    keyContent: content.keyContent.slice(0, crawlPromptCaps.keyContent).map((item) => cutToWidth(item, crawlPromptCaps.keyContentWidth)),
    productFeatures: content.productFeatures.slice(0, crawlPromptCaps.productFeatures),
    extractedKeywords: content.extractedKeywords.slice(0, crawlPromptCaps.extractedKeywords),
  };
}
