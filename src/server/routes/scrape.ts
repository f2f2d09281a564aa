import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { crawlMessages, emptyCrawledContent } from "../../domain/wizard/crawled-content.ts";
import { CrawlError, type CrawlErrorKind } from "../crawl/crawl-error.ts";
import type { Crawler } from "../crawl/crawler.ts";
import type { AppEnv } from "../http/app-env.ts";
import { readJson } from "../http/validate.ts";
import type { Logger } from "../logger.ts";

const scrapeInput = z.object({
  url: z
    .string({ error: "the landing page address is required" })
    .trim()
    .min(1, "the landing page address is required")
    .max(2048, "the address is longer than 2048 characters"),
});

/** Crawls fetch pages anywhere on the user's behalf; a minute's allowance keeps that from being a flood. */
const crawlsPerMinute = 30;

const statusOfCrawlError: Record<CrawlErrorKind, ContentfulStatusCode> = {
  "invalid-url": 400,
  "blocked-address": 400,
  "not-found": 502,
  unreachable: 502,
  timeout: 504,
  "http-status": 502,
  "too-many-redirects": 502,
  "not-html": 502,
  tls: 502,
  "too-complex": 422,
  "too-large": 422,
  network: 502,
};

/**
 * POST /api/scrape-landing-page {url}: the crawled content of part 1 section 3. A failure answers the
 * same shape, empty, with `error` saying what went wrong, and a status: 400 for an address we will not
 * crawl, 502/504 when the page or the network failed, 422 for a page too complex to parse, 429 past the
 * per-user allowance.
 */
export function createScrapeRoutes(crawler: Crawler, logger: Logger) {
  return new Hono<AppEnv>().post("/", async (c) => {
    const user = c.get("user");
    const allowance = await c.get("rateLimiter").hit(`crawl:${user.id}`, crawlsPerMinute, 60_000);
    if (!allowance.allowed) {
      c.header("Retry-After", String(allowance.retryAfterSeconds));
      const error = `Too many page crawls: at most ${crawlsPerMinute} a minute. Try again in ${allowance.retryAfterSeconds} seconds.`;
      return c.json({ ...emptyCrawledContent, error }, 429);
    }
    const { url } = await readJson(c, scrapeInput);
    try {
      return c.json(await crawler.crawl(url));
    } catch (error) {
      if (error instanceof CrawlError) return c.json({ ...emptyCrawledContent, error: error.message }, statusOfCrawlError[error.kind]);
      logger.error("crawl failed unexpectedly", {
        requestId: c.get("requestId"),
        error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
      });
      return c.json({ ...emptyCrawledContent, error: crawlMessages.backendFailed }, 500);
    }
  });
}
