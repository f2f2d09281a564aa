import { describe, expect, it } from "vitest";
import { performanceMax } from "../campaign-types/performance-max.ts";
import { search } from "../campaign-types/search.ts";
import { hasDraftAnswers, initialFormData } from "./form-data.ts";

describe("a draft worth offering to resume (issue 18)", () => {
  it("a fresh draft, its defaults only, holds no answers", () => {
    expect(hasDraftAnswers(search, initialFormData(search))).toBe(false);
  });

  it("any answer of the user's counts", () => {
    expect(hasDraftAnswers(search, { ...initialFormData(search), campaignName: "Sourdough Spring" })).toBe(true);
    expect(hasDraftAnswers(performanceMax, { ...initialFormData(performanceMax), campaignObjective: "sales" })).toBe(true);
  });
});
