import { fetch } from "undici";
import type { CrawlContext } from "./crawl-context.ts";
import { assertHostAllowed } from "./crawl-url.ts";
import { crawlErrorOf } from "./network-failure.ts";

export interface RequestInit {
  method: string;
  headers: Record<string, string>;
  body?: Uint8Array;
}

/**
 * One request through the guarded agent under the crawl's deadline. Redirects are never followed here:
 * the caller checks each new address before requesting it.
 */
export async function guardedFetch(url: URL, context: CrawlContext, init: RequestInit) {
  assertHostAllowed(url, context.policy);
  try {
    return await fetch(url, {
      method: init.method,
      headers: { ...init.headers, "user-agent": context.userAgent },
      body: init.body,
      dispatcher: context.dispatcher,
      redirect: "manual",
      signal: context.deadline.signal,
    });
  } catch (error) {
    throw crawlErrorOf(error, url.hostname, context.deadline);
  }
}
