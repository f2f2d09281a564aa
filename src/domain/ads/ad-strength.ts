import type { AssetKind, AssetKindKey, CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
import { areNearDuplicates, checkAdRequirements, normalizedWording } from "../policy/policy.ts";
import { displayWidth } from "../text/text.ts";

export type AdStrengthRating = "Incomplete" | "Poor" | "Average" | "Good" | "Excellent";

export const adStrengthActions = {
  addHeadlines: "Add more headlines",
  addDescriptions: "Add more descriptions",
  addLongHeadlines: "Add more long headlines",
  useKeywords: "Include popular keywords in your headlines",
  uniqueHeadlines: "Make your headlines more unique",
  uniqueDescriptions: "Make your descriptions more unique",
  varyLength: "Vary the length of your headlines",
  unpin: "Pin fewer headlines and descriptions so Google can test more combinations",
} as const;

/** The measured signals, reused by the performance estimates. Every share is 0 to 1. */
export interface AdSignals {
  distinctHeadlines: number;
  distinctDescriptions: number;
  headlineFill: number;
  descriptionFill: number;
  keywordHeadlines: number;
  /** Share of the ad's keywords that appear anywhere in its headlines or descriptions; null without keywords. */
  keywordCoverage: number | null;
  uniqueness: number;
  lengthVariety: number;
  pinnedCount: number;
}

export interface AdStrength {
  rating: AdStrengthRating;
  /** 0 to 100. */
  score: number;
  actionItems: string[];
  signals: AdSignals;
}

export interface AdStrengthInput {
  lists: Partial<Record<AssetKindKey, readonly string[]>>;
  keywords?: readonly string[];
  /** Pinned position per asset (null or absent when unpinned), by list. */
  pins?: Partial<Record<"headlines" | "descriptions", readonly (number | null)[]>>;
}

/** Distinct items, a near-duplicate counting as the item it repeats. */
export function distinctCount(items: readonly string[]): number {
  const kept: { item: string; key: string }[] = [];
  for (const item of items) {
    const key = item.trim().toLowerCase();
    if (key && !kept.some((other) => other.key === key || areNearDuplicates(other.item, item))) kept.push({ item, key });
  }
  return kept.length;
}

/** Google's guidance: about two thirds of the headline slots (10 of 15) and 4 descriptions earn full marks. */
export function adStrengthTarget(kind: AssetKind | undefined): number {
  if (!kind) return 0;
  return kind.key === "headlines" ? Math.max(kind.googleMinimum, Math.ceil((kind.kept * 2) / 3)) : Math.min(kind.kept, 4);
}

function fill(count: number, kind: AssetKind | undefined): number {
  if (!kind) return 1;
  const goal = adStrengthTarget(kind);
  if (goal <= kind.googleMinimum) return count >= goal ? 1 : 0;
  return Math.min(1, Math.max(0, (count - kind.googleMinimum) / (goal - kind.googleMinimum)));
}

/** Whether the text holds the keyword as whole words, ignoring case and punctuation. */
export const containsKeyword = (text: string, keyword: string) => ` ${normalizedWording(text)} `.includes(` ${normalizedWording(keyword)} `);

/** Headlines opening with the same word read alike in a rotating ad, even when they differ later. */
function openingVariety(items: readonly string[]): number {
  const firstWords = items.map((item) => normalizedWording(item).split(" ")[0] ?? "").filter(Boolean);
  return firstWords.length === 0 ? 1 : new Set(firstWords).size / firstWords.length;
}

/** Two short headlines (two thirds of the limit or less) and two long ones (five sixths or more). */
function lengthVariety(items: readonly string[], limit: number): number {
  const widths = items.filter((item) => item.trim()).map((item) => displayWidth(item.trim()));
  const short = widths.filter((width) => width <= (limit * 2) / 3).length;
  const long = widths.filter((width) => width >= (limit * 5) / 6).length;
  return (Math.min(short, 2) + Math.min(long, 2)) / 4;
}

function measure(type: CampaignTypeDescriptor, input: AdStrengthInput): AdSignals {
  const kindOf = (key: AssetKindKey) => type.assetKinds.find((kind) => kind.key === key);
  const headlines = (input.lists.headlines ?? []).filter((item) => item.trim());
  const descriptions = (input.lists.descriptions ?? []).filter((item) => item.trim());
  const longHeadlines = (input.lists.longHeadlines ?? []).filter((item) => item.trim());
  const keywords = (input.keywords ?? []).filter((keyword) => normalizedWording(keyword) !== "");
  const distinctHeadlines = distinctCount(headlines);
  const distinctDescriptions = distinctCount(descriptions);
  const longKind = kindOf("longHeadlines");
  const descriptionFill = longKind
    ? (fill(distinctDescriptions, kindOf("descriptions")) + fill(distinctCount(longHeadlines), longKind)) / 2
    : fill(distinctDescriptions, kindOf("descriptions"));
  const allText = [...headlines, ...longHeadlines, ...descriptions];
  const ratio = (distinct: number, total: number) => (total === 0 ? 1 : distinct / total);
  return {
    distinctHeadlines,
    distinctDescriptions,
    headlineFill: fill(distinctHeadlines, kindOf("headlines")),
    descriptionFill,
    keywordHeadlines: headlines.filter((headline) => keywords.some((keyword) => containsKeyword(headline, keyword))).length,
    keywordCoverage:
      keywords.length === 0 ? null : keywords.filter((keyword) => allText.some((text) => containsKeyword(text, keyword))).length / keywords.length,
    uniqueness:
      (ratio(distinctHeadlines, headlines.length) + ratio(distinctDescriptions, descriptions.length) + openingVariety(headlines)) / 3,
    lengthVariety: lengthVariety(headlines, kindOf("headlines")?.limit ?? 30),
    pinnedCount: [...(input.pins?.headlines ?? []), ...(input.pins?.descriptions ?? [])].filter((pin) => pin != null).length,
  };
}

/** Keywords in three headlines earn full marks; an ad without keywords is not marked down for it. */
const keywordShare = (signals: AdSignals) => (signals.keywordCoverage === null ? 1 : Math.min(1, signals.keywordHeadlines / 3));

function ratingFor(score: number): AdStrengthRating {
  if (score >= 80) return "Excellent";
  if (score >= 60) return "Good";
  if (score >= 40) return "Average";
  return "Poor";
}

/**
 * Ad Strength as Google rates it, approximated from what Google says it measures: how many distinct
 * headlines and descriptions, keywords in headlines, unique wording, varied lengths and how much is
 * pinned. Weights: quantity 30 + 20, keywords 20, uniqueness 15, length 10, pinning 5. An ad missing
 * Google's minimum is Incomplete whatever its score.
 */
export function adStrength(type: CampaignTypeDescriptor, input: AdStrengthInput): AdStrength {
  const signals = measure(type, input);
  const pinning = Math.max(0, 1 - signals.pinnedCount / 3);
  const score = Math.round(
    30 * signals.headlineFill +
      20 * signals.descriptionFill +
      20 * keywordShare(signals) +
      15 * signals.uniqueness +
      10 * signals.lengthVariety +
      5 * pinning,
  );
  const incomplete = checkAdRequirements(type, input.lists);
  const actionItems = [
    ...incomplete.map((issue) => issue.message),
    ...actionItemsFor(type, input, signals),
  ];
  return { rating: incomplete.length > 0 ? "Incomplete" : ratingFor(score), score, actionItems, signals };
}

function actionItemsFor(type: CampaignTypeDescriptor, input: AdStrengthInput, signals: AdSignals): string[] {
  const items: string[] = [];
  if (signals.headlineFill < 1) items.push(adStrengthActions.addHeadlines);
  const descriptionKind = type.assetKinds.find((kind) => kind.key === "descriptions");
  if (fill(signals.distinctDescriptions, descriptionKind) < 1) items.push(adStrengthActions.addDescriptions);
  const longKind = type.assetKinds.find((kind) => kind.key === "longHeadlines");
  if (longKind && fill(distinctCount(input.lists.longHeadlines ?? []), longKind) < 1) items.push(adStrengthActions.addLongHeadlines);
  if (keywordShare(signals) < 1) items.push(adStrengthActions.useKeywords);
  const headlines = (input.lists.headlines ?? []).filter((item) => item.trim());
  if (signals.distinctHeadlines < headlines.length || openingVariety(headlines) < 0.6) items.push(adStrengthActions.uniqueHeadlines);
  const descriptions = (input.lists.descriptions ?? []).filter((item) => item.trim());
  if (signals.distinctDescriptions < descriptions.length) items.push(adStrengthActions.uniqueDescriptions);
  if (headlines.length > 0 && signals.lengthVariety < 1) items.push(adStrengthActions.varyLength);
  if (signals.pinnedCount > 0) items.push(adStrengthActions.unpin);
  return items;
}
