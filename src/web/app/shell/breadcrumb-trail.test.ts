import { describe, expect, it } from "vitest";
import { breadcrumbTrail } from "./breadcrumb-trail.ts";

const accountId = "7c2b6cb2-8bcb-44d1-b138-1e1fc61d24d2";

describe("breadcrumbs on a saved campaign name the account and the campaign (issue 18)", () => {
  it("viewing a saved Performance Max campaign from the list", () => {
    const trail = breadcrumbTrail("/pmax-results", new URLSearchParams({ campaignId: "c1", mode: "view" }), {
      campaignName: "Spring Max",
      accountId,
      accountName: "Müller & Söhne Sanitär GmbH",
    });
    expect(trail?.map((crumb) => crumb.label)).toEqual(["Dashboard", "Müller & Söhne Sanitär GmbH Campaigns", "Spring Max"]);
    expect(trail?.[1]?.href).toBe(`/campaigns?accountId=${accountId}&accountName=M%C3%BCller+%26+S%C3%B6hne+Sanit%C3%A4r+GmbH`);
    expect(trail?.at(-1)?.href).toBeUndefined();
  });

  it("editing a saved ad links the campaign to its ad groups, with the account from the query", () => {
    const query = new URLSearchParams({ campaignId: "c1", adGroupId: "g1", adId: "a1", mode: "edit", accountId, accountName: "Acme" });
    const trail = breadcrumbTrail("/results", query, { campaignName: "Spring Sale", accountId: null, accountName: null });
    expect(trail).toEqual([
      { label: "Dashboard", href: "/" },
      { label: "Acme Campaigns", href: `/campaigns?accountId=${accountId}&accountName=Acme` },
      { label: "Spring Sale", href: `/ad-groups?campaignId=c1&accountId=${accountId}&accountName=Acme` },
      { label: "Edit" },
    ]);
  });

  it("/campaign/:id/edit and a campaign without an account (the library)", () => {
    const trail = breadcrumbTrail("/campaign/c1/edit", new URLSearchParams(), { campaignName: "Spring Sale", accountId: null, accountName: null });
    expect(trail?.map((crumb) => crumb.label)).toEqual(["Dashboard", "Campaigns", "Spring Sale", "Edit"]);
    expect(trail?.[1]?.href).toBe("/library");
  });

  it("a new campaign keeps the wizard's trail", () => {
    const labels = breadcrumbTrail("/pmax-results", new URLSearchParams())?.map((crumb) => crumb.label);
    expect(labels).toContain("Results Dashboard");
  });
});

describe("breadcrumbs on the bulk jobs screens (issue 23)", () => {
  it("the list, and a job under it", () => {
    expect(breadcrumbTrail("/bulk-jobs", new URLSearchParams())).toEqual([{ label: "Dashboard", href: "/" }, { label: "Bulk jobs" }]);
    expect(breadcrumbTrail("/bulk-jobs/3f1c", new URLSearchParams())).toEqual([{ label: "Dashboard", href: "/" }, { label: "Bulk jobs", href: "/bulk-jobs" }, { label: "Job" }]);
  });
});
