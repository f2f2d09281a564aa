import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { criterionType, keywordProblem, matchTypeLabel, parseKeyword, parseKeywords, readCampaignNegatives, readKeywords, typedKeyword, type ParsedKeyword } from "./keyword-match.ts";

/** Words from every script the product meets: Latin with accents, CJK, emoji, RTL, and quotes inside. */
const word = fc.oneof(
  fc.constantFrom("running", "shoes", "café", "crème", "東京", "カフェ", "咖啡", "👟", "🏃‍♀️", "حذاء", "נעליים", "don't", "l'été", "co-op", "12"),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 6 }).filter((text) => text.trim() !== "" && !/[\s"[\]-]/.test(text)),
);
const keywordText = fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => words.join(" "));
const parsed = fc.record({ text: keywordText, matchType: fc.constantFrom("Broad", "Phrase", "Exact" as const), negative: fc.boolean() });
const spacing = fc.constantFrom("", " ", "  ", "\t", " \t ");

describe("R35: keywords parsed as the user typed them", () => {
  it.each([
    ["running shoes", { text: "running shoes", matchType: "Broad", negative: false }],
    ['"running shoes"', { text: "running shoes", matchType: "Phrase", negative: false }],
    ["[running shoes]", { text: "running shoes", matchType: "Exact", negative: false }],
    ["-free", { text: "free", matchType: "Broad", negative: true }],
    ['-"free trial"', { text: "free trial", matchType: "Phrase", negative: true }],
    ["-[free]", { text: "free", matchType: "Exact", negative: true }],
    ["  [ 東京   カフェ ]\t", { text: "東京 カフェ", matchType: "Exact", negative: false }],
    ["- [free]", { text: "free", matchType: "Exact", negative: true }],
  ] as const)("%s", (typed, expected) => {
    expect(parseKeyword(typed)).toEqual(expected);
  });

  it("reads a blank line, a lone minus and empty brackets or quotes as no keyword", () => {
    for (const typed of ["", "  ", "\t", "-", "[]", '""', "-[ ]"]) expect(parseKeyword(typed)).toBeNull();
  });

  it("reads back what it types, for any text, match type and sign, around any spacing", () => {
    fc.assert(
      fc.property(parsed, spacing, spacing, (keyword, before, after) => {
        expect(parseKeyword(`${before}${typedKeyword(keyword)}${after}`)).toEqual(keyword);
      }),
    );
  });

  it("never leaves brackets, surrounding quotes, a leading minus or a tab in the text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (typed) => {
        const keyword = parseKeyword(typed);
        if (!keyword) return;
        expect(keyword.text).toBe(keyword.text.trim());
        expect(keyword.text).not.toMatch(/[\t\r\n]| {2}/);
        expect(keyword.text.startsWith("-") && keyword.negative === false && typed.trim().startsWith("-")).toBe(false);
      }),
    );
  });
});

describe("R34-R35: Criterion Type", () => {
  const keyword = (matchType: ParsedKeyword["matchType"], negative: boolean): ParsedKeyword => ({ text: "x", matchType, negative });

  it("is the match type, 'Negative …' for an ad group's negatives and 'Campaign Negative …' for a campaign's", () => {
    expect(["Broad", "Phrase", "Exact"].map((type) => criterionType(keyword(type as ParsedKeyword["matchType"], false)))).toEqual(["Broad", "Phrase", "Exact"]);
    expect(criterionType(keyword("Phrase", true))).toBe("Negative Phrase");
    expect(criterionType(keyword("Exact", true), "campaign")).toBe("Campaign Negative Exact");
    expect(criterionType(keyword("Broad", false), "campaign")).toBe("Broad");
  });
});

describe("R36: Google's keyword text rules", () => {
  const problemOf = (typed: string) => {
    const keyword = parseKeyword(typed);
    return keyword ? keywordProblem(keyword) : "blank";
  };

  it("accepts ordinary keywords in any script", () => {
    for (const typed of ["running shoes", "[東京 カフェ]", '-"free trial"', "l'été co-op", "حذاء رياضي", `${"a".repeat(80)}`]) expect(problemOf(typed)).toBeNull();
  });

  it("refuses more than 80 characters or 10 words, saying how many", () => {
    expect(problemOf("a".repeat(81))).toBe("Keywords can be at most 80 characters (this one has 81)");
    expect(problemOf("one two three four five six seven eight nine ten eleven")).toBe("Keywords can be at most 10 words (this one has 11)");
  });

  it("names each symbol Google does not accept instead of stripping it", () => {
    expect(problemOf("shoes!")).toBe("Google does not accept '!' in keywords: remove it");
    expect(problemOf("[50% off (today)]")).toBe("Google does not accept '%', '(', ')' in keywords: remove them");
    for (const symbol of "!@%^*()={};~`<>?\\|,") expect(problemOf(`shoe${symbol}s`)).toContain(`'${symbol}'`);
  });

  it("explains stray brackets and quotes", () => {
    expect(problemOf("[running shoes")).toContain("Brackets and quotes only mark the match type");
    expect(problemOf('say "hi" now')).toContain("Brackets and quotes only mark the match type");
  });
});

describe("R37: one keyword per text, match type and sign in a group", () => {
  it("drops repeats ignoring case and keeps different match types and signs", () => {
    expect(parseKeywords(["Shoes", "shoes", "[shoes]", "[SHOES]", "-shoes", " ", "-Shoes"]).map(typedKeyword)).toEqual(["Shoes", "[shoes]", "-shoes"]);
  });
});

describe("R36-R37: every typed keyword read as Google will read it", () => {
  it("keeps the order typed, marks repeats and names what Google refuses", () => {
    const readings = readKeywords(["bakery", '"sourdough bread"', "[rye bread]", "-free", "Bakery", "bread!", " ", "-"]);
    expect(readings.map((reading) => [reading.keyword.text, matchTypeLabel(reading.keyword), reading.repeat, reading.problem])).toEqual([
      ["bakery", "Broad", false, null],
      ["sourdough bread", "Phrase", false, null],
      ["rye bread", "Exact", false, null],
      ["free", "Negative broad", false, null],
      ["Bakery", "Broad", true, null],
      ["bread!", "Broad", false, "Google does not accept '!' in keywords: remove it"],
    ]);
  });
});

describe("R34: a campaign's negative keywords", () => {
  it("are negatives whether typed with '-' or not, keeping their match type", () => {
    expect(readCampaignNegatives(["free", "-jobs", '"free trial"', "[diy]"]).map((reading) => criterionType(reading.keyword, "campaign"))).toEqual([
      "Campaign Negative Broad",
      "Campaign Negative Broad",
      "Campaign Negative Phrase",
      "Campaign Negative Exact",
    ]);
  });
});
