import { describe, expect, it } from "vitest";
import { headlineGroups, previewSitelinks, showsHeadlinePager } from "./ad-preview.ts";

describe("headline combinations in groups of 3", () => {
  it.each([
    [["A", "B"], [["A", "B"]], false],
    [["A", "B", "C"], [["A", "B", "C"]], false],
    [["A", "B", "C", "D"], [["A", "B", "C"], ["D"]], true],
    [["A", " ", "B", "C", "D", "E", "F", "G"], [["A", "B", "C"], ["D", "E", "F"], ["G"]], true],
    [[], [], false],
  ])("%j: %j, pager %s", (headlines, groups, pager) => {
    expect(headlineGroups(headlines)).toEqual(groups);
    expect(showsHeadlinePager(headlineGroups(headlines))).toBe(pager);
  });
});

describe("preview sitelinks", () => {
  it("draws at most 4, skipping empty slots", () => {
    const link = (linkText: string) => ({ linkText, linkUrl: "", description1: "", description2: "" });
    const shown = previewSitelinks([link("One"), link(""), link("Two"), link("Three"), link("Four"), link("Five")]);
    expect(shown.map((sitelink) => sitelink.linkText)).toEqual(["One", "Two", "Three", "Four"]);
  });
});
