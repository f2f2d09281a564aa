import { describe, expect, it } from "vitest";
import { campaignTypeFor } from "../../domain/campaign-types/registry.ts";
import {
  buildEditorRows,
  clipboardText,
  csvBytes,
  editorFileBytes,
  type ExportCampaign,
  type ExportSettings,
  realUrlOf,
  singleLine,
  spreadsheetPlan,
  workbookSheets,
} from "../../domain/export/index.ts";
import { demandGenSample, exportClock, performanceMaxSample, searchSample } from "../../../test/support/domain/sample-campaigns.ts";
import { displayPathsOf } from "../../domain/ads/display-paths.ts";
import { exportGroupNames } from "../../domain/campaigns/group-names.ts";
import { criterionType, parseKeywords } from "../../domain/keywords/keyword-match.ts";
import { readDelimited, readWorkbook, type RecordRow } from "../../../test/support/export/read-back.ts";
import { xlsxBytes } from "./xlsx-workbook.ts";

/**
 * Issue 20's proof: every format read back by an independent reader (exceljs's CSV and XLSX readers)
 * holds every entity and value of the saved campaign, and nothing the campaign does not hold.
 */
type Summary = Record<"groups" | "keywords" | "assets" | "paths" | "finalUrls" | "sitelinks" | "callouts", string[]>;

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
const textsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);
const key = (...parts: string[]) => parts.join(" | ");

/** What the campaign holds, read straight from it (not from the rows), in the file's vocabulary. */
function expectedSummary(campaign: ExportCampaign): Summary {
  const type = campaignTypeFor(campaign.campaignType);
  const names = exportGroupNames(
    campaign.adGroups.map((group) => group.name),
    type.defaults.loadedGroupName,
  );
  const summary: Summary = { groups: [], keywords: [], assets: [], paths: [], finalUrls: [], sitelinks: [], callouts: [] };
  const formUrl = typeof campaign.formData.landingPageUrl === "string" ? campaign.formData.landingPageUrl : "";
  campaign.adGroups.forEach((group, index) => {
    const name = names[index] ?? "";
    summary.groups.push(name);
    if (type.id === "search") for (const keyword of parseKeywords(group.keywords)) summary.keywords.push(key(name, keyword.text, criterionType(keyword)));
    // Display paths: each ad's, or a Performance Max asset group's one pair, its first ad's that has any.
    const adPaths = type.displayPathLimit === null ? [] : group.ads.map((ad) => displayPathsOf(ad.assets.paths)).filter(([path1]) => path1 !== "");
    for (const [path1, path2] of type.editorExport.assetsPer === "group" ? adPaths.slice(0, 1) : adPaths) summary.paths.push(key(name, path1, path2));
    group.ads.forEach((ad, adIndex) => {
      for (const kind of type.assetKinds) {
        // A Demand Gen image ad has no long-headline field (R27): those stay in the product, not the file.
        if (kind.key === "longHeadlines" && !type.editorExport.longHeadlines) continue;
        const texts = textsOf(ad.assets[kind.key]).map(singleLine).filter(Boolean);
        if (kind.key === "callouts") summary.callouts.push(...texts.map((text) => text.toLowerCase()));
        else summary.assets.push(...texts.map((text) => key(name, kind.key, text.toLowerCase())));
      }
      for (const sitelink of Array.isArray(ad.assets.sitelinks) ? (ad.assets.sitelinks as Record<string, unknown>[]) : []) {
        const text = typeof sitelink.linkText === "string" ? sitelink.linkText : typeof sitelink.headline === "string" ? sitelink.headline : "";
        if (text.trim()) summary.sitelinks.push(singleLine(text));
      }
      if (type.id !== "performance_max" || adIndex === 0) summary.finalUrls.push(key(name, realUrlOf([ad.finalUrl, group.landingPageUrl, formUrl])));
    });
  });
  return Object.fromEntries(Object.entries(summary).map(([field, values]) => [field, sorted(values)])) as Summary;
}

const assetColumn = /^(Headline|Long headline|Description) (\d+)$/;
const kindOfColumn: Record<string, string> = { Headline: "headlines", "Long headline": "longHeadlines", Description: "descriptions" };

