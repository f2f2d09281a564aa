import { existsSync } from "node:fs";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { createAddressPolicy } from "./address-policy.ts";
import { defaultFetchLimits } from "./crawl-context.ts";
import { type Crawler, createCrawler } from "./crawler.ts";
import { createChromiumRenderer } from "./render/chromium-renderer.ts";

/**
 * The crawler the server runs: public addresses only unless `CRAWL_ALLOW_PRIVATE_NETWORKS=1`, rendering
 * when `CRAWL_RENDER=auto` and a Chromium exists, and a User-Agent that names the product and where
 * it runs, so a site owner who sees it in their logs knows what it is.
 */
export function createConfiguredCrawler(
  crawl: Config["crawl"],
  identity: { version: string; publicUrl: string },
  logger: Logger,
): Crawler {
  const browser = crawl.render === "auto" && crawl.chromiumPath && existsSync(crawl.chromiumPath) ? crawl.chromiumPath : null;
  return createCrawler({
    policy: createAddressPolicy({ allowPrivateNetworks: crawl.allowPrivateNetworks }),
    userAgent: crawlerUserAgent(identity),
    logger,
    renderer: browser ? createChromiumRenderer(browser) : null,
    timeoutMs: crawl.timeoutMs,
    limits: crawl.maxBytes === undefined ? undefined : { ...defaultFetchLimits, maxBytes: crawl.maxBytes },
  });
}

export function crawlerUserAgent(identity: { version: string; publicUrl: string }): string {
  return `Mozilla/5.0 (compatible; Adsmith/${identity.version}; landing-page crawler; +${identity.publicUrl})`;
}
