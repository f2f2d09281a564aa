import type { AssetKindKey, CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
import type { Sitelink } from "./generated-ads.ts";
import { truncateAtWordBoundary, truncateBy } from "../text/text.ts";

/**
 * What every AI reply goes through before anyone sees it: each text cut to its limit by the type's
 * rule, blanks dropped, and the list capped at the kept count (callouts: 4 asked, 10 kept).
 */
export function formatAssetList(type: CampaignTypeDescriptor, key: AssetKindKey, items: readonly unknown[] | undefined): string[] {
  const kind = type.assetKinds.find((candidate) => candidate.key === key);
  if (!kind) return [];
  return (items ?? [])
    .filter((item): item is string => typeof item === "string")
    .map((item) => truncateBy(type.truncation, item, kind.limit))
    .filter((item) => item !== "")
    .slice(0, kind.kept);
}

const textOf = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** Sitelinks capped at the type's count, with the spec's defaults for missing parts ('Link', 'Description', 'More info'). */
export function formatSitelinks(type: CampaignTypeDescriptor, items: readonly unknown[] | undefined): Sitelink[] {
  const spec = type.sitelinks;
  if (!spec) return [];
  return (items ?? [])
    .filter((item): item is Record<string, unknown> => typeof item === "object" && item !== null)
    .slice(0, spec.requested)
    .map((item) => ({
      linkText: truncateAtWordBoundary(textOf(item.linkText ?? item.headline) || spec.fallback.linkText, spec.textLimit),
      description1: truncateAtWordBoundary(textOf(item.description1) || spec.fallback.description1, spec.descriptionLimit),
      description2: truncateAtWordBoundary(textOf(item.description2) || spec.fallback.description2, spec.descriptionLimit),
      linkUrl: textOf(item.linkUrl ?? item.url) || spec.fallback.linkUrl,
    }));
}

/** Empty sitelink slots the editor shows beyond the filled ones (Search 4, Performance Max 6). */
export function sitelinkSlots(type: CampaignTypeDescriptor, sitelinks: readonly Sitelink[]): Sitelink[] {
  const slots = type.sitelinks?.slots ?? 0;
  const blank: Sitelink = { linkText: "", linkUrl: "", description1: "", description2: "" };
  return Array.from({ length: Math.max(slots, sitelinks.length) }, (_, index) => sitelinks[index] ?? { ...blank });
}
