import { describe, expect, it } from "vitest";
import { utf16leWithBom, utf8WithBom } from "../export/file-encoding.ts";
import { assembleImport, readEditorFile } from "../../../test/support/domain/editor-file-in-memory.ts";
import { createEditorFileReader } from "./editor-file.ts";
import type { ImportItem } from "./import-item.ts";
import { ImportFileError } from "./import-errors.ts";

const utf8 = (text: string) => new TextEncoder().encode(text);
const tsv = (lines: string[][]) => lines.map((cells) => cells.join("\t")).join("\r\n");
const problemOf = (bytes: Uint8Array) => {
  try {
    readEditorFile(bytes);
    return null;
  } catch (error) {
    return error instanceof ImportFileError ? error.problem : error;
  }
};

const searchFile = tsv([
  ["Campaign", "Campaign Type", "Ad Group", "Keyword", "Criterion Type", "Ad type", "Headline 1", "Headline 1 position", "Headline 2", "Headline 2 position", "Headline 3", "Description 1", "Description 1 position", "Description 2", "Path 1", "Path 2", "Final URL", "Link Text", "Description Line 1", "Description Line 2", "Callout text"],
  ["Shoes", "Search", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", ""],
  ["Shoes", "", "Runners", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", ""],
  ["Shoes", "", "Runners", "running shoes", "Exact", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", ""],
  ["Shoes", "", "Runners", "trail shoes", "Phrase", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", ""],
  ["Shoes", "", "Runners", "shoes", "Broad", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", ""],
  ["Shoes", "", "Runners", "cheap", "Negative Phrase", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", ""],
  ["Shoes", "", "", "free", "Campaign Negative Exact", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", ""],
  ["Shoes", "", "Runners", "", "", "Responsive search ad", "Run Faster", "1", "Light Shoes", " -", "Free Returns", "Made to last", "2", "Order today", "Shoes", "Running", "https://shoes.example/run", "", "", "", ""],
  ["Shoes", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "https://shoes.example/sale", "Sale", "Half price", "This week only", ""],
  ["Shoes", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "Free shipping"],
]);

describe("Editor's encodings are read, anything else is refused with what was expected", () => {
  it("reads UTF-16LE with its byte-order mark, and UTF-8 with or without one", () => {
    for (const bytes of [utf16leWithBom(searchFile), utf8WithBom(searchFile), utf8(searchFile)]) {
      const result = readEditorFile(bytes);
      expect(result.counts).toEqual({ campaigns: 1, adGroups: 1, keywords: 5, ads: 1, sitelinks: 1, callouts: 1 });
    }
  });

  it("refuses bytes that are not UTF-8 or UTF-16 text", () => {
    const latin1 = new Uint8Array([...utf8("Campaign,Headline 1\r\nCaf"), 0xe9, 0x20, 0xff, 0xfe, 0x0a]);
    expect(problemOf(latin1)).toBe("encoding");
  });

  it("refuses a file whose first row is not Editor's header", () => {
    expect(problemOf(utf8("Shoes,Search\r\nRunners,shoes\r\n"))).toBe("header");
    expect(problemOf(utf8(""))).toBe("header");
    expect(problemOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]))).not.toBeNull();
  });

  it("reads header names ignoring case, spaces and underscores, and lists the columns it does not read", () => {
    const result = readEditorFile(utf8("campaign,CAMPAIGN_TYPE,Budget ID,Labels\r\nShoes,Search,17,x\r\n"));
    expect(result.campaigns.map((campaign) => campaign.name)).toEqual(["Shoes"]);
    expect(result.unknownColumns).toEqual(["Budget ID", "Labels"]);
  });
});

describe("cells are read as RFC 4180 writes them, whatever the line ends", () => {
  it("keeps quoted delimiters, doubled quotes and line breaks, across CRLF, LF and CR lines", () => {
    const text = 'Campaign,Campaign Type\r\n"Shoes, ""best""",Search\nBoots,Search\r"Multi\r\nline",Search\r\n';
    expect(readEditorFile(utf8(text)).campaigns.map((campaign) => campaign.name)).toEqual(['Shoes, "best"', "Boots", "Multi\r\nline"]);
  });

  it("reads a file that does not end in a line break", () => {
    expect(readEditorFile(utf8("Campaign,Campaign Type\r\nShoes,Search")).counts.campaigns).toBe(1);
  });

  it("refuses a quote that is never closed instead of reading the rest of the file as one cell", () => {
    const text = `Campaign,Campaign Type\r\n"Shoes,Search\r\n${"Boots,Search\r\n".repeat(30_000)}`;
    expect(problemOf(utf8(text))).toBe("record");
  });
});

describe("Editor rows become the product's campaigns", () => {
  const [campaign] = readEditorFile(utf16leWithBom(searchFile)).campaigns;

  it("takes the type from Campaign Type through the registry", () => {
    expect(campaign?.campaignType).toBe("search");
  });

  it("types keywords as the product does: [exact], \"phrase\", broad, -negatives; campaign negatives on the campaign", () => {
    expect(campaign?.adGroups[0]?.keywords).toEqual(["[running shoes]", '"trail shoes"', "shoes", '-"cheap"']);
    expect(campaign?.formData.campaignNegativeKeywords).toBe("-[free]");
  });

  it("keeps pins beside their assets, paths and the final URL; sitelinks and callouts on the first ad", () => {
    const ad = campaign?.adGroups[0]?.ads[0];
    expect(ad?.finalUrl).toBe("https://shoes.example/run");
    expect(ad?.assets).toMatchObject({
      headlines: ["Run Faster", "Light Shoes", "Free Returns"],
      descriptions: ["Made to last", "Order today"],
      pins: { headlines: [1, null, null], descriptions: [2, null] },
      paths: ["Shoes", "Running"],
      sitelinks: [{ linkText: "Sale", linkUrl: "https://shoes.example/sale", description1: "Half price", description2: "This week only" }],
      callouts: ["Free shipping"],
    });
  });
});

describe("rows the import does not understand are counted and listed, never dropped", () => {
  it("names each row and why", () => {
    const file = [
      "Campaign,Campaign Type,Ad Group,Ad type,Keyword,Criterion Type,Location,Headline 1",
      "Shoes,Search,,,,,,",
      "Shoes,,Runners,Expanded text ad,,,,Old ad",
      "Shoes,,Runners,,shoes,Broadish,,",
      "Shoes,,,,,,Germany,",
      ",,Runners,,,,,",
      "Clips,Video,,,,,,",
      "Clips,,Views,,,,,",
    ].join("\n");
    const result = readEditorFile(utf8(file));
    expect(result.skipped).toEqual([
      { row: 3, reason: expect.stringContaining("Ad type 'Expanded text ad' is not imported") },
      { row: 4, reason: expect.stringContaining("Criterion Type 'Broadish'") },
      { row: 5, reason: expect.stringMatching(/^Locations are not imported/) },
      { row: 6, reason: expect.stringMatching(/^No Campaign name/) },
      { row: 7, reason: expect.stringMatching(/^Campaign type 'Video' is not one Adsmith imports \(Search, Performance Max, Demand Gen, Display\)/) },
      { row: 8, reason: expect.stringMatching(/^Campaign type 'Video'/) },
    ]);
    expect(result.skippedCount).toBe(6);
    expect(result.counts.campaigns).toBe(1);
  });

  it("keeps cells that look like formulas as text: the Editor file holds them as written", () => {
    const result = readEditorFile(utf16leWithBom(tsv([["Campaign", "Campaign Type", "Ad Group", "Ad type", "Headline 1", "Headline 2"], ["Shoes", "Search", "", "", "", ""], ["Shoes", "", "Runners", "Responsive search ad", '=HYPERLINK("x")', "-50% off"]])));
    expect(result.campaigns[0]?.adGroups[0]?.ads[0]?.assets.headlines).toEqual(['=HYPERLINK("x")', "-50% off"]);
  });

  it("undoes the CSV export's guard: a `'` before a formula start is the exporter's, the rest is the user's", () => {
    const result = readEditorFile(utf8("Campaign,Campaign Type,Ad Group,Ad type,Headline 1,Headline 2,Headline 3\r\nShoes,Search,,,,,\r\nShoes,,Runners,Responsive search ad,'=SUM(1),'-50% off,'Tis the season\r\n"));
    expect(result.campaigns[0]?.adGroups[0]?.ads[0]?.assets.headlines).toEqual(["=SUM(1)", "-50% off", "'Tis the season"]);
  });
});

describe("a file read in chunks reads as the whole file", () => {
  it("gives the same campaigns whatever the chunk boundaries split: a UTF-16 unit, a quoted cell, a CRLF", () => {
    const text = `${searchFile}\r\n"Shoes, ""best""",Search\r\n`.replaceAll("\t", ",");
    for (const bytes of [utf16leWithBom(searchFile), utf8WithBom(text)]) {
      const whole = readEditorFile(bytes);
      for (const size of [1, 3, 7, 64]) {
        const reader = createEditorFileReader();
        const items: ImportItem[] = [];
        for (let start = 0; start < bytes.length; start += size) items.push(...reader.push(bytes.subarray(start, start + size)));
        const { summary, items: rest } = reader.finish();
        expect(assembleImport(summary, [...items, ...rest])).toEqual(whole);
      }
    }
  });
});

describe("Performance Max rows the product keeps nothing for", () => {
  it("lists search theme and audience signal rows with why, instead of taking them for asset groups", () => {
    const file = [
      "Campaign,Campaign Type,Asset Group,Headline 1,Long headline 1,Description 1,Business name,Final URL,Search theme,Audience signal",
      "Roast,Performance Max,,,,,,,,",
      "Roast,,Beans,Fresh Beans,Fresh beans roasted weekly,Roasted every Monday,Roast Co,https://roast.example/,,",
      "Roast,,Beans,,,,,,espresso beans,",
      "Roast,,Beans,,,,,,,Coffee lovers",
    ].join("\r\n");
    const result = readEditorFile(utf8(file));
    expect(result.skipped).toEqual([
      { row: 4, reason: expect.stringMatching(/^Search themes are not imported/) },
      { row: 5, reason: expect.stringMatching(/^Audience signals are not imported/) },
    ]);
    expect(result.campaigns[0]?.adGroups[0]?.ads[0]?.assets).toMatchObject({ headlines: ["Fresh Beans"], longHeadlines: ["Fresh beans roasted weekly"] });
    expect(result.campaigns[0]?.formData).toMatchObject({ businessName: "Roast Co", landingPageUrl: "https://roast.example/" });
  });
});

describe("what is removed in Google Ads stays out", () => {
  it("leaves out a removed campaign with all its rows, a removed ad group with its rows, and a removed keyword", () => {
    const file = [
      "Campaign,Campaign Type,Campaign Status,Ad Group,Ad Group Status,Keyword,Criterion Type,Status",
      "Old,Search,Removed,,,,,",
      "Old,,,Runners,Enabled,,,",
      "Old,,,Runners,,shoes,Broad,Enabled",
      "Live,Search,Paused,,,,,",
      "Live,,,Gone,Removed,,,",
      "Live,,,Gone,,boots,Broad,Enabled",
      "Live,,,Runners,Enabled,,,",
      "Live,,,Runners,,shoes,Broad,Enabled",
      "Live,,,Runners,,sandals,Broad,Removed",
    ].join("\r\n");
    const result = readEditorFile(utf8(file));
    expect(result.campaigns.map((campaign) => [campaign.name, campaign.adGroups.map((group) => [group.name, group.keywords])])).toEqual([["Live", [["Runners", ["shoes"]]]]]);
    expect(result.skipped.map((skipped) => [skipped.row, skipped.reason])).toEqual([
      [2, expect.stringMatching(/^Its campaign is removed/)],
      [3, expect.stringMatching(/^Its campaign is removed/)],
      [4, expect.stringMatching(/^Its campaign is removed/)],
      [6, expect.stringMatching(/^Its ad group or asset group is removed/)],
      [7, expect.stringMatching(/^Its ad group or asset group is removed/)],
      [10, "Removed in Google Ads: not imported"],
    ]);
  });
});

describe("a paused ad", () => {
  it("alone is an ad; just before another in its group it is what that ad replaced", () => {
    const file = [
      "Campaign,Campaign Type,Ad Group,Ad type,Headline 1,Description 1,Final URL,Status",
      "Shoes,Search,,,,,,",
      "Shoes,,Runners,Responsive search ad,Old Runner,Old text,https://shoes.example/,Paused",
      "Shoes,,Runners,Responsive search ad,New Runner,New text,https://shoes.example/,",
      "Shoes,,Boots,Responsive search ad,Paused Boot,Boot text,https://shoes.example/boots,Paused",
    ].join("\r\n");
    const [campaign] = readEditorFile(utf8(file)).campaigns;
    const ads = campaign?.adGroups.map((group) => group.ads.map((ad) => [ad.assets.headlines, ad.replacedAssets?.headlines ?? null]));
    expect(ads).toEqual([[[["New Runner"], ["Old Runner"]]], [[["Paused Boot"], null]]]);
    expect(campaign?.counts.ads).toBe(2);
  });
});
