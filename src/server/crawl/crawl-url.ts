import { isIP } from "node:net";
import { type AddressPolicy, bareAddress } from "./address-policy.ts";
import { crawlErrors } from "./crawl-error.ts";

/**
 * The address a user typed, or a redirect's target, as a URL the crawler may request: http or https,
 * no embedded credentials. URL parsing already turns decimal, octal and hexadecimal IPv4 spellings
 * (`http://2130706433/`, `http://0177.0.0.1/`) into dotted form.
 */
export function parseCrawlUrl(input: string | URL, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    throw crawlErrors.invalidUrl();
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw crawlErrors.invalidUrl();
  if (url.username || url.password || !url.hostname) throw crawlErrors.invalidUrl();
  url.hash = "";
  return url;
}

/** A literal IP host is refused before any packet is sent; names are judged when they resolve. */
export function assertHostAllowed(url: URL, policy: AddressPolicy): void {
  const host = bareAddress(url.hostname);
  if (isIP(host) !== 0 && policy.forbids(host)) throw crawlErrors.blockedAddress(url.hostname);
}
