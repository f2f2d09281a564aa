import { describe, expect, it } from "vitest";
import { aiReplyProblem } from "./ai-reply.ts";
import { demandGen } from "../campaign-types/demand-gen.ts";
import { performanceMax } from "../campaign-types/performance-max.ts";
import { search } from "../campaign-types/search.ts";

const many = (n: number, text: string) => Array.from({ length: n }, (_, i) => `${text} ${i + 1}`);
const pmaxReply = {
  headlines: many(17, "Fast CRM"),
  longHeadlines: many(7, "A long headline for every placement"),
  descriptions: many(6, "Track every deal in one pipeline"),
  callouts: many(12, "Free setup"),
  sitelinks: many(8, "x").map((_, i) => (i === 0 ? { url: "https://a.com/p" } : { headline: `Link ${i}`, description1: "a", description2: "b", url: "https://a.com" })),
};

describe("AI reply shape", () => {
  it.each([
    ["Search without sitelinks", search, { headlines: [], descriptions: [], callouts: [] }, "Invalid response format from the AI provider"],
    ["Search that is not an object", search, "not json", "Invalid response format from the AI provider"],
    ["Performance Max without long headlines", performanceMax, { ...pmaxReply, longHeadlines: undefined }, "Invalid Performance Max response format from the AI provider"],
    ["Demand Gen with empty headlines", demandGen, { headlines: [], descriptions: ["d"] }, "AI response missing valid headlines array"],
    ["Demand Gen without descriptions", demandGen, { headlines: ["h"] }, "AI response missing valid descriptions array"],
    ["Demand Gen JSON that does not parse", demandGen, "{headlines:", "Invalid AI response format"],
  ] as const)("%s: '%s'", (_case, type, raw, message) => {
    expect(aiReplyProblem(type, raw)).toBe(message);
  });

  it("accepts Demand Gen without long headlines, as JSON text", () => {
    expect(aiReplyProblem(demandGen, JSON.stringify({ headlines: ["Learn faster"], descriptions: ["Short lessons daily."] }))).toBeNull();
  });
});
