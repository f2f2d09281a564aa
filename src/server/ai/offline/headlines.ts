import type { Brief } from "./brief.ts";
import { crossFill, fillEach, roundRobin } from "./candidates.ts";

/**
 * Headline candidates, best first: the brand, keywords in the tone's words, the page's features, the
 * call to action and what the page states (free, open source ...), the product, then plainer keyword lines.
 */
export function headlineCandidates(brief: Brief): string[] {
  const { phrases } = brief;
  const tone = phrases.tones[brief.tone];
  const keywords = brief.keywordPhrases.map(phrases.headlineCase);
  const slots = {
    brand: brief.brand,
    a: brief.audience,
    cta: brief.callToAction,
    k: keywords[0],
    product: brief.product ? phrases.headlineCase(brief.product) : null,
  };
  const things = brief.features.filter((feature) => !phrases.adjectiveEnding.test(feature)).map(phrases.headlineCase);
  const facts = [...brief.facts].flatMap((fact) => fillEach(phrases.factHeadlines[fact] ?? [], slots));
  return roundRobin([
    fillEach([phrases.brand[0] ?? "{brand}", ...tone.brand, ...phrases.brand.slice(1)], slots),
    crossFill(tone.keyword, keywords, "k", slots),
    [...brief.features.map(phrases.headlineCase), ...crossFill(phrases.feature, things, "f", slots)],
    [brief.callToAction, ...facts],
    fillEach(["{product}", ...phrases.objective[brief.objective]], slots),
    crossFill(phrases.keyword, keywords, "k", slots),
    crossFill(phrases.audience, keywords, "k", slots),
  ]);
}
