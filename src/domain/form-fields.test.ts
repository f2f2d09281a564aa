import { describe, expect, it } from "vitest";
import { demandGen } from "./campaign-types/demand-gen.ts";
import { search } from "./campaign-types/search.ts";
import {
  characterCounter,
  fieldsOverLimit,
  isValidLandingPageUrl,
  landingPageUrlError,
  wizardFieldLimits,
} from "./form-fields.ts";

describe("URL validity", () => {
  it.each([
    ["https://example.com/page", true],
    ["http://localhost:3000", true],
    [" https://example.com ", true],
    ["ftp://example.com", false],
    ["javascript:alert(1)", false],
    ["example.com", false],
    ["", false],
  ])("%s is %s", (url, valid) => {
    expect(isValidLandingPageUrl(url)).toBe(valid);
  });

  it("words the error as the spec does", () => {
    expect(landingPageUrlError("example.com")).toBe("Please enter a valid URL starting with http:// or https://");
    expect(landingPageUrlError("")).toBeNull();
  });
});

describe("field limits of the wizard screens", () => {
  it("holds the spec's numbers", () => {
    expect(wizardFieldLimits(search, "wizard")).toEqual({
      campaignGoals: 15_000,
      targetAudience: 15_000,
      customToneDescription: 300,
      socialProof: 500,
      callToAction: 20,
      changesToMake: 200,
    });
    expect(wizardFieldLimits(search, "results").callToAction).toBe(50);
    expect(wizardFieldLimits(demandGen, "wizard").uniqueSellingPoints).toBe(1_000);
  });

  it("marks fields over their limit, counting CJK twice", () => {
    expect(fieldsOverLimit(search, "wizard", { callToAction: "a".repeat(21), socialProof: "ok" })).toEqual(["callToAction"]);
    expect(fieldsOverLimit(search, "results", { callToAction: "日".repeat(25) })).toEqual([]);
    expect(fieldsOverLimit(search, "results", { callToAction: "日".repeat(26) })).toEqual(["callToAction"]);
  });

  it("shows the long-field counter", () => {
    expect(characterCounter("a".repeat(1234), 15_000)).toBe("1,234/15,000 characters");
  });
});
