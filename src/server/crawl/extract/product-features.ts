import { crawlExtraction } from "../../../domain/wizard/crawl-rules.ts";
import { displayWidth } from "../../../domain/text/text.ts";
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
  const lead = `${card.heading}${/[.:!?。：！？]$/.test(card.heading) ? " " : ": "}`;
  const fitting = longestFittingBeginning(firstSentence(card.description), crawlExtraction.feature.max - displayWidth(lead));
  const combined = fitting === null ? null : accepted(`${lead}${fitting}`);
  return combined ?? accepted(card.heading);
}

/** Words that open a subordinate clause, in the writer's languages ('se' and 'als' left out: they open main clauses too). */
const subordinateOpening =
  /^(?:if|when|whether|because|although|unless|once|si|cuando|aunque|porque|mientras|wenn|falls|weil|obwohl|sobald|quand|lorsque|parce que|bien que|puisque|quando|perché|sebbene|qualora|wanneer|omdat|indien|hoewel|zodra|embora|caso|enquanto)(?![\p{L}])/iu;

/**
 * The whole sentence if it fits the width, else its longest beginning that ends at a clause break
 * (comma, semicolon, dash). Each clause is measured once, not each candidate over again.
 */
function longestFittingBeginning(sentence: string, width: number): string | null {
  // A sentence that opens with its condition ('Si tienes un inmueble para vender, …, Altorra te ayuda') says
  // its point last: any beginning of it is a condition left hanging, so it is taken whole or not at all.
  if (subordinateOpening.test(sentence)) return displayWidth(sentence) <= width ? sentence : null;
  const ends = [...sentence.matchAll(/[,;、，]\s|\s[–—]\s/g)].map((match) => match.index);
  ends.push(sentence.length);
  let fitting: string | null = null;
  let used = 0;
  let start = 0;
  for (const end of ends) {
    used += displayWidth(sentence.slice(start, end));
    if (used > width) break;
    fitting = sentence.slice(0, end);
    start = end;
  }
  return fitting;
}
