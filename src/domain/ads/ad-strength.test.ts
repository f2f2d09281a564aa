import { describe, expect, it } from "vitest";
import { adStrength, adStrengthActions, distinctCount } from "./ad-strength.ts";
import { performanceMax } from "../campaign-types/performance-max.ts";
import { search } from "../campaign-types/search.ts";

const strongHeadlines = [
  "Project CRM for Teams",
  "Close Deals Faster",
  "Try CRM Free",
  "Sales Pipeline Made Simple",
  "Trusted by 5,000 Companies",
  "Set Up in Minutes",
  "Automate Follow-Ups Today",
  "Forecast Revenue Accurately",
  "Simple Pricing, No Surprises",
  "Award-Winning Support Team",
  "Import Contacts in One Click",
  "Mobile Apps Included",
];
const strongDescriptions = [
  "Track every deal from first call to signed contract in one clear pipeline.",
  "Automate reminders and follow-ups so no lead slips through the cracks.",
  "Start a free trial today. No card needed, cancel anytime you like.",
  "Join 5,000 teams who forecast revenue with confidence every quarter.",
];

describe("Ad Strength rating", () => {
  it("rates a full, varied, keyword-rich ad Excellent with nothing to do", () => {
    const result = adStrength(search, { lists: { headlines: strongHeadlines, descriptions: strongDescriptions }, keywords: ["crm", "sales pipeline"] });
    expect(result.actionItems).toEqual([]);
    expect(result.rating).toBe("Excellent");
  });

  it("is Incomplete below Google's minimum, with the reason first", () => {
    const result = adStrength(search, { lists: { headlines: ["One", "Two"], descriptions: ["A", "B"] } });
    expect(result.rating).toBe("Incomplete");
    expect(result.actionItems[0]).toBe("Google needs at least 3 headlines; this ad has 2");
    expect(result.actionItems).toContain(adStrengthActions.addHeadlines);
  });

  it("rates a minimal ad Poor and asks for more headlines, keywords and unique wording", () => {
    const result = adStrength(search, {
      lists: { headlines: ["Best CRM Software", "Best CRM Software Today", "Best Sales Tool"], descriptions: ["Buy our CRM.", "Buy our CRM now."] },
      keywords: ["pipeline"],
    });
    expect(result.rating).toBe("Poor");
    expect(result.actionItems).toEqual(
      expect.arrayContaining([
        "Add more headlines",
        "Add more descriptions",
        "Include popular keywords in your headlines",
        "Make your headlines more unique",
      ]),
    );
  });

  it("rises with more distinct headlines", () => {
    const base = { descriptions: strongDescriptions };
    const few = adStrength(search, { lists: { ...base, headlines: strongHeadlines.slice(0, 4) }, keywords: ["crm"] });
    const many = adStrength(search, { lists: { ...base, headlines: strongHeadlines }, keywords: ["crm"] });
    expect(many.score).toBeGreaterThan(few.score);
  });

  it("marks pinning down and says so", () => {
    const lists = { headlines: strongHeadlines, descriptions: strongDescriptions };
    const pinned = adStrength(search, { lists, keywords: ["crm"], pins: { headlines: [1, 2, 3, 1] } });
    expect(pinned.score).toBeLessThan(adStrength(search, { lists, keywords: ["crm"] }).score);
    expect(pinned.actionItems).toContain(adStrengthActions.unpin);
  });

  it("asks Performance Max for long headlines", () => {
    const result = adStrength(performanceMax, { lists: { headlines: strongHeadlines, descriptions: strongDescriptions, longHeadlines: ["One long headline"] } });
    expect(result.actionItems).toContain(adStrengthActions.addLongHeadlines);
  });

  it("counts near-duplicates once", () => {
    expect(distinctCount(["Fast CRM", "fast crm!", "Slow CRM", ""])).toBe(2);
  });
});
