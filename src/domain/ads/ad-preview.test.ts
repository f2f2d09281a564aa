import { describe, expect, it } from "vitest";
import { callToActionInLanguage, cardVariants, displayDomain, headlineGroups, previewBrand, previewSitelinks, showsPreviewPager } from "./ad-preview.ts";

describe("headline combinations in groups of 3", () => {
  it.each([
    [["A", "B"], [["A", "B"]], false],
    [["A", "B", "C"], [["A", "B", "C"]], false],
    [["A", "B", "C", "D"], [["A", "B", "C"], ["D"]], true],
    [["A", " ", "B", "C", "D", "E", "F", "G"], [["A", "B", "C"], ["D", "E", "F"], ["G"]], true],
    [[], [], false],
  ])("%j: %j, pager %s", (headlines, groups, pager) => {
    expect(headlineGroups(headlines)).toEqual(groups);
    expect(showsPreviewPager(headlineGroups(headlines).length)).toBe(pager);
  });
});

describe("preview sitelinks", () => {
  it("draws at most 4, skipping empty slots", () => {
    const link = (linkText: string) => ({ linkText, linkUrl: "", description1: "", description2: "" });
    const shown = previewSitelinks([link("One"), link(""), link("Two"), link("Three"), link("Four"), link("Five")]);
    expect(shown.map((sitelink) => sitelink.linkText)).toEqual(["One", "Two", "Three", "Four"]);
  });
});

describe("feed and display cards", () => {
  it("put the n-th of each list together, a shorter list starting over, blanks skipped", () => {
    const variants = cardVariants({ headlines: ["H1", " ", "H2", "H3"], longHeadlines: ["L1"], descriptions: ["D1", "D2"] });
    expect(variants).toEqual([
      { headline: "H1", longHeadline: "L1", description: "D1" },
      { headline: "H2", longHeadline: "L1", description: "D2" },
      { headline: "H3", longHeadline: "L1", description: "D1" },
    ]);
  });

  it("page through at most 5, and none without any text", () => {
    const many = Array.from({ length: 15 }, (_, index) => `Headline ${index + 1}`);
    expect(cardVariants({ headlines: many })).toHaveLength(5);
    expect(cardVariants({ headlines: [""], descriptions: [] })).toEqual([]);
    expect(cardVariants({ descriptions: ["Only a description"] })).toEqual([{ headline: "", longHeadline: "", description: "Only a description" }]);
  });

  it("show a pager only with more than one page", () => {
    expect([0, 1, 2].map(showsPreviewPager)).toEqual([false, false, true]);
  });
});

describe("who the card says the ad is from", () => {
  it.each([
    ["Crumb & Co.", "https://www.crumb.example/shop", "Crumb & Co."],
    ["  ", "https://www.crumb.example/shop", "crumb.example"],
    ["", "not a url", "Your business"],
    [null, null, "Your business"],
  ])("%j with %j: %s", (businessName, url, brand) => {
    expect(previewBrand(businessName, url)).toBe(brand);
  });

  it("takes the landing page's own name before the host when the user gave no business name", () => {
    expect(previewBrand("", "https://www.crumb.example/shop", "Crumb & Co.")).toBe("Crumb & Co.");
    expect(previewBrand("Crumb Bakery", "https://www.crumb.example/shop", "Crumb & Co.")).toBe("Crumb Bakery");
    expect(previewBrand("", "https://www.crumb.example/shop", " ")).toBe("crumb.example");
  });

  it("shows the host without www", () => {
    expect(displayDomain("http://127.0.0.1:8080/page")).toBe("127.0.0.1");
    expect(displayDomain("https://www.shop.example/")).toBe("shop.example");
    expect(displayDomain("")).toBeNull();
  });
});

describe("the call-to-action button speaks the ad's language", () => {
  it("translates Google's button labels into German, keeps other languages and typed calls to action as they are", () => {
    expect(callToActionInLanguage("Learn More", "de")).toBe("Mehr erfahren");
    expect(callToActionInLanguage("Shop Now", "de-AT")).toBe("Jetzt kaufen");
    expect(callToActionInLanguage("Learn More", "en")).toBe("Learn More");
    expect(callToActionInLanguage("Jetzt bestellen", "de")).toBe("Jetzt bestellen");
    expect(callToActionInLanguage("Learn More", null)).toBe("Learn More");
  });
});
