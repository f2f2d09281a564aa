import type { CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
import type { Sitelink, WrittenSitelink } from "./generated-ads.ts";
import { truncateAtWordBoundary } from "../text/text.ts";

/** A writer's sitelink part, trimmed; a missing one is blank. */
const textOf = (value: string | undefined) => (value ?? "").trim();

/** Sitelinks capped at the type's count, with the spec's defaults for missing parts ('Link', 'Description', 'More info'). */
export function formatSitelinks(type: CampaignTypeDescriptor, items: readonly WrittenSitelink[] | undefined): Sitelink[] {
  const spec = type.sitelinks;
  if (!spec) return [];
  return (items ?? [])
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
