import type { ImportedAd } from "./imported-campaign.ts";

/**
 * The bulk of an Editor file, keywords and ads, handed on as the rows are read (keyed by the campaign's and
 * the group's name keys) instead of kept: a preview counts them, a save writes them in batches.
 */
export type ImportItem =
  | { kind: "keyword"; campaign: string; group: string; typed: string }
  | { kind: "ad"; campaign: string; group: string; ad: ImportedAd };
