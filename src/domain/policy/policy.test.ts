import { describe, expect, it } from "vitest";
import { demandGen } from "../campaign-types/demand-gen.ts";
import { performanceMax } from "../campaign-types/performance-max.ts";
import { search } from "../campaign-types/search.ts";
import { areNearDuplicates, checkAd, checkAdRequirements, checkAssetList, checkAssetText, checkBusinessName, checkSitelinks } from "./policy.ts";

const headline = { limit: 30, isHeadline: true, singular: "headline" };
const description = { limit: 90, isHeadline: false, singular: "description" };
const codes = (text: string, kind = headline) => checkAssetText(text, kind).map((issue) => issue.code);

describe("policy check per asset", () => {
  it.each([
    ["Fast CRM For Small Teams", []],
    ["", ["empty"]],
    ["This headline is far too long for Google", ["over-limit"]],
    ["日本語の広告見出しはここまで長いです", ["over-limit"]],
    ["Great deals??", ["repeated-punctuation"]],
    ["Shop the sale today", []],
    ["Shop now!", ["headline-exclamation"]],
    ["AMAZING results", ["excessive-capitals"]],
    ["FREE shipping", ["excessive-capitals"]],
    ["SEO for B2B SaaS", []],
    ["Best deals 🔥", ["symbols"]],
    ["$ave big on hosting", ["symbols"]],
    ["Acme® Hosting™", []],
    ["Call 555-123-4567", ["phone-number"]],
    ["Call (555) 123-4567", ["phone-number"]],
    ["Since 2020, 10,000 users", []],
    ["Click here to save", ["generic-call-to-action"]],
    ["The the best CRM", ["doubled-word"]],
  ] as const)("%j: %j", (text, expected) => {
    expect(codes(text)).toEqual(expected);
  });

  it("allows an exclamation mark in descriptions, not repeated", () => {
    expect(codes("Start today!", description)).toEqual([]);
    expect(codes("Start today!!", description)).toEqual(["repeated-punctuation"]);
  });
});

describe("duplicates within a list", () => {
  it("flags exact (any case) and near-duplicates against the earlier asset", () => {
    const result = checkAssetList(["Fast CRM for Teams", "fast crm for teams", "Fast CRM, for teams!", "The Fast CRM for Teams", "Pricing"], description);
    expect(result.map((asset) => asset.issues.map((issue) => `${issue.code}:${issue.message}`))).toEqual([
      [],
      ["duplicate:Same as description 1"],
      ["near-duplicate:Nearly the same as description 1"],
      ["near-duplicate:Nearly the same as description 1"],
      [],
    ]);
    expect(areNearDuplicates("Try it free", "Buy it now")).toBe(false);
  });
});

describe("per-ad requirements", () => {
  it("Search needs 3 headlines and 2 descriptions", () => {
    expect(checkAdRequirements(search, { headlines: ["a", "b"], descriptions: ["c"] }).map((issue) => issue.message)).toEqual([
      "Google needs at least 3 headlines; this ad has 2",
      "Google needs at least 2 descriptions; this ad has 1",
    ]);
    expect(checkAdRequirements(search, { headlines: ["a", "b", "c"], descriptions: ["c", "d"] })).toEqual([]);
  });

  it("counts duplicates once", () => {
    expect(checkAdRequirements(search, { headlines: ["a", "A", "b"], descriptions: ["c", "d"] })).toHaveLength(1);
  });

  it("Performance Max needs a headline of 15 or fewer and a description of 60 or fewer", () => {
    const lists = {
      headlines: ["A headline of twenty-five", "Another long headline here", "Third long headline here"],
      longHeadlines: ["Long"],
      descriptions: ["d".repeat(61), "e".repeat(70)],
    };
    expect(checkAdRequirements(performanceMax, lists).map((issue) => issue.message)).toEqual([
      "Add at least one headline of 15 characters or fewer",
      "Add at least one description of 60 characters or fewer",
    ]);
    expect(checkAdRequirements(performanceMax, { ...lists, headlines: [...lists.headlines, "Short one"], descriptions: ["Short description", "e"] })).toEqual([]);
  });

  it("Demand Gen needs a headline and a description", () => {
    expect(checkAdRequirements(demandGen, { headlines: ["a"], descriptions: ["b"] })).toEqual([]);
    expect(checkAdRequirements(demandGen, {})).toHaveLength(2);
  });
});

describe("the Performance Max business name", () => {
  it("is needed, at most 25 characters wide", () => {
    expect(checkBusinessName(performanceMax, "")).toBe("Add a business name of 25 characters or fewer");
    expect(checkBusinessName(performanceMax, "Crumb & Co.")).toBeNull();
    expect(checkBusinessName(performanceMax, "Crumb & Co. Organic Bakery Leeds")).toBe("The business name is over the 25-character limit");
    // Each CJK character counts twice, so 13 of them are 26 wide.
    expect(checkBusinessName(performanceMax, "パン".repeat(6) + "屋")).toBe("The business name is over the 25-character limit");
  });

  it("is not asked of Search or Demand Gen", () => {
    expect(checkBusinessName(search, "")).toBeNull();
    expect(checkBusinessName(demandGen, "")).toBeNull();
  });
});

describe("sitelink checks", () => {
  it("checks limits and descriptions both or neither", () => {
    const result = checkSitelinks(search, [
      { linkText: "Pricing", linkUrl: "", description1: "Plans", description2: "" },
      { linkText: "x".repeat(26), linkUrl: "", description1: "", description2: "" },
      { linkText: "", linkUrl: "", description1: "", description2: "" },
    ]);
    expect(result.map((item) => item.issues)).toEqual([["Sitelink descriptions come both or neither"], ["Sitelink text is over 25 characters"], []]);
  });
});

describe("whole-ad report", () => {
  it("counts errors and warnings", () => {
    const report = checkAd(search, { headlines: ["Shop now!", "Shop now!", "AMAZING"], descriptions: ["One", "Two"] });
    // two exclamation marks and a duplicate, plus too few distinct headlines
    expect(report.errorCount).toBe(4);
    expect(report.warningCount).toBe(1);
    expect(report.requirements).toHaveLength(1);
  });
});
