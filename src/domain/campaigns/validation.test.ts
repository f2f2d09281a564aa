import { describe, expect, it } from "vitest";
import { demandGen } from "../campaign-types/demand-gen.ts";
import { performanceMax } from "../campaign-types/performance-max.ts";
import { search } from "../campaign-types/search.ts";
import { checkCampaignForSave, missingRequiredData, precheckSave } from "./validation.ts";

const ads = { headlines: ["Fast Hosting"], descriptions: ["Hosting that never sleeps."], longHeadlines: ["Hosting that never sleeps, for teams"] };
const good = { generatedAds: ads, campaignName: "Spring", landingPageUrl: "https://example.com" };

describe("Search save precheck", () => {
  it("passes a complete campaign", () => {
    expect(precheckSave(search, good)).toEqual({ ok: true });
  });

  it.each([
    [{ generatedAds: null }, "No generated ads available"],
    [{ campaignName: " " }, "Campaign name is required"],
    [{ landingPageUrl: "" }, "Landing page URL is required"],
    [{ generatedAds: { ...ads, headlines: [" "] } }, "At least one headline is required"],
    [{ generatedAds: { ...ads, descriptions: [] } }, "At least one description is required"],
  ])("%j gives '%s'", (change, message) => {
    expect(precheckSave(search, { ...good, ...change })).toMatchObject({
      ok: false,
      title: "Campaign Validation Failed",
      description: `Please fix the following issues: ${message}`,
    });
  });

  it("joins several problems with commas", () => {
    const result = precheckSave(search, { generatedAds: null, campaignName: "", landingPageUrl: "" });
    expect(result).toMatchObject({
      description: "Please fix the following issues: No generated ads available, Campaign name is required, Landing page URL is required",
    });
  });
});

describe("an asset over its limit cannot be saved", () => {
  it("names each one, by display width (CJK counting 2)", () => {
    const over = { ...ads, headlines: ["Fast Hosting", "x".repeat(31)], descriptions: ["速".repeat(46)] };
    expect(precheckSave(search, { ...good, generatedAds: over })).toMatchObject({
      ok: false,
      description:
        "Please fix the following issues: Headline 2 is over the 30-character limit, Description 1 is over the 90-character limit",
    });
  });

  it("lets an asset of exactly the limit through", () => {
    expect(precheckSave(search, { ...good, generatedAds: { ...ads, headlines: ["x".repeat(30)] } })).toEqual({ ok: true });
  });
});

describe("Performance Max save precheck", () => {
  it.each([
    [{ generatedAds: null }, "No generated ads available"],
    [{ campaignName: "" }, "Campaign name is required"],
    [{ landingPageUrl: " " }, "Landing page URL is required"],
    [{ generatedAds: { ...ads, headlines: [] } }, "At least one headline is required"],
    [{ generatedAds: { ...ads, descriptions: [""] } }, "At least one description is required"],
    [{ generatedAds: { ...ads, longHeadlines: [] } }, "At least one long headline is required"],
  ])("%j gives '%s'", (change, message) => {
    expect(precheckSave(performanceMax, { ...good, ...change })).toMatchObject({
      ok: false,
      description: `Performance Max campaign validation failed: ${message}`,
    });
  });

  it("needs a long headline too, with its own prefix", () => {
    expect(precheckSave(performanceMax, { ...good, generatedAds: { ...ads, longHeadlines: [] } })).toMatchObject({
      description: "Performance Max campaign validation failed: At least one long headline is required",
    });
  });

  it("accepts a supplied name in place of the wizard's", () => {
    expect(precheckSave(performanceMax, { ...good, campaignName: "", suppliedName: "Performance Max - Drive Sales" })).toEqual({ ok: true });
  });
});

describe("Demand Gen save precheck", () => {
  it.each([
    [{ generatedAds: null }, "No generated ads available"],
    [{ campaignName: "" }, "Campaign name is required"],
    [{ landingPageUrl: "" }, "Landing page URL is required"],
    [{ generatedAds: { ...ads, headlines: [] } }, "At least one headline is required"],
    [{ generatedAds: { ...ads, descriptions: [] } }, "At least one description is required"],
  ])("%j gives '%s'", (change, message) => {
    expect(precheckSave(demandGen, { ...good, ...change })).toMatchObject({
      ok: false,
      description: `Demand Gen campaign validation failed: ${message}`,
    });
  });

  it("takes a supplied name in place of the wizard's", () => {
    expect(precheckSave(demandGen, { ...good, campaignName: " ", suppliedName: "Demand Gen Campaign Mar 4, 2025" })).toEqual({ ok: true });
  });

  it("prefixes and joins its messages", () => {
    expect(precheckSave(demandGen, { ...good, campaignName: "", landingPageUrl: "", generatedAds: { headlines: [], descriptions: [] } })).toMatchObject({
      description:
        "Demand Gen campaign validation failed: Campaign name is required, Landing page URL is required, At least one headline is required, At least one description is required",
    });
  });

  it("does not need long headlines", () => {
    expect(precheckSave(demandGen, { ...good, generatedAds: { headlines: ["a"], descriptions: ["b"] } })).toEqual({ ok: true });
  });
});

describe("Missing Required Data", () => {
  it("blocks saving without ads or a landing page URL", () => {
    const blocked = { title: "Missing Required Data", description: "Please ensure all campaign data is complete before saving." };
    expect(missingRequiredData({ generatedAds: null, landingPageUrl: "https://a.com" })).toEqual(blocked);
    expect(missingRequiredData({ generatedAds: ads, landingPageUrl: " " })).toEqual(blocked);
    expect(missingRequiredData({ generatedAds: ads, landingPageUrl: "https://a.com" })).toBeNull();
  });
});

describe("server-side save rules", () => {
  it("requires a non-blank name", () => {
    expect(checkCampaignForSave({ name: "  ", generatedAds: { headlines: [] }, adGroups: [] })).toEqual({
      ok: false,
      message: "Campaign name is required and cannot be empty",
    });
  });

  it("requires generated ads or ad groups", () => {
    expect(checkCampaignForSave({ name: "A", generatedAds: null, adGroups: [] })).toEqual({
      ok: false,
      message: "Campaign must have either generated ads or ad groups",
    });
    expect(checkCampaignForSave({ name: " A ", generatedAds: {}, adGroups: [{}] })).toEqual({ ok: true, name: "A" });
  });

  it("requires the user's e-mail when the caller passes it", () => {
    const content = { name: "A", generatedAds: { headlines: ["x"] }, adGroups: [] };
    for (const userEmail of [null, "", "  "]) {
      expect(checkCampaignForSave({ ...content, userEmail })).toEqual({
        ok: false,
        message: "User authentication required. Please refresh the page and try again.",
      });
    }
    expect(checkCampaignForSave({ ...content, userEmail: "ana@example.com" })).toEqual({ ok: true, name: "A" });
  });
});
