import { describe, expect, it } from "vitest";
import { exportCautions, exportProblems, exportProblemsMessage, withoutProblems } from "./export-check.ts";
import type { ExportCampaign } from "./export-campaign.ts";
import { isPlaceholderUrl } from "./final-url.ts";
import { brandRulesSchema } from "../brand-rules/brand-rules.ts";
import { demandGenSample, performanceMaxSample, searchSample } from "../../../test/support/domain/sample-campaigns.ts";

const headlines = ["Fresh Bread", "Baked Daily", "Order Online"];
const searchWith = (groups: ExportCampaign["adGroups"], formData: Record<string, unknown> = {}): ExportCampaign => ({ ...searchSample, formData, adGroups: groups });

describe("R16: a final URL is the user's real landing page", () => {
  it("counts the editor's fallbacks, example domains, blanks and non-web addresses as placeholders", () => {
    for (const url of ["https://example.com", "http://www.example.com/page", "https://example.org", "https://www.google.com", "https://google.com/", "", "  ", "not a url", "ftp://shop.example/"]) {
      expect(isPlaceholderUrl(url)).toBe(true);
    }
    for (const url of ["https://cafe.example/", "https://bakery.fr/pain", "https://www.google.com/business/", "http://localhost:3000/x"]) expect(isPlaceholderUrl(url)).toBe(false);
  });

  it("refuses an ad whose only URL is a placeholder, and one with none, naming each", () => {
    const campaign = searchWith([
      { name: "Bread", keywords: [], ads: [{ finalUrl: "https://example.com", assets: { headlines } }, { finalUrl: null, assets: { headlines } }] },
    ]);
    expect(exportProblems(campaign)).toEqual([
      {
        group: 'Ad group "Bread"',
        item: "Ad 1",
        message: 'The final URL "https://example.com" is a placeholder, not your landing page: enter the page the ad should open',
        fixIn: "adEditor",
      },
      { group: 'Ad group "Bread"', item: "Ad 2", message: "There is no final URL: enter the page the ad should open", fixIn: "adEditor" },
    ]);
  });

  it("takes the group's or the form's real landing page over an ad's placeholder", () => {
    const ads = [{ finalUrl: "https://example.com", assets: { headlines } }];
    expect(exportProblems(searchWith([{ name: "Bread", keywords: [], landingPageUrl: "https://bakery.fr/", ads }]))).toEqual([]);
    expect(exportProblems(searchWith([{ name: "Bread", keywords: [], ads }], { landingPageUrl: "https://bakery.fr/" }))).toEqual([]);
  });

  it("checks a Performance Max asset group's URL and a Demand Gen ad's", () => {
    const pmax: ExportCampaign = { ...performanceMaxSample, formData: {}, adGroups: [{ name: "All", keywords: [], ads: [{ finalUrl: "https://www.google.com", assets: {} }] }] };
    expect(exportProblems(pmax).map((problem) => [problem.group, problem.item])).toEqual([['Asset group "All"', "Final URL"]]);
    const demandGen: ExportCampaign = { ...demandGenSample, formData: {}, adGroups: [{ name: "Fans", keywords: [], ads: [{ assets: {} }] }] };
    expect(exportProblems(demandGen).map((problem) => problem.item)).toEqual(["Ad 1"]);
  });
});

describe("R8: two groups of one name are refused on export too", () => {
  it("names the shared name; blank names are numbered, not refused", () => {
    const ad = { finalUrl: "https://bakery.fr/", assets: { headlines } };
    const shared = searchWith([
      { name: "Bread", keywords: [], ads: [ad] },
      { name: " bread ", keywords: [], ads: [ad] },
    ]);
    expect(exportProblems(shared)).toEqual([
      { group: 'Ad group "Bread"', item: "Name", message: 'Two groups are named "Bread": Google Ads Editor would merge them into one. Give each group its own name.', fixIn: "groups" },
    ]);
    const blanks = searchWith([
      { name: "", keywords: [], ads: [ad] },
      { name: "", keywords: [], ads: [ad] },
    ]);
    expect(exportProblems(blanks)).toEqual([]);
  });
});

