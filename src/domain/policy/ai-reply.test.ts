import { describe, expect, it } from "vitest";
import { aiReplyProblem, readAiReply } from "./ai-reply.ts";
import { demandGen } from "../campaign-types/demand-gen.ts";
import { performanceMax } from "../campaign-types/performance-max.ts";
import { search } from "../campaign-types/search.ts";
import { displayWidth } from "../text/text.ts";

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
    expect(readAiReply(type.id, raw)).toEqual({ ok: false, message });
  });

  it("accepts Demand Gen without long headlines, as JSON text", () => {
    const result = readAiReply("demand_gen", JSON.stringify({ headlines: ["Learn faster"], descriptions: ["Short lessons daily."] }));
    expect(result.ok && result.ads.longHeadlines).toEqual([]);
  });
});

describe("AI reply formatting", () => {
  it("caps Performance Max at 15, 5, 5, 10 and 6 and fills sitelink gaps", () => {
    const result = readAiReply("performance_max", pmaxReply);
    if (!result.ok) throw new Error(result.message);
    const { ads } = result;
    expect([ads.headlines.length, ads.longHeadlines?.length, ads.descriptions.length, ads.callouts?.length, ads.sitelinks?.length]).toEqual([15, 5, 5, 10, 6]);
    expect(ads.sitelinks?.[0]).toEqual({ linkText: "Link", description1: "Description", description2: "More info", linkUrl: "https://a.com/p" });
  });

  it("cuts every text to its limit and estimates performance inside the ranges", () => {
    const result = readAiReply("search", {
      headlines: ["An extraordinarily long headline that runs on", "Fast CRM"],
      descriptions: ["d"],
      callouts: many(6, "Callout"),
      sitelinks: [],
    }, { keywords: ["crm"] });
    if (!result.ok) throw new Error(result.message);
    expect(result.ads.headlines.every((headline) => displayWidth(headline) <= 30)).toBe(true);
    expect(result.ads.callouts).toHaveLength(6);
    expect(result.ads.performance.relevance).toBeGreaterThanOrEqual(85);
    expect(result.ads.performance.relevance).toBeLessThanOrEqual(99);
    expect(readAiReply("search", { headlines: ["Fast CRM"], descriptions: ["d"], callouts: [], sitelinks: [] }, { keywords: ["crm"] })).toEqual(
      readAiReply("search", { headlines: ["Fast CRM"], descriptions: ["d"], callouts: [], sitelinks: [] }, { keywords: ["crm"] }),
    );
  });
});
