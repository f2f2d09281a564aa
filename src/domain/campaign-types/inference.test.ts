import { describe, expect, it } from "vitest";
import { inferCampaignType } from "./inference.ts";

describe("campaign type inference", () => {
  it.each([
    ["content themes without keywords", { formData: { contentThemes: "tips, guides" } }, "demand_gen"],
    ["content themes on a group without keywords", { adGroups: [{ contentThemes: ["tips"] }] }, "demand_gen"],
    ["content themes with keywords", { formData: { contentThemes: "tips", keywords: "crm" } }, "search"],
    ["long headlines in generated ads", { formData: { keywords: "crm" }, generatedAds: { longHeadlines: ["A long one"] } }, "performance_max"],
    ["long headlines in an ad", { adGroups: [{ keywords: ["crm"], ads: [{ assets: { longHeadlines: ["L"] } }] }] }, "performance_max"],
    ["audience signals without keywords", { adGroups: [{ audienceSignals: ["founders"] }] }, "performance_max"],
    ["audience signals with keywords", { adGroups: [{ audienceSignals: ["founders"], keywords: ["crm"] }] }, "search"],
    ["nothing at all", {}, "search"],
    ["keywords only", { formData: { keywords: "crm\nsales" } }, "search"],
  ] as const)("%s is %s", (_case, campaign, type) => {
    expect(inferCampaignType(campaign)).toBe(type);
  });
});
