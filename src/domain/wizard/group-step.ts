import type { CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
import type { CrawledContent } from "./crawled-content.ts";
import { isValidLandingPageUrl } from "./form-fields.ts";

/**
 * Demand Gen's group step reads the landing page by itself (part 2, section 2). It waits for the typing
 * to pause, so a URL typed key by key is read once, whole, not at 'http://e'.
 */
export const autoCrawlDelayMs = 800;

/** Once, when the type reads by itself, a URL starting with http is there and nothing was read yet. */
export function shouldAutoCrawl(type: CampaignTypeDescriptor, input: { url: string; crawled: CrawledContent | null; alreadyTried: boolean }): boolean {
  if (!type.groupStep.autoCrawl || input.alreadyTried || input.crawled !== null) return false;
  const url = input.url.trim();
  return /^http/i.test(url) && isValidLandingPageUrl(url);
}

const normalized = (url: string) => {
  try {
    return new URL(url.trim()).href;
  } catch {
    return null;
  }
};

/**
 * Whether a stored read is of this URL, so Next need not read the page again. A failed read never
 * counts: Next tries once more before going on with the form data only.
 */
export function crawlMatches(content: CrawledContent | null, url: string): boolean {
  if (!content || content.error || !content.page) return false;
  const wanted = normalized(url);
  return wanted !== null && normalized(content.page.url) === wanted;
}

export type CrawlStatus = "none" | "reading" | "read" | "failed";

/** What the group step's summary says about the page. */
export function crawlStatus(content: CrawledContent | null, reading: boolean): CrawlStatus {
  if (reading) return "reading";
  if (!content) return "none";
  return content.error ? "failed" : "read";
}

/**
 * Next reads the page before the results unless the step already read this very URL by itself; Search
 * and Performance Max always read it on Next, as their button promises.
 */
export function needsCrawlOnNext(type: CampaignTypeDescriptor, content: CrawledContent | null, url: string): boolean {
  return !(type.groupStep.autoCrawl && crawlMatches(content, url));
}