/** What a file holds, from its records alone. */
function readSummary(records: readonly RecordRow[]): Summary & { campaign: RecordRow[] } {
  const summary: Summary & { campaign: RecordRow[] } = { campaign: [], groups: [], keywords: [], assets: [], paths: [], finalUrls: [], sitelinks: [], callouts: [] };
  for (const record of records) {
    const group = record["Ad Group"] ?? record["Asset Group"] ?? "";
    if (record["Campaign Type"]) summary.campaign.push(record);
    else if (record.Keyword) summary.keywords.push(key(group, record.Keyword, record["Criterion Type"] ?? ""));
    else if (record["Link Text"]) summary.sitelinks.push(record["Link Text"]);
    else if (record["Callout text"]) summary.callouts.push(record["Callout text"].toLowerCase());
    else if (record["Ad type"] || record["Asset Group"]) {
      if (record["Asset Group"] || record["Ad Group Status"]) summary.groups.push(group);
      for (const [column, value] of Object.entries(record)) {
        const match = assetColumn.exec(column);
        if (match?.[1]) summary.assets.push(key(group, kindOfColumn[match[1]] ?? "", value.toLowerCase()));
      }
      if (record["Path 1"] || record["Path 2"]) summary.paths.push(key(group, record["Path 1"] ?? "", record["Path 2"] ?? ""));
      summary.finalUrls.push(key(group, record["Final URL"] ?? ""));
    } else if (record["Ad Group"] && !record.Location && !record["Location ID"]) summary.groups.push(group);
  }
  const { campaign, ...lists } = summary;
  return { campaign, ...(Object.fromEntries(Object.entries(lists).map(([field, values]) => [field, sorted(values)])) as Summary) };
}

const settings: ExportSettings = {
  status: "Paused",
  budget: 40,
  budgetType: "Daily",
  bidStrategy: "Maximize conversions",
  networks: ["Google search"],
  languages: ["fr"],
  locations: ["France"],
  euPoliticalAds: false,
  mode: "new",
};

async function readEveryFormat(campaign: ExportCampaign, chosen: ExportSettings | null): Promise<Record<string, RecordRow[]>> {
  const rows = buildEditorRows(campaign, exportClock, chosen);
  const plan = spreadsheetPlan(campaign, rows, exportClock);
  return {
    editor: await readDelimited(new TextDecoder("utf-16le").decode(editorFileBytes(rows).slice(2)), "\t"),
    csv: await readDelimited(new TextDecoder().decode(csvBytes(rows).slice(3)), ","),
    clipboard: await readDelimited(clipboardText(rows), "\t", false),
    xlsx: await readWorkbook(await xlsxBytes(workbookSheets(rows))),
    sheets: plan.rows.map((row) => Object.fromEntries(plan.header.map((column, index) => [column, row[index] ?? ""]).filter(([, value]) => value !== ""))),
  };
}

describe.each([
  ["Search", searchSample],
  ["Performance Max", performanceMaxSample],
  ["Demand Gen", demandGenSample],
] as const)("%s round trip", (_label, campaign) => {
  it.each([
    ["without settings", null],
    ["with settings", settings],
  ] as const)("every format read back %s holds the saved campaign, nothing lost, nothing invented", async (_when, chosen) => {
    const expected = expectedSummary(campaign);
    const formats = await readEveryFormat(campaign, chosen);
    for (const [format, records] of Object.entries(formats)) {
      const { campaign: campaignRows, ...read } = readSummary(records);
      expect(read, format).toEqual(expected);
      expect(campaignRows, format).toHaveLength(1);
      expect(campaignRows[0]?.Campaign, format).toBe(singleLine(campaign.name));
      expect(campaignRows[0]?.["Campaign Status"], format).toBe("Paused");
      expect(campaignRows[0]?.Budget, format).toBe(chosen ? "40.00" : undefined);
      expect(campaignRows[0]?.["EU political ads"], format).toBe(chosen ? "Doesn't have EU political ads" : undefined);
      expect(records.filter((record) => record.Location === "France"), format).toHaveLength(chosen ? Math.max(1, campaign.campaignType === "demand_gen" ? campaign.adGroups.length : 1) : 0);
    }
  });
});
