import type { CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";

/** Part 1, section 4: drafts are saved this long after the last change; saving a campaign saves at once. */
export const draftAutosaveDebounceMs = 300;

/** The pause after a crawl before the results screen opens, so the crawl summary is seen. */
export const crawlPauseMs = 100;

/** What 'clear' removes: all three items of the flow's draft. */
export function draftStorageKeys(type: CampaignTypeDescriptor): [string, string, string] {
  const keys = type.storageKeys;
  return [keys.formData, keys.crawledContent, keys.generatedAds];
}

/** A stored item's JSON object, before its reader parses it by its own schema (form data, crawled content, assets). */
export type StoredDraft = { status: "missing" } | { status: "invalid" } | { status: "ok"; value: object };

/**
 * One stored draft item. Unparseable data is reported as invalid so the screen removes it and starts
 * over (part 1, section 4) instead of failing on every load.
 */
export function readStoredDraft(raw: string | null | undefined): StoredDraft {
  if (raw === null || raw === undefined || raw === "") return { status: "missing" };
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return { status: "invalid" };
    return { status: "ok", value };
  } catch {
    return { status: "invalid" };
  }
}
