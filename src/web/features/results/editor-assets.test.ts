import { describe, expect, it } from "vitest";
import { campaignTypeFor } from "../../../domain/index.ts";
import { editorAssetsFrom, mergedOverSaved, storedAssetsOf } from "./editor-assets.ts";

const search = campaignTypeFor("search");
const display = campaignTypeFor("display");

describe("an update never drops an asset kind the editor does not show (issue 18)", () => {
  const saved = {
    headlines: ["Fresh Sourdough Daily", "Order Bread Online", "Organic Rye Bread"],
    longHeadlines: ["Organic loaves from Yorkshire flour, baked every morning"],
    descriptions: ["Baked every morning with organic flour.", "Rye, spelt and sourdough loaves."],
    pins: { headlines: [1, null, null], descriptions: [null, null] },
  };

  it("keeps the saved long headlines when a Search editor saves the ad", () => {
    const edited = editorAssetsFrom(search, saved);
    edited.lists.headlines = ["Warm Sourdough By 8 am", "Order Bread Online", "Organic Rye Bread"];
    const merged = mergedOverSaved(search, storedAssetsOf(search, edited), saved);
    expect(merged.longHeadlines).toEqual(saved.longHeadlines);
    expect(merged.headlines).toEqual(["Warm Sourdough By 8 am", "Order Bread Online", "Organic Rye Bread"]);
  });

  it("lets the editor's own kinds go: a removed pin stays removed", () => {
    const edited = editorAssetsFrom(search, saved);
    edited.pins.headlines = [null, null, null];
    expect(mergedOverSaved(search, storedAssetsOf(search, edited), saved)).not.toHaveProperty("pins");
  });

  it("keeps the callouts of an ad opened in an editor without callouts", () => {
    const withCallouts = { ...saved, callouts: ["Free delivery"] };
    const stored = storedAssetsOf(display, editorAssetsFrom(display, withCallouts));
    expect(mergedOverSaved(display, stored, withCallouts).callouts).toEqual(["Free delivery"]);
  });
});

describe("display paths travel with the ad (R15, R19)", () => {
  it("load into two fields, and an ad saved before paths existed opens with both blank", () => {
    expect(editorAssetsFrom(search, { headlines: ["A"], paths: ["Bakery", "Rye"] }).paths).toEqual(["Bakery", "Rye"]);
    expect(editorAssetsFrom(search, { headlines: ["A"] }).paths).toEqual(["", ""]);
  });

  it("are stored tidied, a lone Path 2 as Path 1, and a cleared pair stays cleared over the saved one", () => {
    const edited = editorAssetsFrom(search, { headlines: ["A"], paths: ["Bakery", "Rye"] });
    edited.paths = ["", "  Sourdough "];
    expect(storedAssetsOf(search, edited).paths).toEqual(["Sourdough"]);
    edited.paths = ["", ""];
    expect(mergedOverSaved(search, storedAssetsOf(search, edited), { paths: ["Bakery", "Rye"] }).paths).toEqual([]);
  });

  it("are not a Demand Gen image ad's, which has none (R27)", () => {
    const demandGen = campaignTypeFor("demand_gen");
    expect(editorAssetsFrom(demandGen, { headlines: ["A"], paths: ["Bakery"] }).paths).toEqual(["", ""]);
    expect(storedAssetsOf(demandGen, editorAssetsFrom(demandGen, { headlines: ["A"] }))).not.toHaveProperty("paths");
  });
});
