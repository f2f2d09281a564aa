import type { Brief } from "./brief.ts";
import { crossFill, fillEach, roundRobin } from "./candidates.ts";
import { capitalizeFirst, fitSentence, withoutEndPunctuation } from "./text-pieces.ts";

/** Long headlines (90): the page's own sentences under the brand, and the tone's lines around the keywords. */
export function longHeadlineCandidates(brief: Brief, limit: number): string[] {
  const { phrases } = brief;
  const benefits = brief.benefits
    .map((sentence) => fitSentence(sentence, limit, ""))
    .filter((sentence): sentence is string => sentence !== null)
    .map(withoutEndPunctuation);
  // Inside a sentence a keyword keeps the advertiser's own casing.
  const keywords = brief.keywordPhrases;
  const slots = {
    brand: brief.brand,
    a: brief.audience,
    k: keywords[0],
    f: brief.features[0],
    product: brief.product,
  };
  const lines = roundRobin([
    crossFill(phrases.longHeadlines, benefits, "benefit", slots),
    [...crossFill(phrases.tones[brief.tone].long, keywords, "k", slots), ...fillEach(phrases.tones[brief.tone].long, slots)],
    crossFill(phrases.longHeadlines, brief.features, "f", slots),
  ]);
  return lines.map(capitalizeFirst);
}
