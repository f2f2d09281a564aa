import type { AdAssets, AssetLists } from "../ads/ad-assets.ts";
import type { CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
import { isOverLimit } from "../text/text.ts";
import { saveMessages } from "./save-messages.ts";

export { saveMessages };


export interface SavePrecheckInput {
  generatedAds: AssetLists | null;
  /** The wizard's campaign name. */
  campaignName: string;
  /** A name the caller supplies to the save (Performance Max and Demand Gen only need one of the two). */
  suppliedName?: string;
  landingPageUrl: string;
}

export type PrecheckResult = { ok: true } | { ok: false; title: string; description: string; problems: string[] };

const hasText = (list: readonly string[] | undefined) => (list ?? []).some((item) => item.trim() !== "");

const requiredKindMessages = {
  headlines: saveMessages.headlineRequired,
  descriptions: saveMessages.descriptionRequired,
  longHeadlines: saveMessages.longHeadlineRequired,
} as const;
const blank = (value: string | undefined) => (value ?? "").trim() === "";

/** The problems a save would hit, in the spec's order. */
export function savePrecheckProblems(type: CampaignTypeDescriptor, input: SavePrecheckInput): string[] {
  const problems: string[] = [];
  const ads = input.generatedAds;
  if (!ads) problems.push(saveMessages.noGeneratedAds);
  const nameMissing = blank(input.campaignName) && (!type.save.acceptsSuppliedName || blank(input.suppliedName));
  if (nameMissing) problems.push(saveMessages.campaignNameRequired);
  if (blank(input.landingPageUrl)) problems.push(saveMessages.landingPageUrlRequired);
  if (ads) {
    for (const kind of type.save.requiredKinds) if (!hasText(ads[kind])) problems.push(requiredKindMessages[kind]);
    problems.push(...overLimitProblems(type, ads));
  }
  return problems;
}

/**
 * The spec leaves Search's further rules unshown; Google refuses any asset over its limit, so a save
 * names each one ('Headline 3 is over the 30-character limit') rather than exporting what cannot import.
 */
export function overLimitProblems(type: CampaignTypeDescriptor, ads: AssetLists): string[] {
  return type.assetKinds.flatMap((kind) =>
    (ads[kind.key] ?? []).flatMap((text, index) =>
      isOverLimit(text, kind.limit) ? [`${kind.singular[0]?.toUpperCase()}${kind.singular.slice(1)} ${index + 1} is over the ${kind.limit}-character limit`] : [],
    ),
  );
}

/**
 * Search shows 'Please fix the following issues: a, b'; Performance Max and Demand Gen prefix with
 * their own 'campaign validation failed: '. All under 'Campaign Validation Failed'.
 */
export function precheckSave(type: CampaignTypeDescriptor, input: SavePrecheckInput): PrecheckResult {
  const problems = savePrecheckProblems(type, input);
  if (problems.length === 0) return { ok: true };
  return {
    ok: false,
    title: saveMessages.validationFailedTitle,
    description: `${type.validationPrefix}${problems.join(", ")}`,
    problems,
  };
}

/** Checked before the precheck: without ads or a landing page URL there is nothing to save. */
export function missingRequiredData(input: Pick<SavePrecheckInput, "generatedAds" | "landingPageUrl">): {
  title: string;
  description: string;
} | null {
  if (input.generatedAds && !blank(input.landingPageUrl)) return null;
  return { title: saveMessages.missingDataTitle, description: saveMessages.missingDataDescription };
}

export type ServerSaveCheck = { ok: true; name: string } | { ok: false; message: string };

/**
 * The server's own save rules: a signed-in user's e-mail, a non-blank name, and generated ads or ad
 * groups. The user is checked only when the caller passes the key, since some callers scope by session.
 */
export function checkCampaignForSave(input: {
  name: string;
  generatedAds: AdAssets | null | undefined;
  adGroups: readonly unknown[];
  userEmail?: string | null;
}): ServerSaveCheck {
  if ("userEmail" in input && blank(input.userEmail ?? "")) return { ok: false, message: saveMessages.userRequired };
  const name = input.name.trim();
  if (!name) return { ok: false, message: saveMessages.serverNameRequired };
  const hasAds = input.generatedAds != null && Object.keys(input.generatedAds).length > 0;
  if (!hasAds && input.adGroups.length === 0) return { ok: false, message: saveMessages.serverContentRequired };
  return { ok: true, name };
}
