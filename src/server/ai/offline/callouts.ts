import { normalizedWording } from "../../../domain/policy/policy.ts";
import type { Brief } from "./brief.ts";
import { headlineCaser, roundRobin } from "./candidates.ts";
import { pageAction } from "./page-actions.ts";
import { isCjk, withoutEndPunctuation, wordCount } from "./text-pieces.ts";

/** A menu's one-word link ('Portfolio', 'Packages', 'Kurse'): where the site goes, said better by a sitelink than a callout. */
const isMenuWord = (service: string, brief: Brief) =>
  !isCjk(service) && wordCount(service) === 1 && brief.links.some((link) => normalizedWording(link.text) === normalizedWording(service));


/**
 * A service named in more than one word says what is offered ('Dolor de Espalda', 'Parking & Power'); a
 * page's one-word label ('Calidad', 'Efficiency', 'Space') is often a value, so it comes after. Not where
 * one compound word names the thing.
 */
function servicesNamedFirst(brief: Brief): string[] {
  if (brief.phrases?.namesInOneWord) return brief.services;
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
  // A heading or link that asks to act ('Download Ferdi for Free') is where to click, not an offer.
  const services = servicesNamedFirst(brief).filter((service) => pageAction([service]) === null);
  const lines = [
    ...roundRobin([
      brief.sellingPoints.map(caseOf),
      [...brief.facts].map((fact) => brief.phrases?.facts[fact].callout ?? "").filter(Boolean),
      services.filter((service) => !isMenuWord(service, brief)).map(caseOf),
      brief.proof ? [withoutEndPunctuation(brief.proof)] : [],
    ]),
    // The menu's one-word links come last: what a thin page names of its offer ('Taquizas'), where nothing better is left.
    ...services.filter((service) => isMenuWord(service, brief)).map(caseOf),
  ];
  // A link named like the call to action ('Prendre rendez-vous') is a button on the page, not an offer.
  return lines.filter((line) => normalizedWording(line) !== action);
}
