import { describe, expect, it } from "vitest";
import type { ExportProblem } from "../../../domain/export/index.ts";
import { problemHref } from "./problem-links.ts";

const campaign = {
  id: "c1",
  adGroups: [
    { id: "g1", ads: [{ id: "a1" }, { id: "a2" }] },
    { id: "g2", ads: [{ id: "a3" }] },
  ],
};

const problem = (place: ExportProblem["place"], fixIn: ExportProblem["fixIn"] = "adEditor"): ExportProblem => ({ group: "", item: "", message: "", fixIn, place, blocks: false });

describe("each export problem links to its place in the saved campaign (issue 20)", () => {
  it("an ad's asset opens the campaign's editor at that ad with the field to focus", () => {
    expect(problemHref(campaign, problem({ group: 0, ad: 1, field: "headlines.3" }))).toBe("/campaign/c1/edit?adGroupId=g1&adId=a2&field=headlines.3");
    expect(problemHref(campaign, problem({ group: 1, ad: 0, field: "sitelinks.0" }))).toBe("/campaign/c1/edit?adGroupId=g2&adId=a3&field=sitelinks.0");
  });

  it("a whole ad, an asset group or the campaign opens the editor at the nearest place known", () => {
    expect(problemHref(campaign, problem({ group: 0, ad: 1, field: null }))).toBe("/campaign/c1/edit?adGroupId=g1&adId=a2");
    expect(problemHref(campaign, problem({ group: 1, ad: null, field: null }))).toBe("/campaign/c1/edit?adGroupId=g2");
  });

  it("a group's keywords, name or landing page open its Edit dialog at the field; the campaign's negatives and business name their own dialogs", () => {
    expect(problemHref(campaign, problem({ group: 1, ad: null, field: "keywords" }, "groups"))).toBe("/ad-groups?campaignId=c1&edit=g2&field=keywords");
    expect(problemHref(campaign, problem({ group: 0, ad: 1, field: "finalUrl" }, "groups"))).toBe("/ad-groups?campaignId=c1&edit=g1&field=finalUrl");
    expect(problemHref(campaign, problem({ group: null, ad: null, field: "campaignNegativeKeywords" }, "groups"))).toBe("/ad-groups?campaignId=c1&field=campaignNegativeKeywords");
    expect(problemHref(campaign, problem({ group: null, ad: null, field: "businessName" }, "groups"))).toBe("/ad-groups?campaignId=c1&field=businessName");
    expect(problemHref(campaign, problem({ group: null, ad: null, field: null }, "groups"))).toBe("/ad-groups?campaignId=c1");
  });
});
