import { normalizedWording } from "../../../domain/policy/policy.ts";
import type { Brief } from "./brief.ts";
import { headlineCaser, roundRobin } from "./candidates.ts";
import { withoutEndPunctuation } from "./text-pieces.ts";

/**
 * Callouts (25): the advertiser's selling points and what the page states outright first, then its
 * services and proof. Never the call to action: a callout says what the business offers, not what to click.
 */
export function calloutCandidates(brief: Brief): string[] {
  const caseOf = headlineCaser(brief);
  const action = brief.callToAction ? normalizedWording(brief.callToAction) : null;
  const lines = roundRobin([
    brief.sellingPoints.map(caseOf),
    [...brief.facts].map((fact) => brief.phrases?.facts[fact].callout ?? "").filter(Boolean),
    brief.services.map(caseOf),
    brief.proof ? [withoutEndPunctuation(brief.proof)] : [],
  ]);
  // A link named like the call to action ('Prendre rendez-vous') is a button on the page, not an offer.
  return lines.filter((line) => normalizedWording(line) !== action);
}
