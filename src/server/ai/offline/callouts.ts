import type { Brief } from "./brief.ts";
import { roundRobin } from "./candidates.ts";
import { withoutEndPunctuation } from "./text-pieces.ts";

/** Callouts (25): the advertiser's selling points and what the page states outright first, then its services. */
export function calloutCandidates(brief: Brief): string[] {
  const caseOf = brief.phrases?.headlineCase ?? ((text: string) => text);
  return roundRobin([
    brief.sellingPoints.map(caseOf),
    [...brief.facts].map((fact) => brief.phrases?.facts[fact].callout ?? "").filter(Boolean),
    brief.services.map(caseOf),
    [...(brief.proof ? [withoutEndPunctuation(brief.proof)] : []), ...(brief.callToAction ? [brief.callToAction] : [])],
  ]);
}
