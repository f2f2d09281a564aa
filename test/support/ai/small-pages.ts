import { type CrawledContent, emptyCrawledContent } from "../../../src/domain/wizard/crawled-content.ts";

/**
 * A small page as the crawl returns it, in any language, for the offline writer's tests: only what a
 * test names is on it. Handwritten for the tests; never a copy of a real site.
 */
export function smallPage(
  url: string,
  content: Partial<Omit<CrawledContent, "page">> & { language?: string; siteName?: string; links?: { url: string; text: string }[]; callsToAction?: string[] },
): CrawledContent {
  const { language = "", siteName = "", links = [], callsToAction = [], ...rest } = content;
  return {
    ...emptyCrawledContent,
    ...rest,
    page: { url, canonicalUrl: url, language, siteName, links, offers: [], phoneNumbers: [], callsToAction, rendering: "static" },
  };
}
