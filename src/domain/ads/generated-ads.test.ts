import { describe, expect, it } from "vitest";
import { crawledContentSchema } from "../wizard/crawled-content.ts";
import { demandGen } from "../campaign-types/demand-gen.ts";
import { search } from "../campaign-types/search.ts";
import { formDataSchemaFor, initialFormData } from "../wizard/form-data.ts";
import { parseGeneratedAds } from "./generated-ads.ts";

describe("generated ads schemas", () => {
  it("fills missing lists and the default scores 85, 90, 80", () => {
    expect(parseGeneratedAds("demand_gen", { headlines: ["A"] })).toEqual({
      headlines: ["A"],
      longHeadlines: [],
      descriptions: [],
      performance: { relevance: 85, engagement: 90, conversionPotential: 80 },
    });
    expect(parseGeneratedAds("search", { performance: { relevance: 97 } })?.performance).toEqual({ relevance: 97, engagement: 90, conversionPotential: 80 });
  });

  it("reads AI sitelinks into the editor's shape", () => {
    const ads = parseGeneratedAds("performance_max", { sitelinks: [{ headline: "Pricing", description1: "a", description2: "b", url: "https://a.com/p" }] });
    expect(ads?.sitelinks).toEqual([{ linkText: "Pricing", linkUrl: "https://a.com/p", description1: "a", description2: "b" }]);
    expect(ads?.longHeadlines).toEqual([]);
  });

  it("rejects what is not ads", () => {
    expect(parseGeneratedAds("search", { headlines: "nope" })).toBeNull();
  });
});

describe("form data and crawled content schemas", () => {
  it("parses a half-filled draft and enforces the limits", () => {
    expect(formDataSchemaFor("search").parse({ campaignName: "A" })).toMatchObject({ campaignName: "A", keywords: "", campaignObjective: "" });
    expect(formDataSchemaFor("search").safeParse({ socialProof: "x".repeat(501) }).success).toBe(false);
    expect(formDataSchemaFor("search").safeParse({ campaignObjective: "awareness" }).success).toBe(false);
    expect(formDataSchemaFor("demand_gen").safeParse({ campaignObjective: "awareness", uniqueSellingPoints: "x".repeat(1000) }).success).toBe(true);
  });

  it("starts drafts with the type's defaults", () => {
    expect(initialFormData(search)).toMatchObject({ budgetRange: "1000", brandVoice: "Professional", adGroupName: "Primary Ad Group", campaignType: "search" });
    expect(initialFormData(demandGen)).toMatchObject({ campaignObjective: "awareness", callToAction: "learn_more", toneOfVoice: "professional" });
  });

  it("fills an empty crawl", () => {
    expect(crawledContentSchema.parse({ error: "Unknown crawling error" })).toMatchObject({ headings: [], title: "", error: "Unknown crawling error" });
  });
});
