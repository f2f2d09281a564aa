import { describe, expect, it } from "vitest";
import {
  adGroupsHref,
  adsHref,
  afterSaveHref,
  isAppPath,
  passwordResetRoutes,
  campaignsHref,
  campaignTypeHref,
  editAdHref,
  notFoundRoutes,
  resultsBackHref,
  resultsViewHref,
  routesOutsideAccessGate,
  withQuery,
} from "./app-routes.ts";

const account = { accountId: "a1", accountName: "Acme Co" };

describe("links carry their query", () => {
  it.each([
    [campaignsHref(account), "/campaigns?accountId=a1&accountName=Acme+Co"],
    [campaignTypeHref({ accountId: "a1" }), "/campaign-type?accountId=a1"],
    [campaignTypeHref(), "/campaign-type"],
    [adGroupsHref({ campaignId: "c1", ...account }), "/ad-groups?campaignId=c1&accountId=a1&accountName=Acme+Co"],
    [adsHref({ campaignId: "c1", adGroupId: "g1", ...account }), "/ads?campaignId=c1&adGroupId=g1&accountId=a1&accountName=Acme+Co"],
    [withQuery("/strategy", { accountId: "" }), "/strategy"],
  ])("%s", (href, expected) => {
    expect(href).toBe(expected);
    if (href.includes("accountName")) expect(new URLSearchParams(href.split("?")[1]).get("accountName")).toBe("Acme Co");
  });
});

describe("a saved campaign opens on its type's results screen", () => {
  it.each([
    ["search", "/results?campaignId=c1&mode=view"],
    ["performance_max", "/pmax-results?campaignId=c1&mode=view"],
    ["demand_gen", "/demandgen-results?campaignId=c1&mode=view"],
  ] as const)("%s: %s", (type, href) => {
    expect(resultsViewHref(type, "c1")).toBe(href);
  });

  it("and an ad opens for editing with all three ids", () => {
    expect(editAdHref("performance_max", { campaignId: "c", adGroupId: "g", adId: "d" })).toBe(
      "/pmax-results?campaignId=c&adGroupId=g&adId=d&mode=edit",
    );
  });
});

describe("where a save lands", () => {
  it.each([
    [{ editMode: false, ...account }, "/campaigns?accountId=a1&accountName=Acme+Co"],
    [{ editMode: false }, "/"],
    [{ editMode: true, campaignId: "c", adGroupId: "g", ...account }, "/ads?campaignId=c&adGroupId=g&accountId=a1&accountName=Acme+Co"],
  ])("%j goes to %s", (input, href) => {
    expect(afterSaveHref(input)).toBe(href);
  });
});

describe("the results screen's Previous", () => {
  it.each([
    ["performance_max", null, "/pmax-ad-group?accountId=a1&accountName=Acme+Co"],
    ["demand_gen", null, "/demandgen-adgroup?accountId=a1&accountName=Acme+Co"],
    ["search", null, "/ad-group?accountId=a1&accountName=Acme+Co"],
    ["performance_max", { campaignId: "c", adGroupId: "g" }, "/ads?campaignId=c&adGroupId=g&accountId=a1&accountName=Acme+Co"],
  ] as const)("%s from %j goes to %s", (type, saved, href) => {
    expect(resultsBackHref(type, { ...account, saved })).toBe(href);
  });

  it("leaves out an account that is not known", () => {
    expect(resultsBackHref("demand_gen", { saved: null })).toBe("/demandgen-adgroup");
  });
});

describe("route table", () => {
  it("keeps /success outside the gate and sends /bulk-ads and /feedback to not-found", () => {
    expect(routesOutsideAccessGate).toEqual(["/success"]);
    expect(notFoundRoutes).toEqual(["/bulk-ads", "/feedback"]);
  });
});

describe("the password-reset screens are app paths, so the server answers them 200 (issue 24)", () => {
  it("serves /forgot-password and /reset-password (the e-mailed link, with its token in the query)", () => {
    expect(Object.values(passwordResetRoutes)).toEqual(["/forgot-password", "/reset-password"]);
    expect(isAppPath("/forgot-password")).toBe(true);
    expect(isAppPath("/reset-password")).toBe(true);
  });

  it("keeps paths below them unknown", () => {
    expect(isAppPath("/reset-password/abc")).toBe(false);
  });
});
