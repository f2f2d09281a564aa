import { describe, expect, it } from "vitest";
import { adIdAt, adNameFor, assembleAd, assembleGroup, finalUrlFor, groupIdAt } from "./ad-assembly.ts";
import { demandGen } from "../campaign-types/demand-gen.ts";
import { performanceMax } from "../campaign-types/performance-max.ts";
import { search } from "../campaign-types/search.ts";

const now = new Date(1_700_000_000_000);

describe("ad assembly", () => {
  it("ids are the timestamp plus _ad_1 and _default_ag", () => {
    expect(adIdAt(now)).toBe("1700000000000_ad_1");
    expect(groupIdAt(now)).toBe("1700000000000_default_ag");
  });

  it("names the ad after the first headline, else 'Generated Ad'", () => {
    expect(adNameFor(search, ["  ", " Fast CRM "])).toBe("Fast CRM");
    expect(adNameFor(search, [])).toBe("Generated Ad");
  });

  it("falls back to a generic URL (Demand Gen: a search site)", () => {
    expect(finalUrlFor(search, " https://a.com ")).toBe("https://a.com");
    expect(finalUrlFor(search, "")).toBe("https://example.com");
    expect(finalUrlFor(demandGen, null)).toBe("https://www.google.com");
  });

  it("builds a draft ad", () => {
    expect(assembleAd(search, { assets: { headlines: ["Fast CRM"] }, landingPageUrl: "https://a.com", now })).toEqual({
      id: "1700000000000_ad_1",
      name: "Fast CRM",
      finalUrl: "https://a.com",
      status: "draft",
      assets: { headlines: ["Fast CRM"] },
      createdAt: now.toISOString(),
    });
  });
});

describe("group assembly", () => {
  const form = { adGroupName: "", landingPageUrl: "https://a.com", keywords: "crm, sales\npipeline", contentThemes: "tips, guides", callToAction: "" };

  it("Search: keywords from the text, default names", () => {
    const group = assembleGroup(search, { form, assets: { headlines: [] }, now });
    expect(group).toMatchObject({ name: "Primary Ad Group", keywords: ["crm", "sales", "pipeline"], callToAction: "Get Started Today" });
    expect(group.audienceSignals).toBeUndefined();
  });

  it("Performance Max: audience signals, 'Default Asset Group'", () => {
    const group = assembleGroup(performanceMax, { form, assets: { headlines: [] }, now });
    expect(group).toMatchObject({ id: "1700000000000_default_ag", name: "Default Asset Group", keywords: [], audienceSignals: ["crm", "sales", "pipeline"] });
  });

  it("Demand Gen: content themes", () => {
    expect(assembleGroup(demandGen, { form, assets: { headlines: [] }, now }).contentThemes).toEqual(["tips", "guides"]);
  });
});
