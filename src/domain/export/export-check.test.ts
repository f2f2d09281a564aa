import { describe, expect, it } from "vitest";
import { checkedForExport, exportCautions, exportProblems } from "./export-check.ts";
import { exportProblemsMessage } from "./export-problem.ts";
import { withoutProblems } from "./leave-out.ts";
import type { ExportCampaign } from "./export-campaign.ts";
import { isPlaceholderUrl } from "./final-url.ts";
import { brandRulesSchema } from "../brand-rules/brand-rules.ts";
import { demandGenSample, performanceMaxSample, searchSample } from "../../../test/support/domain/sample-campaigns.ts";

const headlines = ["Fresh Bread", "Baked Daily", "Order Online"];
const descriptions = ["Warm loaves at dawn.", "Order by nine."];
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
      { name: "Bread", keywords: [], ads: [{ finalUrl: "https://example.com", assets: { headlines, descriptions } }, { finalUrl: null, assets: { headlines, descriptions } }] },
    ]);
    expect(exportProblems(campaign)).toEqual([
      {
        group: 'Ad group "Bread"',
        item: "Ad 1",
        message: 'The final URL "https://example.com" is a placeholder, not your landing page: enter the page the ad should open',
        fixIn: "groups",
        place: { group: 0, ad: 0, field: "finalUrl" },
        blocks: false,
      },
      { group: 'Ad group "Bread"', item: "Ad 2", message: "There is no final URL: enter the page the ad should open", fixIn: "groups", place: { group: 0, ad: 1, field: "finalUrl" }, blocks: false },
      { group: "Campaign", item: "Final URL", message: "No ad has a final URL: enter the landing page the ads should open", fixIn: "groups", place: { group: null, ad: null, field: null }, blocks: true },
    ]);
  });

  it("takes the group's or the form's real landing page over an ad's placeholder", () => {
    const ads = [{ finalUrl: "https://example.com", assets: { headlines, descriptions } }];
    expect(exportProblems(searchWith([{ name: "Bread", keywords: [], landingPageUrl: "https://bakery.fr/", ads }]))).toEqual([]);
    expect(exportProblems(searchWith([{ name: "Bread", keywords: [], ads }], { landingPageUrl: "https://bakery.fr/" }))).toEqual([]);
  });

  it("checks a Performance Max asset group's URL and a Demand Gen ad's", () => {
    const pmax: ExportCampaign = { ...performanceMaxSample, formData: {}, adGroups: [{ name: "All", keywords: [], ads: [{ finalUrl: "https://www.google.com", assets: {} }] }] };
    const named = (campaign: ExportCampaign) => exportProblems(campaign).map((problem) => [problem.group, problem.item]);
    expect(named(pmax)).toEqual([['Asset group "All"', "Final URL"], ["Campaign", "Business name"], ["Campaign", "Final URL"]]);
    const demandGen: ExportCampaign = { ...demandGenSample, formData: { businessName: "Shop" }, adGroups: [{ name: "Fans", keywords: [], ads: [{ assets: {} }] }] };
    expect(named(demandGen)).toEqual([['Asset group "Fans"', "Ad 1"], ["Campaign", "Final URL"]]);
  });
});

