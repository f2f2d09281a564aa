import { normalizedWording } from "../../../domain/policy/policy.ts";
import type { Brief } from "./brief.ts";
import { headlineCaser, roundRobin } from "./candidates.ts";
import { pageAction } from "./page-actions.ts";
import { isCjk, withoutEndPunctuation, wordCount } from "./text-pieces.ts";

/** Languages that name a thing in one compound word ('Zeiterfassung', 'Huisbezoek'). */
const compounding = new Set(["de", "nl"]);

/**
 * A service named in more than one word says what is offered ('Dolor de Espalda', 'Parking & Power'); a
 * page's one-word label ('Calidad', 'Efficiency', 'Space') is often a value, so it comes after. Not where
 * one compound word names the thing.
 */
function servicesNamedFirst(brief: Brief): string[] {
  if (compounding.has(brief.language)) return brief.services;
  const named = (service: string) => isCjk(service) || wordCount(service) >= 2;
  return [...brief.services.filter(named), ...brief.services.filter((service) => !named(service))];
}

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
    // A heading or link that asks to act ('Download Ferdi for Free') is where to click, not an offer.
    servicesNamedFirst(brief)
      .filter((service) => pageAction([service]) === null)
      .map(caseOf),
    brief.proof ? [withoutEndPunctuation(brief.proof)] : [],
  ]);
  // A link named like the call to action ('Prendre rendez-vous') is a button on the page, not an offer.
  return lines.filter((line) => normalizedWording(line) !== action);
}
