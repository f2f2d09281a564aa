import type { Route } from "playwright-core";
import type { CrawlContext } from "../crawl-context.ts";
import { parseCrawlUrl } from "../crawl-url.ts";
import { guardedFetch } from "../guarded-fetch.ts";
import { readAtMost } from "../read-limited.ts";

/** Text is all a render is for: images, media, fonts and styles are never fetched. */
const skippedTypes = new Set(["image", "media", "font", "stylesheet", "manifest", "texttrack", "ping", "beacon", "csp_report", "other"]);

/** Request headers worth passing on; cookies and the browser's own identity stay behind. */
const forwardedRequestHeaders = ["accept", "content-type"];

/** Hop-by-hop and encoding headers describe the original transfer, not the decoded body handed back. */
const droppedResponseHeaders = new Set([
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "set-cookie",
]);

/**
 * Answers one request of the rendering page through the crawler's own guarded fetch, so every request
 * the page makes obeys the same address rule, deadline and size limit as the page itself. Redirects are
 * handed back to the browser, whose next request comes through here again.
 */
export async function answerRoutedRequest(route: Route, context: CrawlContext): Promise<void> {
  const request = route.request();
  if (skippedTypes.has(request.resourceType())) {
    await route.abort("blockedbyclient");
    return;
  }
  try {
    const url = parseCrawlUrl(request.url());
    const headers: Record<string, string> = {};
    const sent = request.headers();
    for (const name of forwardedRequestHeaders) if (sent[name]) headers[name] = sent[name];
    const body = request.postDataBuffer() ?? undefined;
    const response = await guardedFetch(url, context, { method: request.method(), headers, body });
    const { bytes } = await readAtMost(response.body, context.limits.maxBytes, url.hostname, context.deadline);
    const responseHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!droppedResponseHeaders.has(name)) responseHeaders[name] = value;
    });
    await route.fulfill({ status: response.status, headers: responseHeaders, body: Buffer.from(bytes) });
  } catch {
    // Refused or failed: the page sees a network error, as it would for an unreachable server.
    await route.abort("blockedbyclient").catch(() => undefined);
  }
}
