import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyCasing,
  casingOptions,
  cutToWidth,
  displayWidth,
  isOverLimit,
  toSentenceCase,
  toTitleCase,
  truncateAtWordBoundary,
  truncateBy,
  truncateTrailingWord,
  widthCounter,
} from "./text.ts";

const a = (n: number) => "a".repeat(n);

describe("display width: CJK counts 2", () => {
  it.each([
    ["Hello", 5],
    ["日本語", 6],
    ["中文广告", 8],
    ["カタカナ", 8],
    ["ひらがな", 8],
    ["한국어 광고", 11],
    ["Café 日本", 9],
    ["😀", 1],
    ["", 0],
  ])("%s is %i wide", (text, width) => {
    expect(displayWidth(text)).toBe(width);
  });

  it("puts 15 CJK characters over a 30 headline limit only from the 16th", () => {
    expect(isOverLimit("日".repeat(15), 30)).toBe(false);
    expect(isOverLimit("日".repeat(16), 30)).toBe(true);
    expect(widthCounter("日本", 30)).toBe("4/30");
  });
});

describe("truncation at a word boundary past 60% (Search, Performance Max)", () => {
  it("leaves text within the limit as it is", () => {
    expect(truncateAtWordBoundary("Fast Reliable Hosting", 30)).toBe("Fast Reliable Hosting");
  });

  it("keeps the last word whole when the limit falls exactly where it ends", () => {
    expect(truncateAtWordBoundary("Bread That Keeps Every Crumb Fresh", 28)).toBe("Bread That Keeps Every Crumb");
  });

  it("cuts at the space when it lies exactly at 60% of 30 (index 18)", () => {
    expect(truncateAtWordBoundary(`${a(18)} ${"b".repeat(20)}`, 30)).toBe(a(18));
  });

  it("hard-cuts when the last space lies just before 60% (index 17)", () => {
    const text = `${a(17)} ${"b".repeat(20)}`;
    expect(truncateAtWordBoundary(text, 30)).toBe(`${a(17)} ${"b".repeat(12)}`);
    expect(truncateAtWordBoundary(text, 30)).toHaveLength(30);
  });

  it("cuts a 90 description at the last space past 54", () => {
    const text = `${"word ".repeat(20)}end`;
    const cut = truncateAtWordBoundary(text, 90);
    expect(cut.length).toBeLessThanOrEqual(90);
    expect(cut.endsWith("word")).toBe(true);
  });

  // The space sits at index `at`; 60% of the limit is the threshold, met exactly on the first row of each pair.
  it.each([
    [25, 15, "word"],
    [25, 14, "hard"],
    [30, 18, "word"],
    [30, 17, "hard"],
    [35, 21, "word"],
    [35, 20, "hard"],
    [90, 54, "word"],
    [90, 53, "hard"],
  ] as const)("limit %i, last space at %i: %s cut", (limit, at, cut) => {
    const text = `${a(at)} ${"b".repeat(limit)}`;
    const expected = cut === "word" ? a(at) : `${a(at)} ${"b".repeat(limit - at - 1)}`;
    expect(truncateAtWordBoundary(text, limit)).toBe(expected);
  });

  it("counts CJK twice when cutting", () => {
    expect(truncateAtWordBoundary("日".repeat(20), 30)).toBe("日".repeat(15));
  });
});

describe("cutting to a display width", () => {
  it.each([
    ["Hello world", 5, "Hello"],
    ["日本語", 5, "日本"],
    ["日本語", 6, "日本語"],
    ["a日b", 2, "a"],
    ["😀😀", 1, "😀"],
  ])("%s to %i is %s", (text, width, expected) => {
    expect(cutToWidth(text, width)).toBe(expected);
  });
});

describe("truncation within the last 10 characters (Demand Gen)", () => {
  it("trims first", () => {
    expect(truncateTrailingWord("  Short headline  ", 40)).toBe("Short headline");
  });

  it("keeps the last word whole when the limit falls exactly where it ends", () => {
    expect(truncateTrailingWord(`${a(40)} more`, 40)).toBe(a(40));
  });

  it("cuts at a space within the last 10 characters of a 40 headline", () => {
    expect(truncateTrailingWord(`${a(30)} ${"b".repeat(20)}`, 40)).toBe(a(30));
  });

  it("hard-cuts when the last space is further back", () => {
    expect(truncateTrailingWord(`${a(29)} ${"b".repeat(20)}`, 40)).toBe(`${a(29)} ${"b".repeat(10)}`);
  });

  it("is chosen by the descriptor's rule", () => {
    const text = `${a(25)} ${"b".repeat(20)}`;
    expect(truncateBy("word-boundary-60", text, 40)).toBe(a(25));
    expect(truncateBy("trailing-word-10", text, 40)).toBe(`${a(25)} ${"b".repeat(14)}`);
  });
});

const adText = fc.string({ unit: fc.constantFrom("a", "B", " ", " ", "日", "é", "😀", "!", "-"), maxLength: 120 });
const limits = fc.integer({ min: 2, max: 90 });

describe("truncation properties", () => {
  for (const [name, truncate] of [
    ["word boundary", truncateAtWordBoundary],
    ["trailing word", truncateTrailingWord],
  ] as const) {
    it(`${name}: never over the limit`, () => {
      fc.assert(fc.property(adText, limits, (text, limit) => displayWidth(truncate(text, limit)) <= limit));
    });
    it(`${name}: never empty when the input is not blank`, () => {
      fc.assert(fc.property(adText, limits, (text, limit) => text.trim() === "" || truncate(text, limit) !== ""));
    });
    it(`${name}: idempotent`, () => {
      fc.assert(
        fc.property(adText, limits, (text, limit) => {
          const once = truncate(text, limit);
          return truncate(once, limit) === once;
        }),
      );
    });
    it(`${name}: a prefix of the trimmed input`, () => {
      fc.assert(fc.property(adText, limits, (text, limit) => text.trim().startsWith(truncate(text, limit))));
    });
  }
});

describe("casing", () => {
  it("offers the three menu entries", () => {
    expect(casingOptions.map((option) => option.label)).toEqual(["Title Case", "Sentence case", "lowercase"]);
  });

  it.each([
    ["title", "best crm for SMB teams", "Best Crm For SMB Teams"],
    ["title", "AMAZING delivery worldwide", "Amazing Delivery Worldwide"],
    ["sentence", "Get Started Today. Free SEO Audit", "Get started today. Free SEO audit"],
    ["sentence", "try it now! it works", "Try it now! It works"],
    ["lower", "Get SEO Help Now", "get seo help now"],
  ] as const)("%s: %s", (casing, input, expected) => {
    expect(applyCasing(input, casing)).toBe(expected);
  });

  it("title case keeps apostrophes inside words", () => {
    expect(toTitleCase("don't wait")).toBe("Don't Wait");
    expect(toSentenceCase("")).toBe("");
  });
});
