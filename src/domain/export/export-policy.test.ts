import { describe, expect, it } from "vitest";
import { policyWarning, refusedAssets } from "./export-policy.ts";
import type { ExportCampaign } from "./export-campaign.ts";
import { demandGenSample, performanceMaxSample, searchSample } from "../../../test/support/domain/sample-campaigns.ts";

const searchWith = (assets: Record<string, unknown>, groups = 1): ExportCampaign => ({
  ...searchSample,
  adGroups: Array.from({ length: groups }, (_, index) => ({ name: `Group ${index + 1}`, keywords: [], ads: [{ assets }] })),
});

describe("the policy check before every export", () => {
  it("names the assets Google would refuse, with the reason", () => {
    const refused = refusedAssets(
      searchWith({ headlines: ["Fresh Bread Daily", "Buy Now!!", "Call 555-123-4567"], descriptions: ["Baked daily in town.", "Click here for more"] }),
    );
    expect(refused).toEqual([
      { group: "Group 1", label: "Headline 2", text: "Buy Now!!", reason: "Repeated punctuation such as !! or ?? is not allowed" },
      { group: "Group 1", label: "Headline 3", text: "Call 555-123-4567", reason: "Phone numbers belong in a call asset, not in ad text" },
      { group: "Group 1", label: "Description 2", text: "Click here for more", reason: 'Generic calls to action such as "click here" are not allowed' },
    ]);
    expect(policyWarning(refused)).toEqual({
      title: "Google may refuse some assets",
      description:
        'The export goes ahead, but Google may refuse Headline 2 "Buy Now!!" (Repeated punctuation such as !! or ?? is not allowed); ' +
        'Headline 3 "Call 555-123-4567" (Phone numbers belong in a call asset, not in ad text); ' +
        'Description 2 "Click here for more" (Generic calls to action such as "click here" are not allowed).',
    });
  });

  it("names missing requirements and sitelinks, prefixes groups when there are several, and counts the rest", () => {
    const refused = refusedAssets(
      searchWith({ headlines: ["Only One"], descriptions: ["One description"], sitelinks: [{ linkText: "Menu", linkUrl: "", description1: "Half", description2: "" }] }, 2),
    );
    expect(refused.map((asset) => `${asset.group}/${asset.label}`)).toEqual([
      "Group 1/Sitelink 1",
      "Group 1/Headlines",
      "Group 1/Descriptions",
      "Group 2/Sitelink 1",
      "Group 2/Headlines",
      "Group 2/Descriptions",
    ]);
    expect(policyWarning(refused, 2)?.description).toBe(
      'The export goes ahead, but Google may refuse Group 1: Sitelink 1 "Menu" (Sitelink descriptions come both or neither); ' +
        "Group 1: Headlines (Google needs at least 3 headlines; this ad has 1); and 4 more.",
    );
  });

  it("finds nothing in clean campaigns of each type", () => {
    expect(refusedAssets(searchSample)).toEqual([]);
    expect(policyWarning([])).toBeNull();
    expect(refusedAssets(demandGenSample)).toEqual([]);
    expect(refusedAssets(performanceMaxSample)).toEqual([]);
  });
});

describe("display paths Google would refuse are named before the export (R15)", () => {
  const good = { headlines: ["Fresh Bread Daily", "Baked at Dawn", "Order Online"], descriptions: ["Baked daily in town.", "Order ahead and skip the line."] };

  it("names a path over 15 characters", () => {
    expect(refusedAssets(searchWith({ ...good, paths: ["Bakery", "Sourdough-Loaves"] }))).toEqual([
      { group: "Group 1", label: "Path 2", text: "Sourdough-Loaves", reason: "Path 2 is over 15 characters." },
    ]);
  });

  it("has nothing to say about paths that fit", () => {
    expect(refusedAssets(searchWith({ ...good, paths: ["Bakery", "Sourdough"] }))).toEqual([]);
  });
});
