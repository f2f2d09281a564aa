import type { AssetKind } from "../../../domain/campaign-types/descriptor.ts";
import { followBrandRules } from "../../../domain/brand-rules/index.ts";
import { truncateBy } from "../../../domain/text/text.ts";
import { RepeatIndex } from "../offline/select.ts";
import type { CampaignRequest } from "../campaign-request.ts";
import type { AssemblyStats } from "./assembly-stats.ts";
import { cleanAssetText } from "./clean-asset.ts";
import { misfit } from "./fits-request.ts";
import { rewriteForPolicy } from "./policy-rewrite.ts";
import type { ReplacementSource } from "./replacement-source.ts";

const wordChar = /[\p{L}\p{N}]/u;

/** A cut that ends inside a word: the kept text and the dropped text meet without a space. */
export function isMidWordCut(original: string, cut: string): boolean {
  const next = original[cut.length];
  const last = cut.at(-1);
  return next !== undefined && last !== undefined && wordChar.test(next) && wordChar.test(last);
}

/**
 * One reply text to a shippable asset: cleaned, checked against the request (language, artefacts, form
 * of address), cut by the type's rule, its policy problems fixed; null if unfixable.
 */
export function assembleText(request: Pick<CampaignRequest, "type" | "language" | "address" | "brandRules">, kind: AssetKind, raw: string, stats: AssemblyStats): string | null {
  const { type } = request;
  const cleaned = cleanAssetText(raw);
  if (!cleaned) return null;
  const branded = followBrandRules(cleaned, request.brandRules, request.language.code);
  if (branded === null) {
    stats.brandBreaks++;
    return null;
  }
  if (misfit(request, branded) !== null) {
    stats.misfits++;
    return null;
  }
  const cut = truncateBy(type.truncation, branded, kind.limit);
  if (cut !== branded) {
    stats.truncated++;
    if (isMidWordCut(branded, cut)) stats.hardCuts++;
  }
  const fixed = rewriteForPolicy(cut, kind);
  if (fixed !== null && fixed !== cut) stats.rewritten++;
  return fixed;
}

/**
 * A reply's list as the type keeps it: every text through `assembleText`, an unfixable one replaced,
 * repeats removed, capped at the kept count; a finished list below Google's minimum is topped up.
 */
export function assembleList(
  request: Pick<CampaignRequest, "type" | "language" | "address" | "brandRules">,
  kind: AssetKind,
  items: readonly unknown[],
  source: ReplacementSource,
  stats: AssemblyStats,
  finished: boolean,
): string[] {
  const accepted: string[] = [];
  const seen = new RepeatIndex();
  for (const item of items) {
    if (accepted.length >= kind.kept) break;
    if (typeof item !== "string" || !cleanAssetText(item)) continue;
    let text = assembleText(request, kind, item, stats);
    if (text === null) {
      text = source.next(kind, accepted);
      if (text === null) continue;
      stats.replaced++;
    }
    if (seen.repeats(text)) {
      stats.duplicatesRemoved++;
      continue;
    }
    accepted.push(text);
    seen.add(text);
  }
  while (finished && accepted.length < kind.googleMinimum) {
    const extra = source.next(kind, accepted);
    if (extra === null) break;
    accepted.push(extra);
    seen.add(extra);
    stats.replaced++;
  }
  return accepted;
}
