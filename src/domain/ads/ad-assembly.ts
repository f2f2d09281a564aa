import type { CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
import { parseList } from "../text/list-text.ts";

/** Ads start as drafts; the spec shows no other status. */
export const adStatus = "draft" as const;

/** Timestamp-based ids the spec gives to locally built ads and groups; the database gives its own on save. */
export function adIdAt(now: Date): string {
  return `${now.getTime()}_ad_1`;
}

export function groupIdAt(now: Date): string {
  return `${now.getTime()}_default_ag`;
}

/** An ad is named after its first non-blank headline, else the type's default ('Generated Ad'). */
export function adNameFor(type: CampaignTypeDescriptor, headlines: readonly string[] | undefined): string {
  const first = (headlines ?? []).find((headline) => headline.trim() !== "");
  return first?.trim() ?? type.defaults.adName;
}

/** The landing page URL, else the type's generic fallback (Demand Gen: a search site). */
export function finalUrlFor(type: CampaignTypeDescriptor, landingPageUrl: string | null | undefined): string {
  const url = (landingPageUrl ?? "").trim();
  return url || type.defaults.finalUrlFallback;
}

export interface AssembledAd<Assets> {
  id: string;
  name: string;
  finalUrl: string;
  status: typeof adStatus;
  assets: Assets;
  createdAt: string;
}

export function assembleAd<Assets extends { headlines?: readonly string[] }>(
  type: CampaignTypeDescriptor,
  input: { assets: Assets; landingPageUrl: string | null | undefined; now: Date },
): AssembledAd<Assets> {
  return {
    id: adIdAt(input.now),
    name: adNameFor(type, input.assets.headlines),
    finalUrl: finalUrlFor(type, input.landingPageUrl),
    status: adStatus,
    assets: input.assets,
    createdAt: input.now.toISOString(),
  };
}

export interface AssembledGroup<Assets> {
  id: string;
  name: string;
  keywords: string[];
  audienceSignals?: string[];
  contentThemes?: string[];
  landingPageUrl: string;
  callToAction: string;
  ads: AssembledAd<Assets>[];
  createdAt: string;
}

export interface GroupFormFields {
  adGroupName?: string;
  landingPageUrl?: string;
  keywords?: string;
  contentThemes?: string;
  callToAction?: string;
}

/**
 * The ad group (Search) or asset group (Performance Max, Demand Gen) a wizard run saves. The one text
 * field becomes keywords for Search, audience signals for Performance Max ('Audience Signals &
 * Keywords') and content themes for Demand Gen.
 */
export function assembleGroup<Assets extends { headlines?: readonly string[] }>(
  type: CampaignTypeDescriptor,
  input: { form: GroupFormFields; assets: Assets; now: Date },
): AssembledGroup<Assets> {
  const { form, now } = input;
  const landingPageUrl = (form.landingPageUrl ?? "").trim();
  const base = {
    id: groupIdAt(now),
    name: form.adGroupName?.trim() || type.defaults.groupName,
    landingPageUrl,
    callToAction: (form.callToAction ?? "").trim() || type.defaults.callToAction,
    ads: [assembleAd(type, { assets: input.assets, landingPageUrl, now })],
    createdAt: now.toISOString(),
  };
  return { ...base, ...groupTargeting(type, form[type.targetingField]) };
}

/**
 * What a group targets, from the one text field the user typed: keywords for Search, audience signals
 * for Performance Max ('Audience Signals & Keywords'), content themes for Demand Gen.
 */
export function groupTargeting(
  type: CampaignTypeDescriptor,
  text: string | undefined,
): { keywords: string[]; audienceSignals?: string[]; contentThemes?: string[] } {
  const items = parseList(text);
  return type.groupTargeting === "keywords" ? { keywords: items } : { keywords: [], [type.groupTargeting]: items };
}
