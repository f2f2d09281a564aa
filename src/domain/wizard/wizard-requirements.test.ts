import { describe, expect, it } from "vitest";
import { demandGen } from "../campaign-types/demand-gen.ts";
import { performanceMax } from "../campaign-types/performance-max.ts";
import { search } from "../campaign-types/search.ts";
import { blockersSentence, groupStepBlockers, strategyStepBlockers } from "./wizard-requirements.ts";

describe("the strategy step says what Next still needs (part 1, section 5)", () => {
  it("names an empty campaign name and an unchosen objective", () => {
    const blockers = strategyStepBlockers(search, { campaignName: " ", campaignObjective: "" });
    expect(blockersSentence(blockers)).toBe("To continue, fill in Campaign Name and choose a Campaign Objective.");
  });

  it("names a text over its limit (Ideal Customer Profile 15,000)", () => {
    const blockers = strategyStepBlockers(search, { campaignName: "Spring", campaignObjective: "sales", campaignGoals: "a".repeat(15_001) });
    expect(blockersSentence(blockers)).toBe("To continue, shorten Ideal Customer Profile.");
  });

  it("has nothing to say when Next may be pressed", () => {
    expect(blockersSentence(strategyStepBlockers(demandGen, { campaignName: "Spring", campaignObjective: "awareness" }))).toBeNull();
  });
});

describe("the group step says what Next still needs (part 1, section 5; part 2, section 5)", () => {
  const empty = { adGroupName: "", landingPageUrl: "", keywords: "", contentThemes: "", callToAction: "" };

  it("Search: name, URL, keywords and call to action", () => {
    expect(blockersSentence(groupStepBlockers(search, empty))).toBe("To continue, fill in Ad Group Name, Landing Page URL, Keywords and Call to Action.");
  });

  it("Performance Max in its own words, and the URL must parse", () => {
    const blockers = groupStepBlockers(performanceMax, { ...empty, adGroupName: "Main", landingPageUrl: "example.com", callToAction: "Order Today" });
    expect(blockersSentence(blockers)).toBe("To continue, fill in Audience Signals & Keywords and enter a valid Landing Page URL.");
  });

  it("Demand Gen: only the asset group name and the URL", () => {
    expect(blockersSentence(groupStepBlockers(demandGen, empty))).toBe("To continue, fill in Asset Group Name and Landing Page URL.");
    expect(groupStepBlockers(demandGen, { ...empty, adGroupName: "G", landingPageUrl: "https://a.com" })).toEqual([]);
    expect(groupStepBlockers(search, { ...empty, adGroupName: "G", landingPageUrl: "https://a.com", keywords: "crm", callToAction: "Buy" })).toEqual([]);
  });

  it("Performance Max's business name over Google's 25", () => {
    const fields = { adGroupName: "Main", landingPageUrl: "https://a.com", keywords: "bread", callToAction: "Buy", businessName: "b".repeat(26) };
    expect(blockersSentence(groupStepBlockers(performanceMax, fields))).toBe("To continue, shorten Business Name.");
  });

  it("Search keywords Google would refuse (R36) stop the step; audience signals have no such rule", () => {
    const fields = { adGroupName: "G", landingPageUrl: "https://a.com", keywords: "bread, [rye], cheap bread!!", callToAction: "Buy" };
    expect(blockersSentence(groupStepBlockers(search, fields))).toBe("To continue, fix the Keywords marked below.");
    expect(groupStepBlockers(search, { ...fields, keywords: 'bread, [rye], "cheap bread", -free' })).toEqual([]);
    expect(groupStepBlockers(performanceMax, { ...fields, keywords: "people who bake!" })).toEqual([]);
  });
});
