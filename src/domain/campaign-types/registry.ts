import type { AssetKind, AssetKindKey, CampaignTypeDescriptor, CampaignTypeId } from "./descriptor.ts";
import { demandGen } from "./demand-gen.ts";
import { display } from "./display.ts";
import { performanceMax } from "./performance-max.ts";
import { search } from "./search.ts";

export const campaignTypes: Readonly<Record<CampaignTypeId, CampaignTypeDescriptor>> = {
  search,
  performance_max: performanceMax,
  demand_gen: demandGen,
  display,
};

/** In the order the campaign-type step shows them. */
export const campaignTypeList: readonly CampaignTypeDescriptor[] = [search, performanceMax, demandGen, display];

/** Shown on the campaign-type step, disabled, with a Coming Soon badge. */
export const comingSoonCampaignTypes = [{ label: "Shopping (GMC)", badge: "Coming Soon" }] as const;

export const campaignTypeRoute = "/campaign-type";
export const defaultCampaignType: CampaignTypeId = "search";
export const wizardStepCount = 3;

/** Browser storage that is not a flow's draft. */
export const sharedStorageKeys = {
  currentAccountId: "currentAccountId",
  userTierCache: "userTierCache",
  existingCampaign: "isExistingCampaign",
} as const;

export function isCampaignTypeId(value: unknown): value is CampaignTypeId {
  return typeof value === "string" && Object.hasOwn(campaignTypes, value);
}

export function campaignTypeFor(id: CampaignTypeId): CampaignTypeDescriptor {
  return campaignTypes[id];
}

export function assetKindOf(type: CampaignTypeDescriptor, key: AssetKindKey): AssetKind | undefined {
  return type.assetKinds.find((kind) => kind.key === key);
}

export function objectiveLabel(type: CampaignTypeDescriptor, value: string): string {
  return type.objectives.find((objective) => objective.value === value)?.label ?? value;
}

/** The call to action as an ad shows it: Demand Gen's option label, the others' own text, else the default. */
export function callToActionLabel(type: CampaignTypeDescriptor, value: string): string {
  const chosen = value.trim() || type.defaults.callToAction;
  return type.callToActionOptions?.find((option) => option.value === chosen)?.label ?? chosen;
}

/** Any stored option value to its label, falling back to the value itself for older drafts. */
export function toneLabel(type: CampaignTypeDescriptor, value: string): string {
  const tones = [...type.tones.wizard, ...type.tones.results];
  return tones.find((tone) => tone.value === value)?.label ?? value;
}

/**
 * The date inside saved-campaign names. The caller passes the clock and the user's time zone so the
 * name never depends on where the code runs.
 */
export function formatCampaignDate(now: Date, timeZone = "UTC"): string {
  return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone }).format(now);
}

/**
 * The campaign's name as screens show it: the user's, else the type's default, which for Performance
 * Max and Demand Gen is the name a save would give it.
 */
export function shownCampaignName(type: CampaignTypeDescriptor, form: { campaignName: string; campaignObjective: string }, now: Date, timeZone = "UTC"): string {
  return form.campaignName.trim() || type.defaults.campaignName || defaultSaveName(type, form.campaignObjective, now, timeZone);
}

/** The name a campaign is saved under when the wizard's name is blank. */
export function defaultSaveName(type: CampaignTypeDescriptor, objective: string, now: Date, timeZone = "UTC"): string {
  const label = objectiveLabel(type, objective || type.defaults.objective);
  return type.saveName({ objective: label, date: formatCampaignDate(now, timeZone) });
}
