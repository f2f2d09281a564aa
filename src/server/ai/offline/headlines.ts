import type { Brief } from "./brief.ts";
import { brandAtMost, fillEach, nameFrames, roundRobin } from "./candidates.ts";
import { isCjk, withoutEndPunctuation, wordCount } from "./text-pieces.ts";

/**
 * Headline candidates, best first: the brand, the advertiser's first selling point (else the page's
 * first service), the call to action, the other selling points and services, then name frames, keyword phrases and stated facts; then the product and short
 * sentences of the page. The brand appears in at most two lines.
 */
export function headlineCandidates(brief: Brief): string[] {
  const caseOf = brief.phrases?.headlineCase ?? ((text: string) => text);
  const services = brief.services.map(caseOf);
  // A page's one-word section label ('Kompetenz', 'Hinweise', 'Pricing') says nothing as a headline of its
  // own; it still names a service beside the brand in a name frame.
  const named = services.filter((service) => isCjk(service) || wordCount(service) >= 2);
  const shortSentences = brief.sentences.map(withoutEndPunctuation).filter((sentence) => sentence.length <= 30);
  const lead = roundRobin([brief.sellingPoints.map(caseOf), named.slice(0, 2)]);
  const lines = [
    ...(brief.brand ? [brief.brand] : []),
    ...lead.slice(0, 1),
    ...(brief.callToAction ? [brief.callToAction] : []),
    ...lead.slice(1),
    ...roundRobin([
      named.slice(2),
      nameFrames(brief, services.slice(0, 2)),
      brief.keywordLines.map(caseOf),
      [...brief.facts].map((fact) => brief.phrases?.facts[fact].callout ?? ""),
    ]),
    ...(brief.product ? [caseOf(brief.product)] : []),
    ...fillEach(brief.phrases ? [brief.phrases.audienceFrame] : [], { a: brief.audience }).map(caseOf),
    ...shortSentences,
  ].filter(Boolean);
  return brandAtMost(lines, brief.brand, 2);
}
