import { crawlMessages } from "../../domain/wizard/crawled-content.ts";

/**
 * Why a crawl failed. `input` kinds are the user's address (400); the others are the page or the network
 * between us (502, or 504 for a timeout), or a page whose markup is more than we will parse (422).
 */
export type CrawlErrorKind =
  | "invalid-url"
  | "blocked-address"
  | "not-found"
  | "unreachable"
  | "timeout"
  | "http-status"
  | "too-many-redirects"
  | "not-html"
  | "tls"
  | "too-complex"
  | "too-large"
  | "network";

/** A crawl failure whose message tells the user what to do about it. */
export class CrawlError extends Error {
  constructor(
    readonly kind: CrawlErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "CrawlError";
  }
}

export const crawlErrors = {
  invalidUrl: () => new CrawlError("invalid-url", crawlMessages.invalidUrl),
  blockedAddress: (host: string) =>
    new CrawlError(
      "blocked-address",
      `Adsmith does not read pages on ${host}: it points to a private or local network address. Enter the public address of your landing page.`,
    ),
  notFound: (host: string) => new CrawlError("not-found", `Could not find the site ${host}. Check the address for typing mistakes.`),
  unreachable: (host: string) =>
    new CrawlError("unreachable", `Could not connect to ${host}. Check that the site is online, then try again.`),
  timeout: (limitMs: number) => {
    const seconds = Math.max(1, Math.round(limitMs / 1000));
    return new CrawlError(
      "timeout",
      `The page took longer than ${seconds} second${seconds === 1 ? "" : "s"} to load. Try again, or check that the site is online.`,
    );
  },
  httpStatus: (status: number) => new CrawlError("http-status", httpStatusMessage(status)),
  tooManyRedirects: (limit: number) =>
    new CrawlError("too-many-redirects", `The page redirected more than ${limit} times. Enter the address it finally lands on.`),
  notHtml: (contentType: string) =>
    new CrawlError(
      "not-html",
      `The address is not a web page (it answered ${contentType || "without a content type"}). Enter the address of an HTML landing page.`,
    ),
  tls: (host: string) =>
    new CrawlError("tls", `The secure connection to ${host} could not be verified. Check the site's HTTPS certificate.`),
  tooComplex: () => new CrawlError("too-complex", "This page is too complex to read. Try another page of the site."),
  tooLarge: (maxBytes: number) => {
    const size = maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / (1024 * 1024))} MB` : `${Math.round(maxBytes / 1024)} KB`;
    return new CrawlError("too-large", `The page is larger than ${size}, the most Adsmith reads of one page. Leave it out, or use a lighter page of the site.`);
  },
  network: () => new CrawlError("network", crawlMessages.unknownError),
};

function httpStatusMessage(status: number): string {
  if (status === 404 || status === 410) return `The page was not found (HTTP ${status}). Check the address.`;
  if (status === 401 || status === 403) {
    return `The page refused access (HTTP ${status}). Make sure it is public and opens without signing in.`;
  }
  if (status === 429) return `The site is limiting requests (HTTP ${status}). Try again in a few minutes.`;
  if (status >= 500) return `The site answered with a server error (HTTP ${status}). Try again later.`;
  return `The page answered with HTTP ${status}. Check that the address opens in a browser.`;
}
