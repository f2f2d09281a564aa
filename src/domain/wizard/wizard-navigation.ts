import type { CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
import { campaignTypeList, campaignTypeRoute, wizardStepCount } from "../campaign-types/registry.ts";
import { search } from "../campaign-types/search.ts";
import { appRoutes, withQuery } from "../app/app-routes.ts";

export type WizardStage = "type" | "strategy" | "group" | "results";

/** The four routes of a flow (part 1, section 9: 'the route list has 4 entries for Search'). */
export function wizardRoutes(type: CampaignTypeDescriptor): readonly [string, string, string, string] {
  return [campaignTypeRoute, type.routes.strategy, type.routes.group, type.routes.results];
}

/** Search's results screen doubles as the ad editor under this path. */
const searchEditPath = /^\/campaign\/[^/]+\/edit\/?$/;

export interface WizardLocation {
  /** Null on the campaign-type step, which belongs to no type yet. */
  type: CampaignTypeDescriptor | null;
  stage: WizardStage;
}

export function wizardLocation(pathname: string): WizardLocation | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  if (path === campaignTypeRoute) return { type: null, stage: "type" };
  if (searchEditPath.test(path)) return { type: search, stage: "results" };
  for (const type of campaignTypeList) {
    if (path === type.routes.strategy) return { type, stage: "strategy" };
    if (path === type.routes.group) return { type, stage: "group" };
    if (path === type.routes.results) return { type, stage: "results" };
  }
  return null;
}

const stageIndex: Record<WizardStage, number> = { type: 0, strategy: 1, group: 2, results: 3 };

export interface WizardPosition {
  /** 'Step {step} of {stepCount}'; the results screen counts as the last step. */
  step: number;
  stepCount: number;
  /** The progress bar: how far along the four routes, which gives Demand Gen's 25 and 50; full on the results, the last step (issue 18). */
  progressPercent: number;
}

export function wizardPosition(pathname: string): WizardPosition | null {
  const location = wizardLocation(pathname);
  if (!location) return null;
  const index = stageIndex[location.stage];
  const step = Math.min(index + 1, wizardStepCount);
  const stated = location.type?.steps[index]?.progressPercent;
  const progressPercent = location.stage === "results" ? 100 : (stated ?? (index / 4) * 100);
  return { step, stepCount: wizardStepCount, progressPercent };
}

export interface Crumb {
  label: string;
  /** Where the crumb links; null for the current screen and for crumbs with nowhere to go. */
  route: string | null;
}

/** Part 1, section 2: no breadcrumb on the dashboard or the library. */
export const breadcrumbHiddenRoutes: readonly string[] = [appRoutes.home, appRoutes.library];

/**
 * The wizard layout's breadcrumb: Dashboard > New Campaign > Create Search Campaign > Ad Group Settings
 * (or Results Dashboard); Edit Campaign > Results Dashboard when editing. Null where it is hidden.
 */
export function breadcrumbFor(pathname: string, options: { editMode?: boolean } = {}): Crumb[] | null {
  if (breadcrumbHiddenRoutes.includes(pathname)) return null;
  const dashboard: Crumb = { label: "Dashboard", route: appRoutes.home };
  const location = wizardLocation(pathname);
  if (!location) return [dashboard];
  if (!location.type) return [dashboard, { label: "New Campaign", route: null }];
  const { type, stage } = location;
  if (stage === "results" && (options.editMode || searchEditPath.test(pathname))) {
    return type.breadcrumb.editTrail.map((label) => ({ label, route: null }));
  }
  const [home = "Dashboard", newCampaign = "New Campaign", create = ""] = type.breadcrumb.trail;
  const trail: Crumb[] = [
    { label: home, route: appRoutes.home },
    { label: newCampaign, route: campaignTypeRoute },
    { label: create, route: stage === "strategy" ? null : type.routes.strategy },
  ];
  if (stage === "group") trail.push({ label: type.breadcrumb.group, route: null });
  if (stage === "results") trail.push({ label: type.breadcrumb.results, route: null });
  return trail;
}

/**
 * Part 1, section 4: Search's strategy, ad group and results screens need a saved draft, else the user
 * is sent back (history replaced) to the campaign-type step. The spec guards only Search: the other two
 * flows recover their draft from storage. Editing or viewing a saved ad needs no draft.
 */
export const draftGuardedRoutes: readonly string[] = [search.routes.strategy, search.routes.group, search.routes.results];

export function wizardGuardRedirect(pathname: string, input: { hasDraft: boolean; hasEditOrViewContext: boolean }): string | null {
  if (input.hasDraft || input.hasEditOrViewContext || !draftGuardedRoutes.includes(pathname)) return null;
  return campaignTypeRoute;
}

/**
 * Choosing a type on the campaign-type step: Performance Max and Demand Gen first clear their stored
 * draft, and the account id travels along to the strategy step.
 */
export function startWizard(type: CampaignTypeDescriptor, accountId?: string | null): { route: string; clearStorageKeys: string[] } {
  const keys = type.storageKeys;
  return {
    route: withQuery(type.routes.strategy, { accountId }),
    clearStorageKeys: type.clearsDraftOnStart ? [keys.formData, keys.crawledContent, keys.generatedAds] : [],
  };
}
