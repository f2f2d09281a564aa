import { describe, expect, it } from "vitest";
import { acceptsExtractedText, capCrawledContent, crawlPromptContext, isKeywordCandidate, isNavigationLike } from "./crawl-rules.ts";
import { emptyCrawledContent } from "./crawled-content.ts";

const x = (n: number) => "x".repeat(n);

describe("crawl extraction bounds", () => {
  it.each([
    ["heading", 3, false],
    ["heading", 4, true],
    ["heading", 199, true],
    ["heading", 200, false],
    ["paragraph", 20, false],
    ["paragraph", 21, true],
    ["paragraph", 499, true],
    ["paragraph", 500, false],
    ["feature", 5, false],
    ["feature", 6, true],
    ["feature", 149, true],
    ["feature", 150, false],
    ["brandMessage", 10, false],
    ["brandMessage", 11, true],
    ["brandMessage", 199, true],
    ["brandMessage", 200, false],
  ] as const)("%s of %i characters kept: %s", (kind, length, kept) => {
    expect(acceptsExtractedText(kind, x(length))).toBe(kept);
  });

  it("skips navigation labels", () => {
    expect(isNavigationLike("Contact Us")).toBe(true);
    expect(acceptsExtractedText("heading", "Privacy Policy")).toBe(false);
    expect(acceptsExtractedText("heading", "Pricing for teams")).toBe(true);
  });

  it("keeps keywords of more than 3 letters", () => {
    expect([isKeywordCandidate("crm"), isKeywordCandidate("sales"), isKeywordCandidate("b2b")]).toEqual([false, true, false]);
  });
});

describe("crawl caps", () => {
  const big = {
    ...emptyCrawledContent,
    headings: Array.from({ length: 15 }, (_, i) => `Heading ${i}`),
    keyContent: Array.from({ length: 10 }, () => x(300)),
    productFeatures: Array.from({ length: 20 }, (_, i) => `Feature ${i}`),
    extractedKeywords: Array.from({ length: 30 }, (_, i) => `keyword${i}`),
  };

  it("keeps 10 headings, 8 content items, 12 features and 20 keywords when parsing", () => {
    const capped = capCrawledContent(big);
    expect([capped.headings.length, capped.keyContent.length, capped.productFeatures.length, capped.extractedKeywords.length]).toEqual([10, 8, 12, 20]);
  });

  it("gives a prompt 5 headings, 3 content items of 200, 8 features and 15 keywords", () => {
    const context = crawlPromptContext(big);
    expect([context.headings.length, context.keyContent.length, context.productFeatures.length, context.extractedKeywords.length]).toEqual([5, 3, 8, 15]);
    expect(context.keyContent.every((item) => item.length === 200)).toBe(true);
  });
});
