import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { demandGen } from "../campaign-types/demand-gen.ts";
import { search } from "../campaign-types/search.ts";
import { estimatePerformance } from "./performance-estimate.ts";

const good = {
  lists: {
    headlines: ["Project CRM for Teams", "Close Deals Faster", "Try CRM Free", "Sales Pipeline Made Simple", "Set Up in Minutes", "Trusted by 5,000 Companies Worldwide"],
    descriptions: ["Get a clear sales pipeline in minutes.", "Start your free CRM trial today.", "Join 5,000 teams.", "Book a demo now."],
  },
  keywords: ["crm", "sales pipeline"],
};
const weak = { lists: { headlines: ["Hello", "Hello!", "HELLO"], descriptions: ["Words."] }, keywords: ["crm"] };

describe("performance estimates", () => {
  it("are deterministic", () => {
    expect(estimatePerformance(search, good)).toEqual(estimatePerformance(search, good));
  });

  it("score a better ad higher on every measure", () => {
    const strong = estimatePerformance(search, good);
    const poor = estimatePerformance(search, weak);
    expect(strong.relevance).toBeGreaterThan(poor.relevance);
    expect(strong.engagement).toBeGreaterThan(poor.engagement);
    expect(strong.conversionPotential).toBeGreaterThan(poor.conversionPotential);
  });

  it("stay inside the spec's ranges for any ad", () => {
    const text = fc.string({ maxLength: 40 });
    fc.assert(
      fc.property(fc.array(text, { maxLength: 16 }), fc.array(text, { maxLength: 6 }), fc.array(text, { maxLength: 4 }), (headlines, descriptions, keywords) => {
        for (const type of [search, demandGen]) {
          const scores = estimatePerformance(type, { lists: { headlines, descriptions }, keywords });
          for (const key of ["relevance", "engagement", "conversionPotential"] as const) {
            const { min, max } = type.scoreRanges[key];
            if (scores[key] < min || scores[key] > max || !Number.isInteger(scores[key])) return false;
          }
        }
        return true;
      }),
      { numRuns: 200 },
    );
  });
});
