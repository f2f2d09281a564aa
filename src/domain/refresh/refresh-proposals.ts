import { containsKeyword } from "../ads/ad-strength.ts";
import type { AssetKindKey, CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
import { areNearDuplicates, normalizedWording } from "../policy/policy.ts";
import { applyCasing, displayWidth } from "../text/text.ts";
import type { HouseStyle } from "./house-style.ts";
import { lengthBand, type WeakAsset } from "./weak-assets.ts";

/** One change a refresh offers: the user accepts each on its own (issue 22). */
export interface RefreshProposal {
  kind: AssetKindKey;
  index: number;
  /** '' where the proposal fills an empty slot. */
  current: string;
  replacement: string;
  reason: string;
  /** A proposal to pin the asset (its text unchanged) to this position. */
  pin?: number;
}

/** A writer's line in the house style: the account's casing for headlines, its full stop for descriptions. */
export function inHouseStyle(text: string, isHeadline: boolean, style: HouseStyle): string {
  if (isHeadline && style.casing) return applyCasing(text, style.casing);
  if (!isHeadline && style.descriptionEnding === "period" && !/[.!?。！？]$/u.test(text)) return `${text}.`;
  if (!isHeadline && style.descriptionEnding === "none") return text.replace(/\.$/u, "");
  return text;
}

const repeats = (text: string, others: readonly string[]) =>
  others.some((other) => other.trim() !== "" && (normalizedWording(other) === normalizedWording(text) || areNearDuplicates(other, text)));

/**
 * For each weak asset, the writer's best line that does what the asset lacks, in the house style: a
 * keyword where one is missing, another length where one length crowds the list, and nothing the ad
 * already says. Lines using the account's own words, and nearest its usual length, come first. A weak
 * asset with no such line gets no proposal: a refresh never offers a worse line for the sake of change.
 */
export function proposeReplacements(
  type: CampaignTypeDescriptor,
  lists: Readonly<Partial<Record<AssetKindKey, readonly string[]>>>,
  weak: readonly WeakAsset[],
  candidates: Readonly<Partial<Record<AssetKindKey, readonly string[]>>>,
  context: { keywords: readonly string[]; style: HouseStyle },
): RefreshProposal[] {
  const { style } = context;
  const after: Partial<Record<AssetKindKey, string[]>> = Object.fromEntries(Object.entries(lists).map(([key, items]) => [key, [...(items ?? [])]]));
  const proposals: RefreshProposal[] = [];
  const vocabulary = new Set(style.vocabulary);
  for (const asset of weak) {
    const kind = type.assetKinds.find((candidate) => candidate.key === asset.kind);
    if (!kind) continue;
    if (asset.wants === "pin") {
      proposals.push({ kind: kind.key, index: asset.index, current: asset.current, replacement: asset.current, reason: asset.reason, pin: 1 });
      continue;
    }
    const list = (after[kind.key] ??= []);
    const others = list.filter((_text, index) => index !== asset.index);
    const usual = kind.isHeadline ? style.headlineLength : style.descriptionLength;
    const pool = (candidates[kind.key] ?? [])
      .map((line) => inHouseStyle(line, kind.isHeadline, style))
      .filter((line) => displayWidth(line) <= kind.limit && !repeats(line, others) && normalizedWording(line) !== normalizedWording(asset.current))
      .filter((line) => asset.wants !== "keyword" || context.keywords.some((keyword) => containsKeyword(line, keyword)))
      .filter((line) => asset.wants !== "other-length" || lengthBand(line, kind.limit) !== lengthBand(asset.current, kind.limit));
    const ownWords = (line: string) => normalizedWording(line).split(" ").filter((word) => vocabulary.has(word)).length;
    const distance = (line: string) => (usual === null ? 0 : Math.abs(displayWidth(line) - usual));
    const best = [...pool].sort((a, b) => ownWords(b) - ownWords(a) || distance(a) - distance(b))[0];
    if (!best) continue;
    // A slot to fill takes the next free place, so a slot no line was found for leaves no gap.
    const adding = asset.index >= list.length;
    if (adding) list.push(best);
    else list[asset.index] = best;
    proposals.push({ kind: kind.key, index: adding ? list.length - 1 : asset.index, current: asset.current, replacement: best, reason: asset.reason });
  }
  return proposals;
}
