import { describe, expect, it } from "vitest";
import { search } from "../campaign-types/search.ts";
import { initialFormData } from "../wizard/form-data.ts";
import { buildEditorRows, exportCampaignName } from "./editor-rows.ts";
import { exportCampaignFromEditor, exportCampaignShape, withEditedAd } from "./export-campaign.ts";
import { demandGenSample, displaySample, exportClock, performanceMaxSample, searchSample } from "../../../test/support/domain/sample-campaigns.ts";

/** Without export settings the campaign is Paused and nothing else of ours is written (EDITOR-IMPORT R13). */
const campaignSettings = { "Campaign Status": "Paused" };

describe("Editor rows, one per entity", () => {
  it("Search: campaign, ad group, keywords by match type, a responsive search ad with pins, sitelinks and callouts", () => {
    const campaign = 'Café "Zoë", Paris';
    const adGroup = "Pâtisserie, fraîche";
    expect(buildEditorRows(searchSample, exportClock)).toEqual([
      { kind: "campaign", cells: { Campaign: campaign, "Campaign Type": "Search", ...campaignSettings } },
      { kind: "adGroup", cells: { Campaign: campaign, "Ad Group": adGroup, "Ad Group Status": "Enabled" } },
      { kind: "keyword", cells: { Campaign: campaign, "Ad Group": adGroup, Keyword: "croissant", "Criterion Type": "Broad" } },
      { kind: "keyword", cells: { Campaign: campaign, "Ad Group": adGroup, Keyword: "pain au chocolat", "Criterion Type": "Phrase" } },
      { kind: "keyword", cells: { Campaign: campaign, "Ad Group": adGroup, Keyword: "東京 カフェ", "Criterion Type": "Exact" } },
      { kind: "keyword", cells: { Campaign: campaign, "Ad Group": adGroup, Keyword: "cheap", "Criterion Type": "Negative Broad" } },
      { kind: "keyword", cells: { Campaign: campaign, "Ad Group": adGroup, Keyword: "Croissant", "Criterion Type": "Exact" } },
      {
        kind: "ad",
        cells: {
          Campaign: campaign,
          "Ad Group": adGroup,
          "Ad type": "Responsive search ad",
          "Headline 1": "Fresh Croissants Daily",
          "Headline 1 position": "1",
          "Headline 2": 'The "Best" Café',
          "Headline 3": "東京のカフェ",
          "Headline 3 position": "2",
          "Description 1": "Baked at dawn, served warm. Order ahead online.",
          "Description 2": "Crème brûlée, tarte Tatin and more",
          "Description 2 position": "1",
          "Path 1": "Bakery",
          "Path 2": "Croissants",
          "Final URL": "https://cafe.example/menu?a=1,b=2",
        },
      },
      {
        kind: "sitelink",
        cells: {
          Campaign: campaign,
          "Link Text": "Menu",
          "Final URL": "https://cafe.example/menu",
          "Description Line 1": "Croissants, tarts",
          "Description Line 2": 'Coffee "to go"',
        },
      },
      { kind: "sitelink", cells: { Campaign: campaign, "Link Text": "Visit Us", "Final URL": "https://cafe.example/" } },
      { kind: "callout", cells: { Campaign: campaign, "Callout text": "Free Wi-Fi" } },
      { kind: "callout", cells: { Campaign: campaign, "Callout text": "Open, Daily" } },
    ]);
  });

  it("Performance Max: an asset group row with every ad's assets merged, sitelinks and callouts; no audience descriptions (R21, R22)", () => {
    const campaign = "Kaffeerösterei Müller";
    const group = "Default Asset Group";
    expect(buildEditorRows(performanceMaxSample, exportClock)).toEqual([
      { kind: "campaign", cells: { Campaign: campaign, "Campaign Type": "Performance Max", ...campaignSettings } },
      {
        kind: "assetGroup",
        cells: {
          Campaign: campaign,
          "Asset Group": group,
          "Asset Group Status": "Enabled",
          "Headline 1": "Frisch Geröstet",
          "Headline 2": "Bohnen, Direkt",
          "Headline 3": "東京でも",
          "Long headline 1": 'Der "beste" Kaffee aus Hamburg',
          "Description 1": "Röstfrisch geliefert.",
          "Description 2": "Zweizeilig beschrieben",
          // The second ad's lone Path 2, moved up: the first ad has none (R19).
          "Path 1": "Kaffeebohnen",
          "Business name": "Müller, Röster",
          "Final URL": "https://kaffee.example/shop",
        },
      },
      {
        kind: "sitelink",
        cells: {
          Campaign: campaign,
          "Link Text": "Shop",
          "Final URL": "https://kaffee.example/shop",
          "Description Line 1": "Alle Bohnen",
          "Description Line 2": "Alle Mühlen",
        },
      },
      { kind: "callout", cells: { Campaign: campaign, "Callout text": "Gratis Versand" } },
    ]);
  });

  it("Demand Gen: ad group rows and 'Demand Gen image ad' rows, without long headlines and with Google's call to action (R27, R31)", () => {
    const campaign = "春のセール, 2026";
    expect(buildEditorRows(demandGenSample, exportClock)).toEqual([
      { kind: "campaign", cells: { Campaign: campaign, "Campaign Type": "Demand Gen", ...campaignSettings } },
      { kind: "adGroup", cells: { Campaign: campaign, "Ad Group": 'Audience "A"', "Ad Group Status": "Enabled" } },
      {
        kind: "ad",
        cells: {
          Campaign: campaign,
          "Ad Group": 'Audience "A"',
          "Ad type": "Demand Gen image ad",
          "Headline 1": "春の新作",
          "Headline 2": "Étoile, Spring",
          "Description 1": "New arrivals, daily",
          "Business name": "Shop Étoile",
          // No call to action chosen: the type's default, 'Learn More', in Google's spelling.
          "Call to action": "Learn more",
          "Final URL": "https://shop.example/spring",
        },
      },
    ]);
  });

  it("Display: an ad group row and a 'Responsive display ad' row with its long headline, business name and Google's call to action; no keyword rows", () => {
    const campaign = "Bäckerei Banners";
    expect(buildEditorRows(displaySample, exportClock)).toEqual([
      { kind: "campaign", cells: { Campaign: campaign, "Campaign Type": "Display", ...campaignSettings } },
      { kind: "adGroup", cells: { Campaign: campaign, "Ad Group": "Bread lovers", "Ad Group Status": "Enabled" } },
      {
        kind: "ad",
        cells: {
          Campaign: campaign,
          "Ad Group": "Bread lovers",
          "Ad type": "Responsive display ad",
          "Headline 1": "Fresh Rye Every Day",
          "Headline 2": "Bäckerei Korn",
          "Long headline 1": "Sourdough and rye baked at dawn, in Leipzig since 1921",
          "Description 1": "Order by 6 pm, pick up warm at 7.",
          "Description 2": "Short and sweet.",
          "Business name": "Bäckerei Korn",
          "Call to action": "Shop now",
          "Final URL": "https://baeckerei.example/brot",
        },
      },
    ]);
  });

  it("caps each list at what Google takes and sitelinks at 6, callouts at 10", () => {
    const many = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`);
    const sitelinks = many("Link", 8).map((linkText) => ({ linkText, linkUrl: "https://a.example/", description1: "", description2: "" }));
    const rows = buildEditorRows(
      {
        ...searchSample,
        adGroups: [{ name: "G", keywords: [], ads: [{ assets: { headlines: many("Headline", 17), descriptions: many("Description", 6), callouts: many("Callout", 12), sitelinks } }] }],
      },
      exportClock,
    );
    const ad = rows.find((row) => row.kind === "ad");
    expect(ad?.cells["Headline 15"]).toBe("Headline 15");
    expect(Object.keys(ad?.cells ?? {}).filter((column) => column.startsWith("Description"))).toEqual(["Description 1", "Description 2", "Description 3", "Description 4"]);
    expect(rows.filter((row) => row.kind === "sitelink")).toHaveLength(6);
    expect(rows.filter((row) => row.kind === "callout")).toHaveLength(10);
  });

  it("names a campaign without a name 'Campaign - {date}' and leaves an ad without a real URL blank for the export check", () => {
    expect(exportCampaignName({ name: "  " }, exportClock)).toBe("Campaign - Mar 14, 2026");
    const rows = buildEditorRows({ ...demandGenSample, name: "", formData: {}, adGroups: [{ name: "G", keywords: [], ads: [{ assets: { headlines: ["Hi"] } }] }] }, exportClock);
    expect(rows[0]?.cells.Campaign).toBe("Campaign - Mar 14, 2026");
    expect(rows.find((row) => row.kind === "ad")?.cells["Final URL"]).toBeUndefined();
  });
});

describe("R8: groups export under names of their own", () => {
  it("numbers groups stored without a name instead of merging them into one 'Default Ad Group'", () => {
    const ad = { finalUrl: "https://cafe.example/", assets: { headlines: ["Fresh"] } };
    const rows = buildEditorRows({ ...searchSample, adGroups: [{ name: "", keywords: ["rye"], ads: [ad] }, { name: " ", keywords: ["spelt"], ads: [ad] }] }, exportClock);
    expect(rows.filter((row) => row.kind === "keyword").map((row) => [row.cells["Ad Group"], row.cells.Keyword])).toEqual([
      ["Default Ad Group", "rye"],
      ["Default Ad Group (2)", "spelt"],
    ]);
    const pmax = buildEditorRows({ ...performanceMaxSample, adGroups: [{ name: "", keywords: [], ads: [ad] }, { name: "", keywords: [], ads: [ad] }] }, exportClock);
    expect(pmax.filter((row) => row.kind === "assetGroup").map((row) => row.cells["Asset Group"])).toEqual(["Default Asset Group", "Default Asset Group (2)"]);
  });
});

describe("R41: every cell of every row is one line", () => {
  it("turns tabs and line breaks in names, keywords and ad text into single spaces", () => {
    const rows = buildEditorRows(
      { ...searchSample, name: "Two\nlines", adGroups: [{ name: "A\tB", keywords: ["[rye\tbread]"], ads: [{ finalUrl: "https://cafe.example/", assets: { headlines: ["One\r\n\r\nTwo"] } }] }] },
      exportClock,
    );
    const keyword = rows.find((row) => row.kind === "keyword");
    expect(keyword?.cells).toEqual({ Campaign: "Two lines", "Ad Group": "A B", Keyword: "rye bread", "Criterion Type": "Exact" });
    expect(rows.find((row) => row.kind === "ad")?.cells["Headline 1"]).toBe("One Two");
  });
});

describe("the results editor's assets as an export", () => {
  it("is a one-group campaign shaped as a save stores it, keywords and URL from the form", () => {
    const formData = initialFormData(search);
    const form = { ...formData, campaignName: " Spring ", adGroupName: "Loaves", keywords: "rye, spelt\nrye", landingPageUrl: "https://bread.example/" };
    const campaign = exportCampaignFromEditor(search, form, { headlines: ["Rye Bread"], pins: { headlines: [2] } }, exportClock.now);
    expect(campaign).toMatchObject({ name: "Spring", campaignType: "search", adGroups: [{ name: "Loaves", keywords: ["rye", "spelt"], landingPageUrl: "https://bread.example/" }] });
    const ad = buildEditorRows(campaign, exportClock).find((row) => row.kind === "ad");
    expect(ad?.cells).toMatchObject({ "Headline 1": "Rye Bread", "Headline 1 position": "2", "Final URL": "https://bread.example/" });
  });
});

describe("a saved campaign with the editor's current ad", () => {
  it("replaces that ad's assets and leaves every other ad and group as saved", () => {
    const saved = {
      name: "Saved",
      campaignType: "search" as const,
      formData: {},
      adGroups: [
        { name: "A", keywords: ["a"], ads: [{ id: "ad-1", assets: { headlines: ["Old"] } }, { id: "ad-2", assets: { headlines: ["Other"] } }] },
        { name: "B", keywords: [], ads: [{ id: "ad-3", assets: { headlines: ["Third"] } }] },
      ],
    };
    const edited = withEditedAd(saved, "ad-1", { headlines: ["New"] });
    expect(edited.adGroups.map((group) => group.ads.map((ad) => ad.assets.headlines))).toEqual([[["New"], ["Other"]], [["Third"]]]);
    expect(saved.adGroups[0]?.ads[0]?.assets.headlines).toEqual(["Old"]);
  });
});

describe("the export shape of a loaded campaign", () => {
  it("keeps what the rows read and drops ids, versions and statuses", () => {
    const loaded = {
      id: "c1",
      version: 3,
      name: "Saved",
      campaignType: "search" as const,
      formData: { keywords: "a" },
      adGroups: [{ id: "g1", name: "A", keywords: ["a"], landingPageUrl: null, callToAction: "Go", ads: [{ id: "ad-1", status: "draft", finalUrl: null, assets: { headlines: ["H"] } }] }],
    };
    expect(exportCampaignShape(loaded)).toEqual({
      name: "Saved",
      campaignType: "search",
      formData: { keywords: "a" },
      adGroups: [{ name: "A", keywords: ["a"], audienceSignals: null, contentThemes: null, landingPageUrl: null, callToAction: "Go", ads: [{ finalUrl: null, assets: { headlines: ["H"] }, replacedAssets: null }] }],
    });
  });
});

describe("R31: a Demand Gen image ad's call to action is one of Google's values", () => {
  const ctaOf = (callToAction: string) =>
    buildEditorRows({ ...demandGenSample, adGroups: demandGenSample.adGroups.map((group) => ({ ...group, callToAction })) }, exportClock).find((row) => row.kind === "ad")?.cells["Call to action"];

  it.each([
    ["get_started", "Start now"],
    ["watch_video", "Watch now"],
    ["try_free", "Sign up"],
    ["shop_now", "Shop now"],
  ])("%s becomes '%s'", (value, editorValue) => {
    expect(ctaOf(value)).toBe(editorValue);
  });

  it("a choice with nothing close on Google's list is left out, for Google to choose", () => {
    expect(ctaOf("request_demo")).toBeUndefined();
  });
});

describe("R34, R37: a Search campaign's negative keywords", () => {
  it("go out once each, on the campaign with no ad group, as 'Campaign Negative …'", () => {
    const campaign = { ...searchSample, formData: { ...searchSample.formData, campaignNegativeKeywords: 'recipe\n-"frozen croissant"\n[jobs]\nRecipe' } };
    const negatives = buildEditorRows(campaign, exportClock)
      .filter((row) => row.kind === "keyword" && !row.cells["Ad Group"])
      .map((row) => [row.cells.Keyword, row.cells["Criterion Type"]]);
    expect(negatives).toEqual([
      ["recipe", "Campaign Negative Broad"],
      ["frozen croissant", "Campaign Negative Phrase"],
      ["jobs", "Campaign Negative Exact"],
    ]);
  });
});

describe("a refreshed ad is exported beside the ad Google Ads still runs, which goes out paused (issue 22)", () => {
  const [group] = searchSample.adGroups;
  if (!group) throw new Error("the sample has a group");
  const live = { headlines: ["Warm Loaves Daily", "Warm Loaves Every Day", "Baked Before Dawn"], descriptions: ["Fresh bread every morning."] };
  const refreshed = { headlines: ["Warm Loaves Daily", "Sourdough Delivered by 8 am", "Baked Before Dawn"], descriptions: ["Fresh bread every morning."] };
  const withAd = (ad: { assets: Record<string, unknown>; replacedAssets?: Record<string, unknown> | null }) => ({ ...searchSample, adGroups: [{ ...group, ads: [{ finalUrl: "https://bakery.fr/", ...ad }] }] });
  const adRows = (campaign: ReturnType<typeof withAd>) => buildEditorRows(campaign, exportClock).filter((row) => row.kind === "ad");

  it("writes the old ad first, with its own text and Status Paused, then the new one with no status", () => {
    const [old, fresh, ...rest] = adRows(withAd({ assets: refreshed, replacedAssets: live }));
    expect(rest).toEqual([]);
    expect(old?.cells).toMatchObject({ "Headline 2": "Warm Loaves Every Day", Status: "Paused" });
    expect(fresh?.cells).toMatchObject({ "Headline 2": "Sourdough Delivered by 8 am" });
    expect(fresh?.cells.Status).toBeUndefined();
  });

  it("writes one ad when nothing was refreshed, or the refresh was undone to the same text", () => {
    expect(adRows(withAd({ assets: refreshed }))).toHaveLength(1);
    expect(adRows(withAd({ assets: live, replacedAssets: live }))).toHaveLength(1);
  });

  it("keeps the old ad through the export shape an edited campaign is sent in", () => {
    expect(exportCampaignShape(withAd({ assets: refreshed, replacedAssets: live })).adGroups[0]?.ads[0]?.replacedAssets).toEqual(live);
  });
});
