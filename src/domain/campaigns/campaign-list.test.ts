import { describe, expect, it } from "vitest";
import {
  campaignCardKeywordCount,
  campaignListHeading,
  campaignListObjectiveLabel,
  campaignListObjectives,
  deleteCampaignConfirmation,
  hasValidAccountParams,
  recentCampaignsLimit,
} from "./campaign-list.ts";

describe("campaign list constants", () => {
  it("shows 5 recent campaigns, 3 keywords per card and the spec's objective badges", () => {
    expect([recentCampaignsLimit, campaignCardKeywordCount]).toEqual([5, 3]);
    expect(campaignListObjectives).toEqual(["sales", "leads", "website_traffic", "product_consideration", "brand_awareness", "app_promotion"]);
  });
});

describe("campaign list wording", () => {
  it("heads the list and confirms deletion", () => {
    expect(campaignListHeading("Acme")).toBe("Acme Campaigns");
    expect(deleteCampaignConfirmation("Spring Sale")).toBe('Are you sure you want to delete "Spring Sale"? This action cannot be undone.');
  });
});

describe("account parameters", () => {
  const id = "0b7c3c9e-4a8b-4d2f-9a51-2f1e7c3b8d10";
  it.each([
    [{ accountId: id, accountName: "Acme" }, true],
    [{ accountId: id, accountName: " " }, false],
    [{ accountId: "42", accountName: "Acme" }, false],
    [{ accountName: "Acme" }, false],
    [{}, false],
  ])("%j: %s", (query, valid) => {
    expect(hasValidAccountParams(query)).toBe(valid);
  });
});

describe("a card's objective badge (issue 18: labels, not raw values)", () => {
  const search = [{ value: "sales", label: "Drive Sales" }];
  it("uses the type's own label, then the list's label, never the raw value", () => {
    expect(campaignListObjectiveLabel(search, "sales")).toBe("Drive Sales");
    expect(campaignListObjectiveLabel(search, "website_traffic")).toBe("Website Traffic");
    expect(campaignListObjectiveLabel([], "brand_awareness")).toBe("Brand Awareness and Reach");
    expect(campaignListObjectiveLabel([], "some_new_goal")).toBe("Some new goal");
  });
});