describe("R36: keywords Google would refuse stop the export", () => {
  it("names the keyword as typed and why", () => {
    const campaign = searchWith([{ name: "Bread", keywords: ["[fresh bread!]", "rye", "-cheap"], ads: [{ finalUrl: "https://bakery.fr/", assets: { headlines } }] }]);
    expect(exportProblems(campaign)).toEqual([{ group: 'Ad group "Bread"', item: "Keyword [fresh bread!]", message: "Google does not accept '!' in keywords: remove it", fixIn: "groups" }]);
  });

  it("names a campaign negative Google would refuse", () => {
    const campaign = searchWith([{ name: "Bread", keywords: ["rye"], ads: [{ finalUrl: "https://bakery.fr/", assets: { headlines } }] }]);
    const withNegatives = { ...campaign, formData: { ...campaign.formData, campaignNegativeKeywords: "jobs, recipes?" } };
    expect(exportProblems(withNegatives)).toEqual([{ group: "Campaign", item: "Negative keyword -recipes?", message: "Google does not accept '?' in keywords: remove it", fixIn: "groups" }]);
  });
});

describe("R42: ad text that a spreadsheet would run as a formula", () => {
  it("refuses headlines, descriptions, callouts and sitelink texts starting with = + or @, and lets a leading - through", () => {
    const assets = {
      headlines: ["=HYPERLINK(1)", "Baked Daily", "-50% Today"],
      descriptions: ["+1 loaf free", "Fresh every morning"],
      callouts: ["@home"],
      sitelinks: [{ linkText: "=Menu", linkUrl: "https://bakery.fr/menu", description1: "", description2: "" }],
    };
    const campaign = searchWith([{ name: "Bread", keywords: [], ads: [{ finalUrl: "https://bakery.fr/", assets }] }]);
    expect(exportProblems(campaign).map((problem) => problem.item)).toEqual(['Headline 1 "=HYPERLINK(1)"', 'Description 1 "+1 loaf free"', 'Callout 1 "@home"', 'Sitelink 1 "=Menu"']);
    expect(exportProblems(campaign)[0]?.message).toBe("Spreadsheets read text starting with '=' as a formula: reword the start");
  });
});

describe("the sample campaigns of each type", () => {
  it("pass the check", () => {
    for (const sample of [searchSample, performanceMaxSample, demandGenSample]) expect(exportProblems(sample)).toEqual([]);
  });

  it("word a refusal naming the first five problems and counting the rest", () => {
    const problems = Array.from({ length: 7 }, (_, index) => ({ group: 'Ad group "A"', item: `Ad ${index + 1}`, message: "There is no final URL", fixIn: "adEditor" as const }));
    expect(exportProblemsMessage(problems)).toBe(
      `Fix before exporting: ${problems
        .slice(0, 5)
        .map((problem) => `Ad group "A", ${problem.item}: There is no final URL`)
        .join("; ")}; and 2 more.`,
    );
  });
});

describe("R42: a leading '-' is exported, with a caution to check it", () => {
  const withHeadline = (headline: string) => ({
    ...searchSample,
    adGroups: [{ name: "Bread", keywords: [], landingPageUrl: "https://bakery.fr/", ads: [{ assets: { headlines: [headline, "Fresh Bread"], descriptions: ["Baked daily."] } }] }],
  });

  it("names the asset and says why, without stopping the export", () => {
    const campaign = withHeadline("-20% on rye this week");
    expect(exportProblems(campaign)).toEqual([]);
    expect(exportCautions(campaign)).toEqual([
      {
        group: 'Ad group "Bread"',
        item: 'Headline 1 "-20% on rye this week"',
        message: "Starts with '-': spreadsheets read it as a formula; check it in Google Ads Editor after the import",
        fixIn: "adEditor",
      },
    ]);
  });

  it("has nothing to say about a dash inside the text", () => {
    expect(exportCautions(withHeadline("Rye - baked at dawn"))).toEqual([]);
  });
});

