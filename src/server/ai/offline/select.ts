import { containsKeyword } from "../../../domain/ads/ad-strength.ts";
import type { AssetKind } from "../../../domain/campaign-types/descriptor.ts";
import { areNearDuplicates, checkAssetText, normalizedWording } from "../../../domain/policy/policy.ts";
import { displayWidth } from "../../../domain/text/text.ts";

export type AssetRules = Pick<AssetKind, "limit" | "isHeadline" | "singular" | "shortAssetRequired">;

/** Within the limit and free of every policy issue, warnings included: the writer ships nothing Google would flag. */
export function isShippable(text: string, kind: AssetRules): boolean {
  return text.trim() !== "" && checkAssetText(text, kind).length === 0;
}

/** Whether the text repeats any of the others, exactly or nearly (for a one-off question; see RepeatIndex). */
export function repeatsAny(text: string, others: readonly string[]): boolean {
  return new RepeatIndex(others).repeats(text);
}

/** Where a line joins two phrases of its own: a dash, bar, dot, plus or ampersand between spaces, or a comma. */
const joints = /\s+[-–—|·•+&]\s+|,\s+/u;

/**
 * Texts seen so far, for asking whether a new one repeats any (the domain's near-duplicate rule). The
 * domain compares two texts at a time; texts sharing too few words to reach its 80% overlap are skipped
 * without asking, which keeps choosing among many candidates cheap.
 */
export class RepeatIndex {
  private readonly wordings = new Set<string>();
  private readonly entries: { text: string; words: Set<string> }[] = [];

  constructor(texts: readonly string[] = []) {
    for (const text of texts) this.add(text);
  }

  add(text: string): void {
    const wording = normalizedWording(text);
    this.wordings.add(wording);
    this.entries.push({ text, words: new Set(wording.split(" ")) });
  }

  repeats(text: string): boolean {
    const wording = normalizedWording(text);
    if (this.wordings.has(wording)) return true;
    // Two lines already said, joined ('Depuis 1975 - Fait Maison' after both): nothing new to read.
    const parts = text.split(joints).filter((part) => part.trim() !== "");
    if (parts.length >= 2 && parts.every((part) => this.wordings.has(normalizedWording(part)))) return true;
    const words = new Set(wording.split(" "));
    return this.entries.some((entry) => {
      let shared = 0;
      for (const word of words) if (entry.words.has(word)) shared++;
      return shared >= 0.8 * Math.max(words.size, entry.words.size) && areNearDuplicates(entry.text, text);
    });
  }
}

const hasAnyKeyword = (text: string, keywords: readonly string[]) => keywords.some((keyword) => containsKeyword(text, keyword));

/**
 * Shippable candidates in their order, each repeating neither an earlier one nor anything in `avoid`.
 * Comparing every pair costs the square of the list, so past `enough` only candidates that `wanted`
 * accepts are still looked at, and only `enough` more of them.
 */
export function distinctShippable(
  candidates: readonly string[],
  kind: AssetRules,
  avoid: readonly string[] = [],
  bounds: { enough: number; wanted: (text: string) => boolean } = { enough: Number.POSITIVE_INFINITY, wanted: () => false },
): string[] {
  const kept: string[] = [];
  const seen = new RepeatIndex(avoid);
  for (const candidate of new Set(candidates)) {
    if (kept.length >= bounds.enough && (kept.length >= bounds.enough * 2 || !bounds.wanted(candidate))) continue;
    if (seen.repeats(candidate) || !isShippable(candidate, kind)) continue;
    kept.push(candidate);
    seen.add(candidate);
  }
  return kept;
}

interface Requirement {
  wanted: number;
  meets(text: string): boolean;
}

const firstWord = (text: string) => normalizedWording(text).split(" ")[0] ?? "";

/**
 * Chooses `count` assets: distinct, shippable, in priority order, no opening word more than twice; then
 * swaps in what Ad Strength asks for (keywords in a third of the headlines, short and long ones, the
 * Performance Max short asset), giving up only items that meet no requirement.
 */
export function pickAssets(
  candidates: readonly string[],
  kind: AssetRules,
  count: number,
  options: { keywords?: readonly string[]; keywordShare?: number; avoid?: readonly string[] } = {},
): string[] {
  const requirements = requirementsOf(kind, count, options.keywords ?? [], options.keywordShare ?? 0);
  const pool = distinctShippable(candidates, kind, options.avoid, {
    enough: count * poolFactor,
    wanted: (text) => requirements.some((requirement) => requirement.meets(text)),
  });
  const chosen: string[] = [];
  const openings = new Map<string, number>();
  for (const pass of [2, Number.POSITIVE_INFINITY]) {
    for (const text of pool) {
      if (chosen.length >= count) break;
      const opening = firstWord(text);
      if (chosen.includes(text) || (openings.get(opening) ?? 0) >= pass) continue;
      chosen.push(text);
      openings.set(opening, (openings.get(opening) ?? 0) + 1);
    }
  }
  for (const requirement of requirements) satisfy(requirement, requirements, chosen, pool);
  return pool.filter((text) => chosen.includes(text));
}

/** Three candidates per slot leave room to choose; looking further costs more than it gives. */
const poolFactor = 3;

/** What Ad Strength rewards: keywords in a share of the headlines, the short asset, two short and two long headlines. */
function requirementsOf(kind: AssetRules, count: number, keywords: readonly string[], keywordShare: number): Requirement[] {
  const requirements: Requirement[] = [];
  if (keywords.length > 0 && keywordShare > 0) {
    requirements.push({ wanted: Math.ceil(count * keywordShare), meets: (text) => hasAnyKeyword(text, keywords) });
  }
  if (kind.shortAssetRequired !== undefined) {
    const short = kind.shortAssetRequired;
    requirements.push({ wanted: 1, meets: (text) => displayWidth(text) <= short });
  }
  if (kind.isHeadline && count >= 8) {
    requirements.push({ wanted: 2, meets: (text) => displayWidth(text) <= (kind.limit * 2) / 3 });
    requirements.push({ wanted: 2, meets: (text) => displayWidth(text) >= (kind.limit * 5) / 6 });
  }
  return requirements;
}

function satisfy(requirement: Requirement, all: readonly Requirement[], chosen: string[], pool: readonly string[]): void {
  const spare = pool.filter((text) => !chosen.includes(text) && requirement.meets(text));
  while (chosen.filter(requirement.meets).length < requirement.wanted && spare.length > 0) {
    const victimIndex = chosen.findLastIndex((text) => all.every((other) => !other.meets(text)));
    const incoming = spare.shift();
    if (victimIndex < 0 || incoming === undefined) return;
    chosen.splice(victimIndex, 1, incoming);
  }
}
