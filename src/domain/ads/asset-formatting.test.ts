import { describe, expect, it } from "vitest";
import { formatSitelinks, sitelinkSlots } from "./asset-formatting.ts";
import { demandGen } from "../campaign-types/demand-gen.ts";
import { performanceMax } from "../campaign-types/performance-max.ts";
import { search } from "../campaign-types/search.ts";

describe("formatting generated assets", () => {
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