describe("the user can still download what is valid (issue 20's export check)", () => {
  const ad = (finalUrl: string | null, assets: Record<string, unknown>) => ({ finalUrl, assets });
  const campaign = searchWith(
    [
      {
        name: "Bread",
        keywords: ["sourdough", "[rye bread]", "bread!", '"spelt loaf"'],
        ads: [
          ad("https://bakery.fr/", { headlines: ["Fresh Bread", "=SUM(A1)", "Baked Daily", "Order Online"], pins: { headlines: [1, 2, null, 3] }, sitelinks: [{ linkText: "+Deals", finalUrl: "https://bakery.fr/deals" }, { linkText: "Menu", finalUrl: "https://bakery.fr/menu" }] }),
          ad("https://example.com", { headlines }),
        ],
      },
      { name: " bread ", keywords: ["croissant"], ads: [ad("https://bakery.fr/", { headlines })] },
      { name: "Cakes", keywords: ["cakes"], ads: [ad("https://bakery.fr/cakes", { headlines })] },
    ],
    { campaignNegativeKeywords: "cheap, free (offer)" },
  );
  const valid = withoutProblems(campaign);

  it("leaves out exactly what the check names, so nothing is left to refuse", () => {
    expect(exportProblems(campaign).length).toBe(6);
    expect(exportProblems(valid)).toEqual([]);
  });

  it("keeps the rest as it was: the other keywords, ads, assets with their pins, sitelinks and groups", () => {
    expect(valid.adGroups.map((group) => group.name)).toEqual(["Bread", "Cakes"]);
    const [bread] = valid.adGroups;
    expect(bread?.keywords).toEqual(["sourdough", "[rye bread]", '"spelt loaf"']);
    expect(bread?.ads).toHaveLength(1);
    expect(bread?.ads[0]?.assets).toEqual({
      headlines: ["Fresh Bread", "Baked Daily", "Order Online"],
      pins: { headlines: [1, null, 3] },
      sitelinks: [{ linkText: "Menu", finalUrl: "https://bakery.fr/menu" }],
    });
    expect(valid.formData.campaignNegativeKeywords).toEqual(["cheap"]);
  });

  it("leaves out a Performance Max asset group without a real final URL, whose one URL it is", () => {
    const pmax: ExportCampaign = {
      ...performanceMaxSample,
      formData: {},
      adGroups: [
        { name: "All", keywords: [], ads: [ad("https://www.google.com", {})] },
        { name: "Cakes", keywords: [], ads: [ad("https://bakery.fr/cakes", {})] },
      ],
    };
    expect(withoutProblems(pmax).adGroups.map((group) => group.name)).toEqual(["Cakes"]);
  });
});

describe("the ad account's brand rules are named in the export, never refused (issue 22)", () => {
  const rules = brandRulesSchema.parse({ bannedPhrases: [{ text: "cheap", reason: "premium bakery" }], requiredPhrases: [{ text: "Since 1921", where: "headlines" }] });
  const campaign = searchWith([{ name: "Bread", keywords: [], ads: [{ finalUrl: "https://bakery.example/", assets: { headlines: ["Cheap Bread", "Baked Daily", "Order Online"], descriptions: ["Fresh every morning."] } }] }]);

  it("names the asset that says a banned phrase, and the ad that lacks a required one", () => {
    expect(exportProblems(campaign)).toEqual([]);
    expect(exportCautions(campaign, rules)).toEqual([
      { group: 'Ad group "Bread"', item: 'Headline 1 "Cheap Bread"', message: "Brand rules ban “cheap”: premium bakery", fixIn: "adEditor" },
      { group: 'Ad group "Bread"', item: "Ad 1", message: "Brand rules require “Since 1921” in at least one of the headlines", fixIn: "adEditor" },
    ]);
  });

  it("says nothing without rules", () => {
    expect(exportCautions(campaign)).toEqual([]);
  });
});
