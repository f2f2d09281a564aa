import type { CrawlContext } from "./crawl-context.ts";
import { crawlErrors } from "./crawl-error.ts";
import { parseCrawlUrl } from "./crawl-url.ts";
import { guardedFetch } from "./guarded-fetch.ts";
import { readAtMost } from "./read-limited.ts";

export interface FetchedPage {
  /** Where the page was finally found, after redirects. */
  url: URL;
  contentType: string;
  contentLanguage: string;
  bytes: Uint8Array;
  /** The page was longer than the size limit and only its beginning was read. */
  truncated: boolean;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const htmlTypes = new Set(["text/html", "application/xhtml+xml"]);
const acceptHtml = { accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1" };

/** GETs an HTML page, following at most `maxRedirects` redirects, each new address checked again. */
export async function fetchPage(start: URL, context: CrawlContext): Promise<FetchedPage> {
  let url = start;
  for (let redirects = 0; ; redirects += 1) {
    const response = await guardedFetch(url, context, { method: "GET", headers: acceptHtml });
    const location = response.headers.get("location");
    if (redirectStatuses.has(response.status) && location) {
      await response.body?.cancel();
      if (redirects === context.limits.maxRedirects) throw crawlErrors.tooManyRedirects(context.limits.maxRedirects);
      url = parseCrawlUrl(location, url);
      continue;
    }
    if (response.status < 200 || response.status > 299) {
      await response.body?.cancel();
      throw crawlErrors.httpStatus(response.status);
    }
    const contentType = response.headers.get("content-type") ?? "";
    const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
    if (!htmlTypes.has(mediaType)) {
      await response.body?.cancel();
      throw crawlErrors.notHtml(mediaType);
    }
    const { bytes, truncated } = await readAtMost(response.body, context.limits.maxBytes, url.hostname, context.deadline);
    return { url, contentType, contentLanguage: response.headers.get("content-language") ?? "", bytes, truncated };
  }
}
