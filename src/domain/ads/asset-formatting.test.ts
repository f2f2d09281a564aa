import { describe, expect, it } from "vitest";
import { formatAssetList, formatSitelinks, sitelinkSlots } from "./asset-formatting.ts";
import { demandGen } from "../campaign-types/demand-gen.ts";
import { performanceMax } from "../campaign-types/performance-max.ts";
import { search } from "../campaign-types/search.ts";

describe("formatting generated assets", () => {
  it("keeps 10 callouts and cuts each to 25", () => {
    const callouts = formatAssetList(search, "callouts", Array.from({ length: 12 }, (_, i) => `Callout number ${i} with extra words`));
    expect(callouts).toHaveLength(10);
    for (const callout of callouts) expect(callout.length).toBeLessThanOrEqual(25);
  });

  it("drops blanks and non-text and truncates by the type's rule", () => {
    expect(formatAssetList(search, "headlines", ["", 3, "Ok"])).toEqual(["Ok"]);
    expect(formatAssetList(demandGen, "headlines", [`${"a".repeat(35)} ${"b".repeat(10)}`])).toEqual(["a".repeat(35)]);
    expect(formatAssetList(search, "longHeadlines", ["x"])).toEqual([]);
  });

  it("fills missing sitelink parts and caps at 6 for Performance Max", () => {
    const sitelinks = formatSitelinks(performanceMax, [{ headline: "Pricing" }, ...Array.from({ length: 7 }, () => ({ linkText: "x" }))]);
    expect(sitelinks).toHaveLength(6);
    expect(sitelinks[0]).toEqual({ linkText: "Pricing", description1: "Description", description2: "More info", linkUrl: "https://example.com" });
    expect(formatSitelinks(demandGen, [{}])).toEqual([]);
  });

  it("shows 4 Search slots", () => {
    expect(sitelinkSlots(search, [])).toHaveLength(4);
    expect(sitelinkSlots(performanceMax, [])).toHaveLength(6);
  });
});
