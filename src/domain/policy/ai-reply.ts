import { tidyDisplayPaths } from "../ads/display-paths.ts";
import { formatAssetList, formatSitelinks } from "../ads/asset-formatting.ts";
import type { CampaignTypeDescriptor, CampaignTypeId } from "../campaign-types/descriptor.ts";
import { campaignTypeFor } from "../campaign-types/registry.ts";
import { type GeneratedAds, generatedAdsSchemaFor } from "../ads/generated-ads.ts";
import { estimatePerformance } from "../ads/performance-estimate.ts";

export type AiReplyResult = { ok: true; ads: GeneratedAds } | { ok: false; message: string };

function asObject(raw: unknown): Record<string, unknown> | null {
  let value = raw;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The first reason the reply cannot be used, in the words of the type's flow, or null. */
export function aiReplyProblem(type: CampaignTypeDescriptor, raw: unknown): string | null {
  const reply = asObject(raw);
  if (!reply) return type.aiReply.invalidMessage;
  for (const key of type.aiReply.required) {
    const list = reply[key];
    const usable = Array.isArray(list) && (!type.aiReply.rejectEmpty || list.length > 0);
    if (!usable) return type.aiReply.rejectEmpty ? `AI response missing valid ${key} array` : type.aiReply.invalidMessage;
  }
  return null;
}

/**
 * An AI reply (object or JSON text) to the type's generated ads: checked, every text cut to its limit by
 * the type's rule, lists capped, sitelink gaps filled, and the performance estimate computed from the
 * result and the ad group's keywords, never invented.
 */
export function readAiReply(
  typeId: CampaignTypeId,
  raw: unknown,
  options: { keywords?: readonly string[] } = {},
): AiReplyResult {
  const type = campaignTypeFor(typeId);
  const problem = aiReplyProblem(type, raw);
  const reply = asObject(raw);
  if (problem || !reply) return { ok: false, message: problem ?? type.aiReply.invalidMessage };
  const lists = Object.fromEntries(
    type.assetKinds.map((kind) => [kind.key, formatAssetList(type, kind.key, asList(reply[kind.key]))]),
  );
  const sitelinks = type.sitelinks ? { sitelinks: formatSitelinks(type, asList(reply.sitelinks)) } : {};
  const paths = type.displayPathLimit !== null ? { paths: tidyDisplayPaths(asList(reply.paths), type.displayPathLimit) } : {};
  const performance = estimatePerformance(type, { lists, keywords: options.keywords ?? [] });
  const ads = generatedAdsSchemaFor(typeId).parse({ ...lists, ...sitelinks, ...paths, performance });
  return { ok: true, ads };
}
