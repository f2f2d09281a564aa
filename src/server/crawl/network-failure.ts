import { CrawlError, crawlErrors } from "./crawl-error.ts";

const notFoundCodes = new Set(["ENOTFOUND", "EAI_AGAIN", "EAI_NODATA", "EAI_NONAME"]);
const unreachableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "ETIMEDOUT",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_SOCKET",
  "UND_ERR_CLOSED",
]);

/**
 * Turns what fetch threw into a message the user can act on. fetch wraps the real reason in `cause`
 * (sometimes twice), so the chain is walked until something is recognised.
 */
export function crawlErrorOf(error: unknown, host: string, deadline: { signal: AbortSignal; ms: number }): CrawlError {
  if (deadline.signal.aborted) return crawlErrors.timeout(deadline.ms);
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current instanceof CrawlError) return current;
    const code = (current as NodeJS.ErrnoException).code ?? "";
    if (notFoundCodes.has(code)) return crawlErrors.notFound(host);
    if (unreachableCodes.has(code)) return crawlErrors.unreachable(host);
    if (/CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) return crawlErrors.tls(host);
  }
  return crawlErrors.network();
}
