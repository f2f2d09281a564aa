import { adStrength } from "./ad-strength.ts";
import type { AdStrengthInput } from "./ad-strength.ts";
import type { CampaignTypeDescriptor, PerformanceScores, ScoreRange } from "../campaign-types/descriptor.ts";
import { checkAd } from "../policy/policy.ts";

/**
 * Verbs that ask for the click. An ad with none of them still converts, but less predictably, which is
 * what the estimate's conversion potential reflects.
 */
const actionVerbs = /\b(?:get|start|buy|shop|book|try|join|save|order|request|download|subscribe|sign up|contact|discover|learn|claim|call|schedule|explore|see|find)\b/i;

function scale(range: ScoreRange, quality: number): number {
  const clamped = Math.min(1, Math.max(0, quality));
  return Math.round(range.min + clamped * (range.max - range.min));
}

/**
 * The `performance` numbers shown beside an ad. The spec's were random; ours are estimates from the
 * same signals as Ad Strength, mapped into the spec's ranges, so the same ad always shows the same
 * numbers and a better ad shows better ones (docs/decisions/ad-strength-and-estimates.md).
 */
export function estimatePerformance(type: CampaignTypeDescriptor, input: AdStrengthInput): PerformanceScores {
  const strength = adStrength(type, input);
  const { signals } = strength;
  const texts = [...(input.lists.headlines ?? []), ...(input.lists.longHeadlines ?? []), ...(input.lists.descriptions ?? [])];
  const nonEmpty = texts.filter((text) => text.trim()).length;
  const report = checkAd(type, input.lists);
  const flagged = Object.values(report.assets)
    .flat()
    .filter((asset) => asset.issues.some((issue) => issue.severity === "error")).length;
  const policyClean = nonEmpty === 0 ? 0 : Math.max(0, 1 - flagged / nonEmpty);
  const withAction = texts.filter((text) => actionVerbs.test(text)).length;
  const actionShare = Math.min(1, withAction / 3);
  // Without keywords there is nothing to be relevant to, so relevance sits mid-range rather than top or bottom.
  const keywordSignal = signals.keywordCoverage ?? 0.5;
  return {
    relevance: scale(type.scoreRanges.relevance, 0.7 * keywordSignal + 0.3 * signals.headlineFill),
    engagement: scale(type.scoreRanges.engagement, 0.5 * signals.uniqueness + 0.3 * signals.lengthVariety + 0.2 * policyClean),
    conversionPotential: scale(
      type.scoreRanges.conversionPotential,
      0.4 * actionShare + 0.3 * signals.descriptionFill + 0.3 * (strength.score / 100),
    ),
  };
}
