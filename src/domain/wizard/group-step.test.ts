import { describe, expect, it } from "vitest";
import { demandGen } from "../campaign-types/demand-gen.ts";
import { performanceMax } from "../campaign-types/performance-max.ts";
import { search } from "../campaign-types/search.ts";
import { type CrawledContent, emptyCrawledContent, pageReadProblem } from "./crawled-content.ts";
import { crawlMatches, crawlStatus, needsCrawlOnNext, shouldAutoCrawl } from "./group-step.ts";

const url = "https://bakery.example/";
const read = (pageUrl: string): CrawledContent => ({
  ...emptyCrawledContent,
  title: "Bakery",
  page: { url: pageUrl, canonicalUrl: pageUrl, language: "en", siteName: "", links: [], offers: [], phoneNumbers: [], callsToAction: [], rendering: "static" },
});
const failed: CrawledContent = { ...emptyCrawledContent, error: "Backend scraping failed" };

describe("Demand Gen reads the landing page by itself", () => {
  it.each([
    ["a URL starting with http, nothing read yet", { url, crawled: null, alreadyTried: false }, true],
    ["padded with spaces", { url: `  ${url} `, crawled: null, alreadyTried: false }, true],
    ["a URL still being typed", { url: "http", crawled: null, alreadyTried: false }, false],
    ["no scheme", { url: "bakery.example", crawled: null, alreadyTried: false }, false],
    ["another scheme", { url: "ftp://bakery.example/", crawled: null, alreadyTried: false }, false],
    ["a read already stored", { url, crawled: read(url), alreadyTried: false }, false],
    ["a failed read stored", { url, crawled: failed, alreadyTried: false }, false],
    ["once per visit", { url, crawled: null, alreadyTried: true }, false],
  ])("%s: %s", (_label, input, expected) => {
    expect(shouldAutoCrawl(demandGen, input)).toBe(expected);
  });

  it("but Search and Performance Max never do", () => {
    for (const type of [search, performanceMax]) expect(shouldAutoCrawl(type, { url, crawled: null, alreadyTried: false })).toBe(false);
  });
});

describe("whether a stored read is of this URL", () => {
  it.each([
    [read(url), url, true],
    [read("https://bakery.example"), "https://bakery.example/", true],
    [read(url), "https://bakery.example/other", false],
    [failed, url, false],
    [{ ...emptyCrawledContent }, url, false],
    [null, url, false],
    [read(url), "not a url", false],
  ])("%#", (content, wanted, expected) => {
    expect(crawlMatches(content, wanted)).toBe(expected);
  });

  it("spares Demand Gen's Next a second read of the same page; the others always read on Next", () => {
    expect(needsCrawlOnNext(demandGen, read(url), url)).toBe(false);
    expect(needsCrawlOnNext(demandGen, read(url), "https://elsewhere.example/")).toBe(true);
    expect(needsCrawlOnNext(demandGen, null, url)).toBe(true);
    expect(needsCrawlOnNext(search, read(url), url)).toBe(true);
    expect(needsCrawlOnNext(performanceMax, read(url), url)).toBe(true);
  });
});

describe("what the summary says about the page", () => {
  it.each([
    [null, false, "none"],
    [null, true, "reading"],
    [read(url), true, "reading"],
    [read(url), false, "read"],
    [failed, false, "failed"],
  ] as const)("%#: %s", (content, reading, status) => {
    expect(crawlStatus(content, reading)).toBe(status);
  });
});

describe("a page that could not be read is explained in the user's words (issue 18)", () => {
  it("keeps the server's own reason", () => {
    expect(pageReadProblem("The page was not found (HTTP 404). Check the address.")).toBe("The page was not found (HTTP 404). Check the address.");
  });

  it("replaces the spec's internal wordings, which speak of crawling and scraping", () => {
    for (const internal of ["Unknown crawling error", "Backend scraping failed", ""]) {
      expect(pageReadProblem(internal)).toBe("The page could not be read. Check the address, or write the ads without it.");
    }
  });
});
