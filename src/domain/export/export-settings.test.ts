import { describe, expect, it } from "vitest";
import { buildEditorRows } from "./editor-rows.ts";
import { type ExportSettings, exportSettingsSchema, settingsProblem } from "./export-settings.ts";
import { demandGenSample, exportClock, performanceMaxSample, searchSample } from "../../../test/support/domain/sample-campaigns.ts";

const chosen: ExportSettings = {
  status: "Paused",
  budget: 25,
  budgetType: "Daily",
  bidStrategy: "Maximize clicks",
  networks: ["Google search"],
  languages: ["fr", "en"],
  locations: ["France", "2250"],
  euPoliticalAds: false,
  mode: "new",
};

describe("R9-R13: the campaign row carries the user's settings, and only those", () => {
  it("Search: status, budget with two decimals, bid strategy, networks, languages, the EU answer and one row per place", () => {
    const rows = buildEditorRows(searchSample, exportClock, chosen);
    expect(rows[0]?.cells).toEqual({
      Campaign: 'Café "Zoë", Paris',
      "Campaign Type": "Search",
      "Campaign Status": "Paused",
      Budget: "25.00",
      "Budget type": "Daily",
      "Bid Strategy Type": "Maximize clicks",
      Networks: "Google search",
      Languages: "fr;en",
      "EU political ads": "Doesn't have EU political ads",
    });
    expect(rows.filter((row) => row.kind === "location").map((row) => row.cells)).toEqual([
      { Campaign: 'Café "Zoë", Paris', Location: "France" },
      { Campaign: 'Café "Zoë", Paris', "Location ID": "2250" },
    ]);
  });

  it("writes Enabled, partners, a target and a yes only when chosen", () => {
    const settings: ExportSettings = { ...chosen, status: "Enabled", bidStrategy: "Target CPA", targetCpa: 12.5, networks: ["Google search", "Search Partners"], euPoliticalAds: true };
    expect(buildEditorRows(searchSample, exportClock, settings)[0]?.cells).toMatchObject({
      "Campaign Status": "Enabled",
      "Bid Strategy Type": "Target CPA",
      "Target CPA": "12.50",
      Networks: "Google search;Search Partners",
      "EU political ads": "Has EU political ads",
    });
  });

  it("Performance Max has no networks; Demand Gen puts languages and places on each ad group (R25-R26)", () => {
    const pmax = buildEditorRows(performanceMaxSample, exportClock, { ...chosen, bidStrategy: "Maximize conversions" });
    expect(pmax[0]?.cells.Networks).toBeUndefined();
    expect(pmax[0]?.cells.Languages).toBe("fr;en");
    const demandGen = buildEditorRows(demandGenSample, exportClock, chosen);
    expect(demandGen[0]?.cells.Languages).toBeUndefined();
    expect(demandGen.find((row) => row.kind === "adGroup")?.cells.Languages).toBe("fr;en");
    expect(demandGen.filter((row) => row.kind === "location").map((row) => row.cells["Ad Group"])).toEqual(['Audience "A"', 'Audience "A"']);
  });

  it("without settings: Paused, no budget, bidding, languages, EU answer or places of ours", () => {
    const rows = buildEditorRows(searchSample, exportClock);
    expect(rows[0]?.cells).toEqual({ Campaign: 'Café "Zoë", Paris', "Campaign Type": "Search", "Campaign Status": "Paused" });
    expect(rows.some((row) => row.kind === "location")).toBe(false);
  });
});

describe("R38: Update mode writes the ads and leaves the campaign's settings alone", () => {
  it("has no campaign, location, ad group or keyword rows", () => {
    const kinds = new Set(buildEditorRows(searchSample, exportClock, { ...chosen, mode: "update" }).map((row) => row.kind));
    expect([...kinds]).toEqual(["ad", "sitelink", "callout"]);
    const pmax = new Set(buildEditorRows(performanceMaxSample, exportClock, { ...chosen, bidStrategy: "Maximize conversions", mode: "update" }).map((row) => row.kind));
    expect([...pmax]).toEqual(["assetGroup", "sitelink", "callout"]);
  });

  it("asks for nothing else, and leaves an asset group's live status alone (R19, R38)", () => {
    const rows = buildEditorRows(performanceMaxSample, exportClock, { mode: "update" });
    const assetGroup = rows.find((row) => row.kind === "assetGroup");
    expect(assetGroup?.cells["Asset Group"]).toBeTruthy();
    expect(assetGroup?.cells["Asset Group Status"]).toBeUndefined();
    expect(buildEditorRows(performanceMaxSample, exportClock).find((row) => row.kind === "assetGroup")?.cells["Asset Group Status"]).toBe("Enabled");
  });
});

describe("the settings the API takes", () => {
  it("asks for every choice, the EU answer included, and a target with a target strategy", () => {
    const { euPoliticalAds: _omitted, ...withoutEu } = chosen;
    const missing = exportSettingsSchema.safeParse(withoutEu);
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]).toMatchObject({ path: ["euPoliticalAds"], message: "Say whether the campaign has EU political ads" });
    expect(exportSettingsSchema.safeParse({ ...chosen, bidStrategy: "Target ROAS" }).error?.issues[0]?.message).toBe("Target ROAS needs a target return on ad spend");
    expect(exportSettingsSchema.safeParse({ ...chosen, budget: 0 }).success).toBe(false);
    expect(exportSettingsSchema.safeParse({ ...chosen, locations: [] }).success).toBe(false);
    expect(exportSettingsSchema.safeParse({ ...chosen, languages: ["All"] }).success).toBe(false);
    expect(exportSettingsSchema.safeParse(chosen).success).toBe(true);
  });

  it("R10: Performance Max bids for conversions", () => {
    expect(settingsProblem(chosen, "performance_max")).toBe("Maximize clicks is not a bid strategy for this campaign type: choose Maximize conversions or Maximize conversion value");
    expect(settingsProblem({ ...chosen, bidStrategy: "Maximize conversion value" }, "performance_max")).toBeNull();
    expect(settingsProblem(chosen, "search")).toBeNull();
  });
});
