import { describe, expect, it } from "vitest";
import { campaignTypeFor } from "../../../domain/campaign-types/registry.ts";
import type { ExportSettings } from "../../../domain/export/index.ts";
import { draftFrom, settingsOf } from "./settings-draft.ts";

const search = campaignTypeFor("search");
const performanceMax = campaignTypeFor("performance_max");

describe("the export dialog's starting point (R13: nothing that spends assumed)", () => {
  it("offers Paused, Google search, the type's first bid strategy and the ads' language; no budget, place or EU answer", () => {
    expect(draftFrom({ remembered: null, suggested: { languages: ["de"] } }, search)).toEqual({
      mode: "new",
      status: "Paused",
      budget: "",
      bidStrategy: "Maximize clicks",
      targetCpa: "",
      targetRoas: "",
      networks: ["Google search"],
      languages: ["de"],
      locations: [],
      euPoliticalAds: "",
    });
    expect(draftFrom(undefined, performanceMax).bidStrategy).toBe("Maximize conversions");
  });

  it("starts from the account's remembered choices", () => {
    const remembered: ExportSettings = { mode: "new", status: "Enabled", budget: 12.5, budgetType: "Daily", bidStrategy: "Target CPA", targetCpa: 3, networks: ["Google search"], languages: ["fr"], locations: ["2250"], euPoliticalAds: true };
    expect(draftFrom({ remembered, suggested: { languages: ["en"] } }, search)).toMatchObject({ status: "Enabled", budget: "12.5", targetCpa: "3", languages: ["fr"], locations: ["2250"], euPoliticalAds: "yes" });
  });
});

describe("what the dialog sends", () => {
  const answered = { ...draftFrom({ remembered: null, suggested: { languages: ["de"] } }, search), budget: "25,50", locations: ["2276"], euPoliticalAds: "no" as const };

  it("names each unanswered question in the field's words", () => {
    const { errors } = settingsOf(draftFrom(undefined, search), search);
    expect(errors).toEqual({
      budget: "Enter a daily budget",
      languages: "Add at least one language",
      locations: "Add at least one location",
      euPoliticalAds: "Say whether the campaign has EU political ads",
    });
  });

  it("reads a decimal comma, and refuses an amount of 0 or text", () => {
    expect(settingsOf(answered, search).settings).toMatchObject({ budget: 25.5, euPoliticalAds: false, networks: ["Google search"] });
    expect(settingsOf({ ...answered, budget: "0" }, search).errors).toEqual({ budget: "Enter an amount more than 0" });
    expect(settingsOf({ ...answered, budget: "lots" }, search).errors).toEqual({ budget: "Enter an amount more than 0" });
  });

  it("asks for the target of Target CPA, and sends no networks for a type without them", () => {
    expect(settingsOf({ ...answered, bidStrategy: "Target CPA" }, search).errors).toEqual({ targetCpa: "Target CPA needs a target cost per action" });
    expect(settingsOf({ ...answered, bidStrategy: "Maximize conversions" }, performanceMax).settings?.networks).toBeUndefined();
  });

  it("Update ads only asks nothing, and keeps valid answers to remember", () => {
    expect(settingsOf({ ...draftFrom(undefined, search), mode: "update" }, search)).toEqual({ settings: { mode: "update" }, errors: null });
    expect(settingsOf({ ...answered, mode: "update" }, search).settings).toMatchObject({ mode: "update", budget: 25.5, locations: ["2276"] });
  });
});
