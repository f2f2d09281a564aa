import { bulkJobLimits, bulkJobMessages } from "../../domain/bulk/bulk-rules.ts";
import type { AddressPolicy } from "../crawl/address-policy.ts";
import { type CrawlContext, createDeadline } from "../crawl/crawl-context.ts";
import { CrawlError, crawlErrors } from "../crawl/crawl-error.ts";
import { parseCrawlUrl } from "../crawl/crawl-url.ts";
import { createGuardedAgent, type Resolve, systemResolve } from "../crawl/guarded-agent.ts";
import { guardedFetch } from "../crawl/guarded-fetch.ts";
import { readAtMost } from "../crawl/read-limited.ts";
import { disallowedPaths, sitemapLines } from "./robots-txt.ts";
import { readSitemapXml } from "./sitemap-xml.ts";

export interface SitemapReader {
  /** The site's page addresses its sitemaps list, robots.txt's Disallow rules for us applied, at most `max`. */
  pages(siteOrSitemap: string, max?: number): Promise<string[]>;
}

const maxSitemapFiles = 25;
const maxSitemapBytes = 20 * 1024 * 1024;
const perFileTimeoutMs = 10_000;

/**
 * Reads a site's sitemaps through the crawler's guard: robots.txt's `Sitemap:` lines, else `/sitemap.xml`;
 * sitemap indexes are followed (at most 25 files). An address ending in .xml is read as the sitemap itself.
 */
export function createSitemapReader(options: { policy: AddressPolicy; userAgent: string; resolve?: Resolve; timeoutMs?: number }): SitemapReader {
  const dispatcher = createGuardedAgent(options.policy, options.resolve ?? systemResolve);

  async function fetchText(url: URL): Promise<string | null> {
    const context: CrawlContext = {
      dispatcher,
      policy: options.policy,
      userAgent: options.userAgent,
      limits: { maxRedirects: 5, maxBytes: maxSitemapBytes },
      deadline: createDeadline(options.timeoutMs ?? perFileTimeoutMs),
    };
    let current = url;
    for (let redirects = 0; redirects <= context.limits.maxRedirects; redirects++) {
      const response = await guardedFetch(current, context, { method: "GET", headers: { accept: "application/xml,text/xml,text/plain;q=0.9,*/*;q=0.1" } });
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        current = parseCrawlUrl(location, current);
        continue;
      }
      if (response.status < 200 || response.status > 299) {
        await response.body?.cancel();
        return null;
      }
      const { bytes } = await readAtMost(response.body, context.limits.maxBytes, current.hostname, context.deadline);
      return new TextDecoder().decode(bytes);
    }
    throw crawlErrors.tooManyRedirects(5);
  }

  return {
    async pages(siteOrSitemap, max = bulkJobLimits.sitemapPages) {
      const given = parseCrawlUrl(/^[a-z][a-z0-9+.-]*:\/\//i.test(siteOrSitemap.trim()) ? siteOrSitemap.trim() : `https://${siteOrSitemap.trim()}`);
      const robots = await fetchText(new URL("/robots.txt", given)).catch((error: unknown) => {
        // The site itself cannot be reached or is refused: say so now rather than "no pages".
        if (error instanceof CrawlError) throw error;
        return null;
      });
      const explicit = /\.xml(\.gz)?$/i.test(given.pathname);
      const sitemaps = explicit ? [given.href] : robots ? sitemapLines(robots, given) : [];
      if (sitemaps.length === 0) sitemaps.push(new URL("/sitemap.xml", given).href);
      const disallowed = robots ? disallowedPaths(robots, "Adsmith") : [];

      const pages: string[] = [];
      const seenPages = new Set<string>();
      const seenFiles = new Set<string>();
      const queue = [...sitemaps];
      while (queue.length > 0 && seenFiles.size < maxSitemapFiles && pages.length < max) {
        const next = queue.shift();
        if (!next || seenFiles.has(next)) continue;
        seenFiles.add(next);
        let text: string | null;
        try {
          text = await fetchText(parseCrawlUrl(next));
        } catch (error) {
          if (error instanceof CrawlError && seenFiles.size === 1) throw error;
          continue;
        }
        if (!text) continue;
        const read = readSitemapXml(text);
        queue.push(...read.sitemaps);
        for (const page of read.pages) {
          if (pages.length >= max) break;
          if (seenPages.has(page)) continue;
          let path: string;
          try {
            path = new URL(page).pathname;
          } catch {
            continue;
          }
          if (disallowed.some((rule) => path.startsWith(rule))) continue;
          seenPages.add(page);
          pages.push(page);
        }
      }
      if (pages.length === 0) throw new CrawlError("not-found", bulkJobMessages.sitemapEmpty);
      return pages;
    },
  };
}
