import { crawlMessages } from "../../domain/wizard/crawled-content.ts";
import type { Logger } from "../logger.ts";
import type { AddressPolicy } from "./address-policy.ts";
import { type CrawlContext, createDeadline, defaultFetchLimits, type FetchLimits } from "./crawl-context.ts";
import { crawlErrors } from "./crawl-error.ts";
import { parseCrawlUrl } from "./crawl-url.ts";
import { decodeHtml } from "./decode-html.ts";
import type { ExtractedContent } from "./extract/extract-content.ts";
import { type ExtractionPool, sharedExtractionPool } from "./extraction/extraction-pool.ts";
import { fetchPage } from "./fetch-page.ts";
import { createGuardedAgent, type Resolve, systemResolve } from "./guarded-agent.ts";
import type { Renderer } from "./render/renderer.ts";

export interface CrawlerOptions {
  policy: AddressPolicy;
  userAgent: string;
  logger: Logger;
  /** Null when no browser is available or rendering is turned off. */
  renderer: Renderer | null;
  /** The whole crawl, redirects, body and rendering included. */
  timeoutMs?: number;
  limits?: FetchLimits;
  resolve?: Resolve;
  /** Where pages are parsed: the process's shared worker pool unless a test brings its own. */
  extraction?: ExtractionPool;
}

export interface CrawlOptions {
  /**
   * Refuse a page past the size limit instead of reading its beginning. The wizard reads what it can of
   * a heavy page; a bulk job fails that page alone, with the reason (issue 23).
   */
  wholePageOnly?: boolean;
}

export interface Crawler {
  /** The crawled content of the page at `address`; throws a CrawlError the user can act on. */
  crawl(address: string, options?: CrawlOptions): Promise<ExtractedContent>;
}

const defaultCrawlTimeoutMs = 10_000;

/**
 * Fetch, decode, extract (in a worker); and for a page that only shows its content once JavaScript runs, render it
 * in a browser and extract again. Without a browser, or when rendering fails, the result keeps what the
 * title and meta tags said and says why the rest is missing.
 */
export function createCrawler(options: CrawlerOptions): Crawler {
  const dispatcher = createGuardedAgent(options.policy, options.resolve ?? systemResolve);
  const timeoutMs = options.timeoutMs ?? defaultCrawlTimeoutMs;
  const limits = options.limits ?? defaultFetchLimits;
  const extraction = options.extraction ?? sharedExtractionPool();
  return {
    async crawl(address, crawlOptions = {}) {
      const start = parseCrawlUrl(address);
      const context: CrawlContext = {
        dispatcher,
        policy: options.policy,
        userAgent: options.userAgent,
        limits,
        deadline: createDeadline(timeoutMs),
      };
      const page = await fetchPage(start, context);
      if (page.truncated && crawlOptions.wholePageOnly) throw crawlErrors.tooLarge(limits.maxBytes);
      const source = { url: page.url, contentLanguage: page.contentLanguage };
      // Parsed off the event loop and within the crawl's deadline (see extraction-pool.ts).
      const first = await extraction.extract({ ...source, html: decodeHtml(page.bytes, page.contentType) }, context.deadline);
      if (!first.needsBrowser) return first.content;
      if (!options.renderer) return needingBrowser(first.content, crawlMessages.needsBrowser);
      try {
        const rendered = await extraction.extract({ ...source, html: await options.renderer.render(page, context) }, context.deadline);
        return { ...rendered.content, page: { ...rendered.content.page, rendering: "browser" } };
      } catch (error) {
        options.logger.warn("rendering failed", { url: page.url.href, error: error instanceof Error ? error.message : String(error) });
        return needingBrowser(first.content, crawlMessages.renderFailed);
      }
    },
  };
}

function needingBrowser(content: ExtractedContent, notice: string): ExtractedContent {
  return { ...content, page: { ...content.page, rendering: "needs-browser", notice } };
}
