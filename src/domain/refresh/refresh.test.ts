import { describe, expect, it } from "vitest";
import { noBrandRules } from "../brand-rules/brand-rules.ts";
import { search } from "../campaign-types/search.ts";
import { learnHouseStyle } from "./house-style.ts";
import { proposeReplacements } from "./refresh-proposals.ts";
import { findWeakAssets } from "./weak-assets.ts";

const bakeryAds = [
  { headlines: ["Fresh Sourdough Daily", "Order Warm Loaves Online", "Free Delivery Over £20"], descriptions: ["Slow-fermented sourdough, baked before dawn.", "Free delivery over £20 across Leeds."] },
  { headlines: ["Rye Bread Baked Today", "Free Delivery Over £20"], descriptions: ["Stone-ground rye, free delivery over £20."], pinned: true },
];

describe("the house style is learned from the account's own ads", () => {
  const style = learnHouseStyle(bakeryAds, "en");

  it("reads the casing, the full stops, the usual lengths and the pins", () => {
    expect(style).toMatchObject({ adsRead: 2, casing: "title", descriptionEnding: "period", pinsUsed: true });
    expect(style.headlineLength).toBeGreaterThanOrEqual(20);
    expect(style.descriptionLength).toBeGreaterThanOrEqual(35);
  });

  it("keeps the claims more than one ad makes, and the words they keep using", () => {
    expect(style.recurringClaims).toContain("free delivery over");
    expect(style.vocabulary.slice(0, 3)).toEqual(expect.arrayContaining(["delivery", "free"]));
  });

  it("reads du or Sie where the language has both", () => {
    expect(learnHouseStyle([{ headlines: ["Bestellen Sie heute"], descriptions: ["Ihr Brot, frisch geliefert."] }], "de").address).toBe("formal");
    expect(learnHouseStyle([{ headlines: ["Bestell dein Brot"], descriptions: ["Dein Brot, frisch geliefert."] }], "de").address).toBe("informal");
  });

  it("says nothing it cannot stand behind: mixed casing is no casing", () => {
    expect(learnHouseStyle([{ headlines: ["Fresh Sourdough Daily", "Warm loaves at your door"], descriptions: [] }], "en").casing).toBeNull();
  });
});

describe("weak assets", () => {
  const context = { keywords: ["sourdough"], brandRules: null, language: "en" };

  it("names repeats, what Google refuses and a broken brand rule", () => {
    const weak = findWeakAssets(search, { headlines: ["Sourdough Bread", "Sourdough Bread", "Fresh Bread!!"], descriptions: ["Cheap bread daily.", "Baked at dawn."] }, {
      ...context,
      brandRules: { ...noBrandRules, bannedPhrases: [{ text: "cheap", reason: "premium" }] },
    });
    expect(weak.filter((asset) => asset.index < 3 && asset.kind === "headlines").map((asset) => [asset.index, asset.reason])).toEqual([
      [1, "Same as headline 1"],
      [2, "Repeated punctuation such as !! or ?? is not allowed"],
    ]);
    expect(weak.find((asset) => asset.kind === "descriptions" && asset.index === 0)?.reason).toBe("Brand rules ban “cheap”: premium");
  });

  it("asks a keyword of the latest headlines until a third carry one", () => {
    const headlines = ["Warm Loaves", "Baked at Dawn", "Order Online", "Rye and Spelt", "Free Delivery", "Leeds Bakery"];
    const keywordless = findWeakAssets(search, { headlines, descriptions: ["a.", "b."] }, context).filter((asset) => asset.wants === "keyword");
    expect(keywordless.map((asset) => asset.index)).toEqual([5, 4]);
  });

  it("asks other lengths when one length crowds the headlines", () => {
    const long = ["Fresh Sourdough Bread Daily", "Organic Loaves Baked at Dawn", "Warm Rye Delivered in Leeds", "Slow Fermented for 48 Hours", "Stone Ground Flour From Farms", "Free Delivery on Every Order"];
    const crowded = findWeakAssets(search, { headlines: long, descriptions: ["a.", "b."] }, { ...context, keywords: [] }).filter((asset) => asset.wants === "other-length");
    expect(crowded.map((asset) => asset.index)).toEqual([5, 4]);
  });

  it("asks for the slots Ad Strength counts", () => {
    const slots = findWeakAssets(search, { headlines: ["Sourdough Loaves", "Rye Bread", "Spelt Bread"], descriptions: ["One.", "Two."] }, context).filter((asset) => asset.current === "");
    expect(slots.filter((asset) => asset.kind === "headlines")).toHaveLength(7);
    expect(slots.filter((asset) => asset.kind === "descriptions").map((asset) => asset.index)).toEqual([2, 3]);
  });
});

