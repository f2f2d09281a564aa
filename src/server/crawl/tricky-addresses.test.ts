import { describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { createAddressPolicy } from "./address-policy.ts";
import { CrawlError, type CrawlErrorKind } from "./crawl-error.ts";
import { createCrawler } from "./crawler.ts";
import type { ResolvedAddress } from "./guarded-agent.ts";

/**
 * The crawler as the server runs it (public addresses only), over the whole list of addresses used to
 * reach what a crawler must not. Names are answered by a resolver of our own, as DNS would answer them
 * (or as an attacker's DNS server would): no test here sends a packet anywhere.
 */
const dns: Record<string, ResolvedAddress[]> = {
  localhost: [{ address: "127.0.0.1", family: 4 }, { address: "::1", family: 6 }],
  "localhost.": [{ address: "127.0.0.1", family: 4 }],
  "app.localhost": [{ address: "127.0.0.1", family: 4 }],
  "metadata.google.internal": [{ address: "169.254.169.254", family: 4 }],
  "rebound.example": [{ address: "192.168.1.1", family: 4 }],
  "half-private.example": [{ address: "93.184.216.34", family: 4 }, { address: "10.0.0.1", family: 4 }],
  "v6-loopback.example": [{ address: "::1", family: 6 }],
  "xn--bcher-kva.example": [{ address: "10.1.2.3", family: 4 }],
};

function crawlerAsked(): { crawl: (address: string) => Promise<unknown>; asked: string[] } {
  const asked: string[] = [];
  const crawler = createCrawler({
    policy: createAddressPolicy({ allowPrivateNetworks: false }),
    userAgent: "Adsmith-test/1.0",
    logger: createLogger("silent", () => undefined),
    renderer: null,
    timeoutMs: 2_000,
    resolve: async (hostname) => {
      asked.push(hostname);
      const answers = dns[hostname];
      if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
      return answers;
    },
  });
  return { crawl: (address) => crawler.crawl(address), asked };
}

async function refusal(address: string): Promise<{ kind: CrawlErrorKind; message: string; asked: string[] }> {
  const { crawl, asked } = crawlerAsked();
  const error = await crawl(address).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof CrawlError)) throw new Error(`${address} was not refused: ${String(error)}`);
  return { kind: error.kind, message: error.message, asked };
}

describe("literal addresses are refused before any name is resolved or packet sent", () => {
  it.each([
    ["loopback", "http://127.0.0.1/"],
    ["loopback, elsewhere in 127/8", "http://127.45.6.7:8080/"],
    ["loopback, short form", "http://127.1/"],
    ["unspecified", "http://0.0.0.0/"],
    ["zero alone", "http://0/"],
    ["decimal", "http://2130706433/"],
    ["octal", "http://0177.0.0.1/"],
    ["hexadecimal, short form", "http://0x7f.1/"],
    ["fullwidth digits (IDNA maps them to ASCII)", "http://１２７．０．０．１/"],
    ["IPv6 loopback", "http://[::1]/"],
    ["IPv4-mapped loopback, dotted", "http://[::ffff:127.0.0.1]/"],
    ["IPv4-mapped loopback, hexadecimal", "http://[::ffff:7f00:1]/"],
    ["IPv6 link-local", "http://[fe80::1]/"],
    ["IPv6 unique-local", "http://[fc00::1]/"],
    ["cloud metadata", "http://169.254.169.254/latest/meta-data/"],
    ["shared address space 100.64/10", "http://100.100.100.100/"],
    ["IETF protocol assignments 192.0.0/24", "http://192.0.0.8/"],
    ["benchmarking 198.18/15", "http://198.19.255.1/"],
    ["multicast 224/4", "http://239.255.255.250/"],
    ["reserved 240/4", "http://240.0.0.1/"],
    ["broadcast", "http://255.255.255.255/"],
    ["private, on a database port", "http://10.0.0.1:5432/"],
    ["private, on the highest port", "https://172.16.0.1:65535/"],
  ])("%s: %s", async (_label, address) => {
    const { kind, message, asked } = await refusal(address);
    expect([kind, message]).toEqual(["blocked-address", expect.stringMatching(/private or local network address/)]);
    expect(asked).toEqual([]);
  });
});

describe("names are judged by the addresses they resolve to", () => {
  it.each([
    ["localhost", "http://localhost/"],
    ["localhost with the root's trailing dot", "http://localhost./"],
    ["a subdomain of localhost", "http://app.localhost:3000/"],
    ["Google's metadata server", "http://metadata.google.internal/computeMetadata/v1/"],
    ["a name rebound to a private address", "https://rebound.example/"],
    ["a name with one private answer among public ones", "https://half-private.example/"],
    ["a name resolving to IPv6 loopback", "https://v6-loopback.example/"],
    ["an internationalized name (looked up as punycode)", "https://bücher.example/"],
    ["localhost in enclosed letters (IDNA maps it)", "http://ⓛⓞⓒⓐⓛⓗⓞⓢⓣ/"],
  ])("%s: %s", async (_label, address) => {
    const { kind, asked } = await refusal(address);
    expect(kind).toBe("blocked-address");
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((name) => name in dns)).toBe(true);
  });
});

describe("addresses that are not a web page's are invalid", () => {
  it.each([
    ["credentials before a private host", "http://evil@127.0.0.1/"],
    ["a private 'user' before a public host", "http://127.0.0.1@example.com/"],
    ["user and password", "https://admin:admin@example.com/"],
    ["file", "file:///etc/passwd"],
    ["gopher", "gopher://127.0.0.1:6379/_INFO"],
    ["data", "data:text/html,<script>alert(1)</script>"],
    ["javascript", "javascript:alert(1)"],
    ["ftp", "ftp://example.com/"],
    ["a port out of range", "http://example.com:70000/"],
  ])("%s: %s", async (_label, address) => {
    const { kind, message, asked } = await refusal(address);
    expect([kind, message]).toEqual(["invalid-url", "Invalid URL provided"]);
    expect(asked).toEqual([]);
  });
});
