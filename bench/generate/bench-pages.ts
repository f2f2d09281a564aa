import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { CrawledContent } from "../../src/domain/wizard/crawled-content.ts";
import { extractContent } from "../../src/server/crawl/extract/extract-content.ts";
import { fixtureLandingUrls } from "./landing-urls.ts";

export interface BenchPage {
  name: string;
  landingPageUrl: string;
  crawled: CrawledContent;
}

/**
 * Every `.html` page of the folder through the crawl's own extraction, read as if served from its site
 * (known fixtures), else from the canonical address it names, else from a made-up one, so that its links
 * to its own site count as internal, as on the live page.
 */
export function loadBenchPages(dir: string): BenchPage[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".html"))
    .sort()
    .map((file) => {
      const name = file.replace(/\.html$/, "");
      const html = readFileSync(path.join(dir, file), "utf8");
      const known = fixtureLandingUrls[name];
      const guess = new URL(known ?? `https://${name}.example/`);
      const first = extractContent({ html, url: guess, contentLanguage: "" }).content;
      const canonical = !known && URL.canParse(first.page.canonicalUrl) ? new URL(first.page.canonicalUrl) : guess;
      const url = /^https?:$/.test(canonical.protocol) ? canonical : guess;
      const crawled = url === guess ? first : extractContent({ html, url, contentLanguage: "" }).content;
      return { name, landingPageUrl: url.toString(), crawled };
    });
}
