import { describe, expect, it } from "vitest";
import { buildEditorRows } from "./editor-rows.ts";
import { spreadsheetPlan } from "./spreadsheet-plan.ts";
import { exportClock, performanceMaxSample, searchSample } from "../../../test/support/domain/sample-campaigns.ts";
import { editorColumns } from "./columns.ts";
import { workbookSheets } from "./workbook-sheets.ts";

describe("the XLSX plan: a sheet per entity kind", () => {
  it("Search: campaigns, ad groups, keywords, ads, sitelinks and callouts, each under the columns its rows fill", () => {
    const sheets = workbookSheets(buildEditorRows(searchSample, exportClock));
    expect(sheets.map((sheet) => sheet.name)).toEqual(["Campaigns", "Ad groups", "Keywords", "Ads", "Sitelinks", "Callouts"]);
    const keywords = sheets.find((sheet) => sheet.name === "Keywords");
    expect(keywords?.columns).toEqual(["Campaign", "Ad Group", "Keyword", "Criterion Type"]);
    expect(keywords?.rows).toEqual([
      ['Café "Zoë", Paris', "Pâtisserie, fraîche", "croissant", "Broad"],
      ['Café "Zoë", Paris', "Pâtisserie, fraîche", "pain au chocolat", "Phrase"],
      ['Café "Zoë", Paris', "Pâtisserie, fraîche", "東京 カフェ", "Exact"],
      ['Café "Zoë", Paris', "Pâtisserie, fraîche", "cheap", "Negative Broad"],
      ['Café "Zoë", Paris', "Pâtisserie, fraîche", "Croissant", "Exact"],
    ]);
    const ads = sheets.find((sheet) => sheet.name === "Ads");
    expect(ads?.columns).toEqual([
      "Campaign",
      "Ad Group",
      "Ad type",
      "Headline 1",
      "Headline 1 position",
      "Headline 2",
      "Headline 3",
      "Headline 3 position",
      "Description 1",
      "Description 2",
      "Description 2 position",
      "Path 1",
      "Path 2",
      "Final URL",
    ]);
  });

  it("Performance Max: asset groups have their own sheet", () => {
    const names = workbookSheets(buildEditorRows(performanceMaxSample, exportClock)).map((sheet) => sheet.name);
    expect(names).toEqual(["Campaigns", "Asset groups", "Sitelinks", "Callouts"]);
  });
});

describe("the Google Sheets plan", () => {
  it("titles the spreadsheet with campaign, type and date and the sheet with the type; the header is row 1 (R1, R48)", () => {
    const rows = buildEditorRows(searchSample, exportClock);
    const plan = spreadsheetPlan(searchSample, rows, exportClock);
    expect(plan.title).toBe('Café "Zoë", Paris - Search - Mar 14, 2026');
    expect(plan.sheetTitle).toBe("Search");
    expect(plan).not.toHaveProperty("titleRow");
    expect(plan.header).toEqual(editorColumns);
    expect(plan.rows).toHaveLength(rows.length);
  });

  it("names an unnamed campaign 'Campaign - {date}'", () => {
    const unnamed = { ...performanceMaxSample, name: "" };
    const plan = spreadsheetPlan(unnamed, buildEditorRows(unnamed, exportClock), exportClock);
    expect(plan.title).toBe("Campaign - Mar 14, 2026 - Performance Max - Mar 14, 2026");
    expect(plan.sheetTitle).toBe("Performance Max");
  });
});
