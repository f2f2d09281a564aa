import { adStrengthTarget, containsKeyword, distinctCount } from "../ads/ad-strength.ts";
import { brandRuleBreaks, brandRuleMessage } from "../brand-rules/brand-rule-check.ts";
import type { BrandRules } from "../brand-rules/brand-rules.ts";
import type { AssetKind, AssetKindKey, CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
import { checkAssetList } from "../policy/policy.ts";
import { displayWidth } from "../text/text.ts";

/** An asset a refresh should replace, or a slot it should fill (`index` past the list's end, `current` ''). */
export interface WeakAsset {
  kind: AssetKindKey;
  index: number;
  current: string;
  reason: string;
  /** What a replacement must do that the current text does not; `pin`: the text stays, pinned to position 1. */
  wants: "keyword" | "other-length" | "anything" | "pin";
}

export interface WeakAssetContext {
  keywords: readonly string[];
  /** Whether the account's other ads pin, and whether this one does: an advertiser who pins expects it here too. */
  pins?: { accountPins: boolean; adPins: boolean; brand: string | null };
  brandRules: BrandRules | null;
  /** The ad's language, for the form of address; null when unknown. */
  language: string | null;
}

type Band = "short" | "medium" | "long";
/** The bands Ad Strength's length variety reads: two thirds of the limit or less, five sixths or more. */
export function lengthBand(text: string, limit: number): Band {
  const width = displayWidth(text.trim());
  return width <= (limit * 2) / 3 ? "short" : width >= (limit * 5) / 6 ? "long" : "medium";
}

/** The first problem of each asset: what Google would refuse or flag, a broken brand rule, a repeat. */
function assetProblems(kind: AssetKind, items: readonly string[], context: WeakAssetContext): Map<number, string> {
  const problems = new Map<number, string>();
  for (const { index, issues } of checkAssetList(items, kind)) {
    const issue = issues.find((candidate) => candidate.severity === "error" || candidate.code === "near-duplicate" || candidate.code === "empty");
    if (issue) problems.set(index, issue.message);
  }
  if (context.brandRules) {
    items.forEach((text, index) => {
      const broken = brandRuleBreaks(text, context.brandRules as BrandRules, context.language)[0];
      if (broken && !problems.has(index)) problems.set(index, brandRuleMessage(broken));
    });
  }
  return problems;
}

/**
 * The weak assets of an ad (issue 22's Refresh): each asset Google would refuse, a broken brand rule,
 * repeats and near-repeats; headlines beyond the two in three that carry no keyword, or that share one
 * length band; and the slots Ad Strength wants filled. The latest assets go first where several could.
 */
export function findWeakAssets(type: CampaignTypeDescriptor, lists: Readonly<Partial<Record<AssetKindKey, readonly string[]>>>, context: WeakAssetContext): WeakAsset[] {
  const weak: WeakAsset[] = [];
  for (const kind of type.assetKinds) {
    const items = lists[kind.key] ?? [];
    const problems = assetProblems(kind, items, context);
    const flagged = new Set(problems.keys());
    const add = (index: number, reason: string, wants: WeakAsset["wants"]) => {
      flagged.add(index);
      weak.push({ kind: kind.key, index, current: items[index] ?? "", reason, wants });
    };
    for (const [index, reason] of [...problems].sort((a, b) => a[0] - b[0])) weak.push({ kind: kind.key, index, current: items[index] ?? "", reason, wants: "anything" });

    const latestFirst = items.map((_text, index) => index).reverse();
    if (kind.key === "headlines" && context.keywords.length > 0) {
      const withKeyword = items.filter((text) => context.keywords.some((keyword) => containsKeyword(text, keyword))).length;
      let needed = Math.ceil(items.length / 3) - withKeyword;
      for (const index of latestFirst) {
        if (needed <= 0) break;
        if (flagged.has(index)) continue;
        add(index, "Says none of the keywords; a third of the headlines should", "keyword");
        needed--;
      }
    }
    if (kind.key === "headlines" && items.length >= 6) {
      const bands = items.map((text) => lengthBand(text, kind.limit));
      const allowed = Math.ceil((items.length * 2) / 3);
      for (const band of ["short", "medium", "long"] as const) {
        let surplus = bands.filter((each) => each === band).length - allowed;
        for (const index of latestFirst) {
          if (surplus <= 0) break;
          if (flagged.has(index) || bands[index] !== band) continue;
          add(index, `Too many ${band} headlines: Ad Strength wants their lengths varied`, "other-length");
          surplus--;
        }
      }
    }
    // Where the advertiser pins (their brand first, as most do) and this ad pins nothing, the brand's headline is proposed for position 1.
    if (kind.key === "headlines" && context.pins?.accountPins && !context.pins.adPins && items.length > 0) {
      const brand = context.pins.brand?.toLowerCase() ?? "";
      const named = brand ? items.findIndex((text) => text.toLowerCase().includes(brand)) : -1;
      const index = named >= 0 ? named : 0;
      if (!flagged.has(index)) add(index, "Your other ads pin a headline to position 1; this one pins none", "pin");
    }
    if (kind.isHeadline || kind.key === "descriptions") {
      const target = Math.min(adStrengthTarget(kind), kind.kept);
      const missing = target - distinctCount(items.filter((text, index) => text.trim() && !problems.has(index)));
      const free = kind.kept - items.length;
      for (let slot = 0; slot < Math.min(missing, free); slot++) {
        add(items.length + slot, `Ad Strength counts ${target} ${kind.label.toLowerCase()}; this ad has fewer that differ`, "anything");
      }
    }
  }
  return weak;
}
