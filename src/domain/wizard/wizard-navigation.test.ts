import { describe, expect, it } from "vitest";
import { demandGen } from "../campaign-types/demand-gen.ts";
import { performanceMax } from "../campaign-types/performance-max.ts";
import { search } from "../campaign-types/search.ts";
import { breadcrumbFor, startWizard, wizardGuardRedirect, wizardPosition, wizardRoutes } from "./wizard-navigation.ts";

describe("wizard routes", () => {
  it("lists four routes per flow", () => {
    expect(wizardRoutes(search)).toEqual(["/campaign-type", "/strategy", "/ad-group", "/results"]);
    expect(wizardRoutes(demandGen)).toEqual(["/campaign-type", "/demandgen-strategy", "/demandgen-adgroup", "/demandgen-results"]);
  });
});

describe("step count and progress bar", () => {
  it.each([
    ["/campaign-type", 1, 0],
    ["/strategy", 2, 25],
    ["/ad-group", 3, 50],
    ["/results", 3, 100],
    ["/campaign/abc/edit", 3, 100],
    ["/pmax-strategy", 2, 25],
    ["/pmax-results", 3, 100],
    ["/demandgen-results", 3, 100],
    ["/demandgen-strategy", 2, 25],
    ["/demandgen-adgroup", 3, 50],
  ])("%s is step %i of 3 at %i%%", (path, step, percent) => {
    expect(wizardPosition(path)).toEqual({ step, stepCount: 3, progressPercent: percent });
  });

  it("is not shown off the wizard", () => {
    expect(wizardPosition("/campaigns")).toBeNull();
  });
});

describe("breadcrumb", () => {
  const labels = (path: string, editMode = false) => breadcrumbFor(path, { editMode })?.map((crumb) => crumb.label) ?? null;

  it.each([
    ["/strategy", ["Dashboard", "New Campaign", "Create Search Campaign"]],
    ["/ad-group", ["Dashboard", "New Campaign", "Create Search Campaign", "Ad Group Settings"]],
    ["/results", ["Dashboard", "New Campaign", "Create Search Campaign", "Results Dashboard"]],
    ["/campaign/42/edit", ["Edit Campaign", "Results Dashboard"]],
    ["/pmax-ad-group", ["Dashboard", "New Campaign", "Create Performance Max Campaign", "Asset Group Settings"]],
    ["/demandgen-adgroup", ["Dashboard", "New Campaign", "Create Demand Gen Campaign", "Content & Themes"]],
    ["/campaign-type", ["Dashboard", "New Campaign"]],
    ["/campaigns", ["Dashboard"]],
    ["/", null],
    ["/library", null],
  ])("%s: %j", (path, expected) => {
    expect(labels(path)).toEqual(expected);
  });

  it("shows the edit trail on a results screen in edit mode", () => {
    expect(labels("/pmax-results", true)).toEqual(["Edit Campaign", "Results Dashboard"]);
  });

  it("links back to earlier steps, not to the current one", () => {
    expect(breadcrumbFor("/ad-group")?.map((crumb) => crumb.route)).toEqual(["/", "/campaign-type", "/strategy", null]);
  });
});

describe("wizard guard", () => {
  it.each([
    ["/strategy", false, false, "/campaign-type"],
    ["/ad-group", false, false, "/campaign-type"],
    ["/results", false, false, "/campaign-type"],
    ["/results", false, true, null],
    ["/results", true, false, null],
    ["/pmax-strategy", false, false, null],
    ["/campaign-type", false, false, null],
  ])("%s with draft %s, edit or view %s: %s", (path, hasDraft, hasEditOrViewContext, redirect) => {
    expect(wizardGuardRedirect(path, { hasDraft, hasEditOrViewContext })).toBe(redirect);
  });
});

describe("choosing a campaign type", () => {
  it("goes to the strategy step with the account, clearing Performance Max and Demand Gen drafts", () => {
    expect(startWizard(search, "a1")).toEqual({ route: "/strategy?accountId=a1", clearStorageKeys: [] });
    expect(startWizard(performanceMax, null)).toEqual({
      route: "/pmax-strategy",
      clearStorageKeys: ["pmaxWizardFormData", "pmaxWizardCrawledContent", "pmaxWizardGeneratedAds"],
    });
    expect(startWizard(demandGen).clearStorageKeys).toHaveLength(3);
  });
});