describe("R8: two groups of one name are refused on export too", () => {
  it("names the shared name; blank names are numbered, not refused", () => {
    const ad = { finalUrl: "https://bakery.fr/", assets: { headlines, descriptions } };
    const shared = searchWith([
      { name: "Bread", keywords: [], ads: [ad] },
      { name: " bread ", keywords: [], ads: [ad] },
    ]);
    expect(exportProblems(shared)).toEqual([
      {
        group: 'Ad group "Bread"',
        item: "Name",
        message: 'Two groups are named "Bread": Google Ads Editor would merge them into one. Give each group its own name.',
        fixIn: "groups",
        place: { group: 1, ad: null, field: "name" },
        blocks: false,
      },
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
    const campaign = searchWith([{ name: "Bread", keywords: ["[fresh bread!]", "rye", "-cheap"], ads: [{ finalUrl: "https://bakery.fr/", assets: { headlines, descriptions } }] }]);
    expect(exportProblems(campaign)).toEqual([
      { group: 'Ad group "Bread"', item: "Keyword [fresh bread!]", message: "Google does not accept '!' in keywords: remove it", fixIn: "groups", place: { group: 0, ad: null, field: "keywords" }, blocks: false },
    ]);
  });

  it("names a campaign negative Google would refuse", () => {
    const campaign = searchWith([{ name: "Bread", keywords: ["rye"], ads: [{ finalUrl: "https://bakery.fr/", assets: { headlines, descriptions } }] }]);
    const withNegatives = { ...campaign, formData: { ...campaign.formData, campaignNegativeKeywords: "jobs, recipes?" } };
    expect(exportProblems(withNegatives)).toEqual([
      { group: "Campaign", item: "Negative keyword -recipes?", message: "Google does not accept '?' in keywords: remove it", fixIn: "groups", place: { group: null, ad: null, field: "campaignNegativeKeywords" }, blocks: false },
    ]);
  });
});

describe("R42: ad text that a spreadsheet would run as a formula", () => {
  it("refuses headlines, descriptions, callouts and sitelink texts starting with = + or @, and lets a leading - through", () => {
    const assets = {
      headlines: ["=HYPERLINK(1)", "Baked Daily", "-50% Today", "Order Online"],
      descriptions: ["+1 loaf free", "Fresh every morning", "Order by nine."],
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
    const problems = Array.from({ length: 7 }, (_, index) => ({
      group: 'Ad group "A"',
      item: `Ad ${index + 1}`,
      message: "There is no final URL",
      fixIn: "adEditor" as const,
      place: { group: 0, ad: index, field: null },
      blocks: false,
    }));
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
    adGroups: [{ name: "Bread", keywords: [], landingPageUrl: "https://bakery.fr/", ads: [{ assets: { headlines: [headline, "Fresh Bread", "Order Online"], descriptions: ["Baked daily.", "Order by nine."] } }] }],
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
          ad("https://bakery.fr/", {
            headlines: ["Fresh Bread", "=SUM(A1)", "Baked Daily", "Order Online"],
            descriptions,
            pins: { headlines: [1, 2, null, 3] },
            sitelinks: [
              { linkText: "+Deals", linkUrl: "https://bakery.fr/deals", description1: "", description2: "" },
              { linkText: "Menu", linkUrl: "https://bakery.fr/menu", description1: "", description2: "" },
            ],
          }),
          ad("https://example.com", { headlines, descriptions }),
        ],
      },
      { name: " bread ", keywords: ["croissant"], ads: [ad("https://bakery.fr/", { headlines, descriptions })] },
      { name: "Cakes", keywords: ["cakes"], ads: [ad("https://bakery.fr/cakes", { headlines, descriptions })] },
    ],
    { campaignNegativeKeywords: "cheap, free (offer)" },
  );
  const checked = checkedForExport(campaign, true);
  const valid = checked.ok ? checked.campaign : searchSample;

  it("refuses the file unasked, naming every problem", () => {
    const refused = checkedForExport(campaign, false);
    expect(refused.ok).toBe(false);
    expect(refused.ok ? [] : refused.problems).toEqual(exportProblems(campaign));
  });

  it("leaves out exactly what the check names, so nothing is left to refuse", () => {
    expect(checked.ok && checked.leftOut.map((problem) => problem.item)).toEqual([
      "Name",
      "Negative keyword -free (offer)",
      "Keyword bread!",
      "Ad 2",
      'Headline 2 "=SUM(A1)"',
      'Sitelink 1 "+Deals"',
    ]);
    expect(exportProblems(valid)).toEqual([]);
  });

  it("keeps the rest as it was: the other keywords, ads, assets with their pins, sitelinks and groups", () => {
    expect(valid.adGroups.map((group) => group.name)).toEqual(["Bread", "Cakes"]);
    const [bread] = valid.adGroups;
    expect(bread?.keywords).toEqual(["sourdough", "[rye bread]", '"spelt loaf"']);
    expect(bread?.ads).toHaveLength(1);
    expect(bread?.ads[0]?.assets).toEqual({
      headlines: ["Fresh Bread", "Baked Daily", "Order Online"],
      descriptions,
      pins: { headlines: [1, null, 3] },
      sitelinks: [{ linkText: "Menu", linkUrl: "https://bakery.fr/menu", description1: "", description2: "" }],
    });
    expect(valid.formData.campaignNegativeKeywords).toEqual(["cheap"]);
  });

  it("leaves out a Performance Max asset group without a real final URL, whose one URL it is", () => {
    const [group] = performanceMaxSample.adGroups;
    if (!group) throw new Error("the sample has an asset group");
    const placeholder = { ...group, name: "All", landingPageUrl: "https://www.google.com", ads: group.ads.map((ad) => ({ ...ad, finalUrl: "https://www.google.com" })) };
    const pmax: ExportCampaign = { ...performanceMaxSample, formData: { businessName: "Müller, Röster" }, adGroups: [placeholder, group] };
    expect(exportProblems(pmax).map((problem) => [problem.item, problem.place])).toEqual([["Final URL", { group: 0, ad: null, field: "finalUrl" }]]);
    expect(withoutProblems(pmax, exportProblems(pmax)).adGroups).toEqual([group]);
  });
});

describe("over-limit assets and policy errors are named where the editor shows them, and left out alone", () => {
  const long = "Freshly Baked Sourdough Bread Every Single Morning";
  const campaign = searchWith([
    {
      name: "Bread",
      keywords: ["sourdough"],
      ads: [
        {
          finalUrl: "https://bakery.fr/",
          assets: {
            headlines: ["Fresh Bread", "", long, "Baked Daily", "Order Online!", "Warm Rolls"],
            descriptions: ["Warm loaves at dawn.", "Order by nine."],
            pins: { headlines: [null, null, 1, 2, null, null] },
            paths: ["Bread/Rye", "Fresh"],
          },
        },
      ],
    },
  ]);

  it("names each by its place in the ad as stored (blanks counted), with the policy check's reason", () => {
    expect(exportProblems(campaign).map((problem) => [problem.item, problem.message, problem.place.field])).toEqual([
      [`Headline 3 "${long}"`, "20 over the 30-character limit", "headlines.2"],
      ['Headline 5 "Order Online!"', "Headlines cannot contain an exclamation mark", "headlines.4"],
      ['Path 1 "Bread/Rye"', "Path 1 cannot contain '/': Google adds the slashes between paths.", "paths.0"],
    ]);
    expect(exportProblems(campaign).every((problem) => problem.place.group === 0 && problem.place.ad === 0 && !problem.blocks && problem.fixIn === "adEditor")).toBe(true);
  });

  it("writes the ad without them: the other headlines with their pins, the other path moved up", () => {
    const checked = checkedForExport(campaign, true);
    const assets = checked.ok ? checked.campaign.adGroups[0]?.ads[0]?.assets : null;
    expect(assets).toEqual({
      headlines: ["Fresh Bread", "", "Baked Daily", "Warm Rolls"],
      descriptions: ["Warm loaves at dawn.", "Order by nine."],
      pins: { headlines: [null, null, 2, null] },
      paths: ["Fresh"],
    });
  });

  it("names a sitelink Google refuses", () => {
    const sitelinks = [{ linkText: "Our whole bakery menu today", linkUrl: "https://bakery.fr/menu", description1: "", description2: "" }];
    const withSitelink = searchWith([{ name: "Bread", keywords: [], ads: [{ finalUrl: "https://bakery.fr/", assets: { headlines, descriptions: ["Warm.", "Fresh."], sitelinks } }] }]);
    expect(exportProblems(withSitelink).map((problem) => [problem.item, problem.message, problem.place.field])).toEqual([
      ['Sitelink 1 "Our whole bakery menu today"', "Sitelink text is over 25 characters", "sitelinks.0"],
    ]);
  });
});

describe("an ad that would keep too few assets is left out whole, and said so", () => {
  it("names the ad when its refused headline leaves it under Google's three", () => {
    const campaign = searchWith([
      { name: "Bread", keywords: [], ads: [{ finalUrl: "https://bakery.fr/", assets: { headlines: ["Fresh Bread", "Baked Daily!"], descriptions: ["Warm.", "Fresh."] } }] },
      { name: "Cakes", keywords: [], ads: [{ finalUrl: "https://bakery.fr/cakes", assets: { headlines, descriptions: ["Warm.", "Fresh."] } }] },
    ]);
    expect(exportProblems(campaign).map((problem) => [problem.item, problem.message, problem.place])).toEqual([
      ['Headline 2 "Baked Daily!"', "Headlines cannot contain an exclamation mark", { group: 0, ad: 0, field: "headlines.1" }],
      ["Ad 1", "Google needs at least 3 headlines; this ad has 1 once the items marked are left out", { group: 0, ad: 0, field: null }],
    ]);
    const checked = checkedForExport(campaign, true);
    expect(checked.ok && checked.campaign.adGroups.map((group) => group.ads.length)).toEqual([0, 1]);
  });
});

describe("what cannot be left out blocks the export, with the reason", () => {
  it("a campaign whose ads have no final URL at all", () => {
    const campaign = searchWith([{ name: "Bread", keywords: [], ads: [{ finalUrl: null, assets: { headlines, descriptions: ["Warm.", "Fresh."] } }] }]);
    const checked = checkedForExport(campaign, true);
    expect(checked).toEqual({
      ok: false,
      message: "Fix before exporting: Campaign, Final URL: No ad has a final URL: enter the landing page the ads should open.",
      problems: [expect.objectContaining({ item: "Final URL", blocks: true })],
    });
  });

  it("a campaign with no ad Google would take once the items marked are left out", () => {
    const campaign = searchWith([{ name: "Bread", keywords: [], ads: [{ finalUrl: "https://bakery.fr/", assets: { headlines: ["Fresh Bread!"], descriptions: ["Warm."] } }] }]);
    const checked = checkedForExport(campaign, true);
    expect(checked.ok ? [] : checked.problems.map(describeBlock)).toEqual(["Campaign, Ads: No ad is left that Google would take once the items marked are left out: fix them in the editor"]);
  });

  it("a Performance Max or Demand Gen campaign without a business name, and one over Performance Max's 25", () => {
    for (const sample of [performanceMaxSample, demandGenSample]) {
      const checked = checkedForExport({ ...sample, formData: { ...sample.formData, businessName: " " } }, true);
      expect(checked.ok ? [] : checked.problems.map(describeBlock)).toEqual(["Campaign, Business name: There is no business name: Google needs one for this campaign's ads"]);
    }
    const tooLong = checkedForExport({ ...performanceMaxSample, formData: { ...performanceMaxSample.formData, businessName: "Kaffeerösterei Müller und Söhne" } }, true);
    expect(tooLong.ok ? [] : tooLong.problems.map(describeBlock)).toEqual(["Campaign, Business name: The business name is over the 25-character limit"]);
  });
});

const describeBlock = (problem: { group: string; item: string; message: string }) => `${problem.group}, ${problem.item}: ${problem.message}`;

describe("the ad account's brand rules are named in the export, never refused (issue 22)", () => {
  const rules = brandRulesSchema.parse({ bannedPhrases: [{ text: "cheap", reason: "premium bakery" }], requiredPhrases: [{ text: "Since 1921", where: "headlines" }] });
  const campaign = searchWith([{ name: "Bread", keywords: [], ads: [{ finalUrl: "https://bakery.example/", assets: { headlines: ["Cheap Bread", "Baked Daily", "Order Online"], descriptions: ["Fresh every morning.", "Order by nine."] } }] }]);

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