describe("replacements follow the house style and fix what was weak", () => {
  const style = learnHouseStyle(bakeryAds, "en");

  it("gives a headline with a keyword, cased as the account cases them, never one the ad already has", () => {
    const lists = { headlines: ["Warm Loaves", "Baked at Dawn", "Sourdough Loaves Daily"], descriptions: ["Baked daily.", "Delivered warm."] };
    const weak = [{ kind: "headlines" as const, index: 1, current: "Baked at Dawn", reason: "Says none of the keywords; a third of the headlines should", wants: "keyword" as const }];
    const proposals = proposeReplacements(search, lists, weak, { headlines: ["sourdough loaves daily", "organic sourdough in leeds", "warm rye bread"] }, { keywords: ["sourdough"], style });
    expect(proposals).toEqual([{ kind: "headlines", index: 1, current: "Baked at Dawn", replacement: "Organic Sourdough In Leeds", reason: "Says none of the keywords; a third of the headlines should" }]);
  });

  it("offers nothing rather than a line that does not fix the weakness", () => {
    const weak = [{ kind: "headlines" as const, index: 0, current: "Warm Loaves", reason: "Says none of the keywords; a third of the headlines should", wants: "keyword" as const }];
    expect(proposeReplacements(search, { headlines: ["Warm Loaves"] }, weak, { headlines: ["Rye Bread"] }, { keywords: ["sourdough"], style })).toEqual([]);
  });

  it("fills empty slots one after another, with the account's full stop on descriptions", () => {
    const weak = [0, 1].map((slot) => ({ kind: "descriptions" as const, index: 2 + slot, current: "", reason: "Ad Strength counts 4 descriptions; this ad has fewer that differ", wants: "anything" as const }));
    const proposals = proposeReplacements(search, { descriptions: ["Baked daily.", "Delivered warm."] }, weak, { descriptions: ["Stone-ground flour from Yorkshire farms", "Order by 9 pm for breakfast"] }, { keywords: [], style });
    expect(proposals.map((proposal) => [proposal.index, proposal.replacement])).toEqual([
      [2, "Stone-ground flour from Yorkshire farms."],
      [3, "Order by 9 pm for breakfast."],
    ]);
  });
});

describe("missing pins where the advertiser pins", () => {
  const headlines = ["Sourdough Loaves", "Crumb & Co Bakery", "Rye Baked Daily"];
  const context = { keywords: [], brandRules: null, language: "en" };

  it("proposes the brand's headline for position 1 when the account's other ads pin and this one does not", () => {
    const weak = findWeakAssets(search, { headlines, descriptions: ["a.", "b."] }, { ...context, pins: { accountPins: true, adPins: false, brand: "Crumb & Co" } });
    const pin = weak.find((asset) => asset.wants === "pin");
    expect(pin).toMatchObject({ kind: "headlines", index: 1, current: "Crumb & Co Bakery" });
    const proposals = proposeReplacements(search, { headlines }, pin ? [pin] : [], {}, { keywords: [], style: learnHouseStyle([], "en") });
    expect(proposals).toEqual([{ kind: "headlines", index: 1, current: "Crumb & Co Bakery", replacement: "Crumb & Co Bakery", reason: "Your other ads pin a headline to position 1; this one pins none", pin: 1 }]);
  });

  it("proposes no pin where the account does not pin, or the ad already does", () => {
    for (const pins of [{ accountPins: false, adPins: false, brand: null }, { accountPins: true, adPins: true, brand: null }]) {
      expect(findWeakAssets(search, { headlines, descriptions: ["a.", "b."] }, { ...context, pins }).filter((asset) => asset.wants === "pin")).toEqual([]);
    }
  });
});
