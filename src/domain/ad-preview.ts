import type { Sitelink } from "./generated-ads.ts";

/** Part 1, section 9: the live preview shows headlines three at a time and at most 4 sitelinks. */
export const adPreviewLimits = {
  headlineGroupSize: 3,
  sitelinks: 4,
} as const;

/** The headline combinations the preview pages through, blanks skipped as Google would skip them. */
export function headlineGroups(headlines: readonly string[]): string[][] {
  const filled = headlines.map((headline) => headline.trim()).filter(Boolean);
  const groups: string[][] = [];
  for (let start = 0; start < filled.length; start += adPreviewLimits.headlineGroupSize) {
    groups.push(filled.slice(start, start + adPreviewLimits.headlineGroupSize));
  }
  return groups;
}

/** The pager appears only when there is more than one group to page through. */
export function showsHeadlinePager(groups: readonly (readonly string[])[]): boolean {
  return groups.length > 1;
}

/** The sitelinks the preview draws: those with text, the first 4. */
export function previewSitelinks(sitelinks: readonly Sitelink[]): Sitelink[] {
  return sitelinks.filter((sitelink) => sitelink.linkText.trim() !== "").slice(0, adPreviewLimits.sitelinks);
}
