import type { Brief } from "./brief.ts";
import { fillEach, roundRobin } from "./candidates.ts";
import { withoutEndPunctuation } from "./text-pieces.ts";

/** Callouts (25): what the page states outright first, then its short feature names, the keywords and the brief. */
export function calloutCandidates(brief: Brief): string[] {
  const { phrases } = brief;
  return roundRobin([
    [...brief.facts].map((fact) => phrases.factCallouts[fact]),
    brief.features.map(phrases.headlineCase),
    brief.keywordPhrases.map(phrases.headlineCase),
    [...(brief.proof ? [withoutEndPunctuation(brief.proof)] : []), ...fillEach(phrases.callouts, { a: brief.audience, brand: brief.brand, cta: brief.callToAction })],
  ]);
}
