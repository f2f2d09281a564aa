import { describe, expect, it } from "vitest";
import { campaignTypeFor } from "../../../domain/index.ts";
import { editorAssetsFrom } from "./editor-assets.ts";
import { keepOwned, ownedItems, replaceEditsMessage } from "./kept-edits.ts";

const search = campaignTypeFor("search");
const written = editorAssetsFrom(search, {
  headlines: ["Fresh Sourdough Daily", "Order Bread Online", "Organic Rye Bread"],
  descriptions: ["Baked every morning with organic flour.", "Rye, spelt and sourdough loaves."],
  callouts: ["Organic Flour", "Free Delivery"],
});
const fresh = editorAssetsFrom(search, {
  headlines: ["Sourdough At Your Door", "Bread Baked Today", "Rye And Spelt Loaves"],
  descriptions: ["New description one.", "New description two."],
  callouts: ["Local Bakery", "Open Daily"],
});

function edited() {
  const current = structuredClone(written);
  current.lists.headlines = ["Warm Sourdough By 8 am", "Order Bread Online", "ORGANIC RYE BREAD"];
  current.pins.headlines = [null, 1, null];
  current.lists.callouts = ["Organic Flour", "Same-Day Pickup"];
  return current;
}

describe("a regeneration counts the items the user made their own (issue 18)", () => {
  it("counts fixed, recased and replaced items as edited, pinned ones as pinned, and nothing when untouched", () => {
    const owned = ownedItems(search, written, edited());
    expect(owned).toMatchObject({ edited: 3, pinned: 1 });
    expect(replaceEditsMessage(owned)).toBe("You have 3 edited items and 1 pinned item. Keep them and rewrite only the rest, or replace everything with new ads?");
    expect(ownedItems(search, written, written)).toMatchObject({ edited: 0, pinned: 0 });
  });
});

describe("'Keep my edits' rewrites only what the user left alone", () => {
  it("keeps edited and pinned items in their places with their pins, and takes the fresh text elsewhere", () => {
    const current = edited();
    const kept = keepOwned(search, fresh, current, ownedItems(search, written, current));
    expect(kept.lists.headlines).toEqual(["Warm Sourdough By 8 am", "Order Bread Online", "ORGANIC RYE BREAD"]);
    expect(kept.pins.headlines).toEqual([null, 1, null]);
    expect(kept.lists.descriptions).toEqual(["New description one.", "New description two."]);
    expect(kept.lists.callouts).toEqual(["Local Bakery", "Same-Day Pickup"]);
  });
});

describe("display paths the user typed are theirs too", () => {
  it("counts them as one edited item, and 'Keep my edits' keeps them", () => {
    const writtenWithPaths = { ...written, paths: ["Sourdough", "Rye"] as [string, string] };
    const current = { ...writtenWithPaths, paths: ["Bakery", "Rye"] as [string, string] };
    const owned = ownedItems(search, writtenWithPaths, current);
    expect(owned).toMatchObject({ paths: true, edited: 1 });
    expect(keepOwned(search, { ...fresh, paths: ["Bread", "Delivery"] }, current, owned).paths).toEqual(["Bakery", "Rye"]);
  });

  it("leaves paths the copywriter wrote to the new ads", () => {
    const writtenWithPaths = { ...written, paths: ["Sourdough", "Rye"] as [string, string] };
    const owned = ownedItems(search, writtenWithPaths, writtenWithPaths);
    expect(owned.paths).toBe(false);
    expect(keepOwned(search, { ...fresh, paths: ["Bread", "Delivery"] }, writtenWithPaths, owned).paths).toEqual(["Bread", "Delivery"]);
  });
});
