import { crawlExtraction } from "../../../domain/crawl-rules.ts";
import { accepts, firstDistinct } from "./accepted-texts.ts";
import type { FeatureCard } from "./feature-cards.ts";
import type { ListItemText } from "./page-material.ts";
import { firstSentence } from "./text-rules.ts";

/**
 * Features from bullet lists and from feature cards, in page order, those inside a section the page
 * names for features or benefits first. A card reads "Heading: first sentence" (or the sentence's
 * first clauses) when that fits the feature length, else its heading alone.
 */
export function productFeatures(listItems: ListItemText[], cards: FeatureCard[]): string[] {
  const candidates: Array<ListItemText | FeatureCard> = [...listItems.filter((item) => !item.linkOnly), ...cards];
  candidates.sort((a, b) => Number(b.featureSection) - Number(a.featureSection) || a.order - b.order);
  return firstDistinct(
    candidates.map((candidate) => () => ("heading" in candidate ? cardText(candidate) : accepted(candidate.text))),
    crawlExtraction.caps.productFeatures,
  );
}

/** A quotation is a testimonial: social proof, not something the product does. */
const quoted = /^["“”„«»‘’'「『]/;

function accepted(text: string): string | null {
  return !quoted.test(text) && accepts("feature", text) ? text : null;
}

function cardText(card: FeatureCard): string | null {
  const joiner = /[.:!?。：！？]$/.test(card.heading) ? " " : ": ";
  for (const part of leadingClauses(firstSentence(card.description))) {
    const combined = `${card.heading}${joiner}${part}`;
    if (accepts("feature", combined)) return combined;
  }
  return accepted(card.heading);
}

/** The sentence, then ever shorter beginnings of it that end at a clause break (comma, semicolon, dash). */
function leadingClauses(sentence: string): string[] {
  const breaks = [...sentence.matchAll(/[,;、，]\s|\s[–—]\s/g)].map((match) => match.index);
  return [sentence, ...breaks.reverse().map((end) => sentence.slice(0, end))];
}
