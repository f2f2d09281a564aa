import { normalizedWording } from "../../../domain/policy/policy.ts";
import type { Brief } from "./brief.ts";
import { brandAtMost, fillEach, headlineCaser, nameFrames, roundRobin } from "./candidates.ts";
import { contentWords, fits, isCjk, standaloneClauses, withoutEndPunctuation, wordCount } from "./text-pieces.ts";

/** The narrowest headline of any type (Search and Performance Max: 30) and Google's minimum count, 3. */
export const headlineWidth = 30;
const googleMinimumHeadlines = 3;

/**
 * A headline that is the call to action with a word or two added ('Maak direct een afspraak' beside 'Maak
 * een afspraak'): the ad would ask for the same thing twice.
 */
function saysTheActionAgain(line: string, brief: Brief): boolean {
  if (!brief.callToAction || brief.actionButton) return false;
  const action = contentWords(brief.callToAction, brief.words.functionWords);
  const words = contentWords(line, brief.words.functionWords);
  return action.length > 0 && words.length > action.length && words.length <= action.length + 2 && action.every((word) => words.includes(word));
}

/**
 * Headline candidates, best first: the brand, the advertiser's first selling point (else the page's
 * first service), the call to action, the other selling points and services, then name frames, keyword phrases and stated facts; then the product, short
 * sentences of the page; on a thin page, clauses of longer ones that stand alone. The brand appears in at most two lines.
 */
export function headlineCandidates(brief: Brief): string[] {
  const caseOf = headlineCaser(brief);
  const services = brief.services.map(caseOf);
  // A page's one-word section label ('Kompetenz', 'Hinweise', 'Pricing') says nothing as a headline of its
  // own, nor beside the brand ('Kristin Bergmann – Kompetenz', 'WeKan – Boards') but to make up Google's minimum.
  // Where one compound word names the thing, a service the page describes in a card of its own is named ('Lohnabrechnung').
  const describedInOneWord = (service: string) => brief.phrases?.namesInOneWord === true && brief.describedServices.has(normalizedWording(service));
  const named = services.filter((service) => isCjk(service) || wordCount(service) >= 2 || describedInOneWord(service));
  const labels = services.filter((service) => !named.includes(service));
  const shortSentences = brief.sentences.map(withoutEndPunctuation).filter((sentence) => sentence.length <= headlineWidth).map(caseOf);
  const lead = roundRobin([brief.sellingPoints.map(caseOf), named.slice(0, 2)]);
  const lines = [
    ...(brief.brand ? [brief.brand] : []),
    ...lead.slice(0, 1),
    ...(brief.callToAction && !brief.actionButton ? [caseOf(brief.callToAction)] : []),
    ...lead.slice(1),
    ...roundRobin([
      named.slice(2),
      nameFrames(brief, named.slice(0, 2)),
      brief.keywordLines.map(caseOf),
      [...brief.facts].map((fact) => brief.phrases?.facts[fact].callout ?? ""),
    ]),
    ...(brief.product ? [caseOf(brief.product)] : []),
    ...fillEach(brief.phrases ? [brief.phrases.audienceFrame] : [], { a: brief.audience }).map(caseOf),
    ...shortSentences,
  ].filter(Boolean);
  const written = brandAtMost(lines.filter((line) => !saysTheActionAgain(line, brief)), brief.brand, 2);
  if (new Set(written.filter((line) => fits(line, headlineWidth))).size >= googleMinimumHeadlines) return written;
  // A thin page, whose sentences are too long for a headline: clauses of them that stand alone make up
  // Google's minimum ('30 anni di esperienza'), and no more, since a clause reads less well than a line;
  // a label beside the brand comes last.
  const clauses = brief.sentences.flatMap((sentence) => standaloneClauses(sentence, headlineWidth, brief.words, brief.language)).map(caseOf);
  // Lines only a wider headline takes come after them, so that they do not spend the brand's second line.
  const narrow = (line: string) => fits(line, headlineWidth);
  const labelFrames = nameFrames(brief, labels.slice(0, 2));
  return brandAtMost([...lines.filter(narrow), ...clauses, ...labelFrames, ...lines.filter((line) => !narrow(line))], brief.brand, 2);
}
