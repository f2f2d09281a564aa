import { phrasePattern } from "../../../domain/brand-rules/index.ts";
import { normalizedWording } from "../../../domain/policy/policy.ts";
import { isArtefact } from "./artefacts.ts";
import { isLabelHeading } from "./page-labels.ts";
import { placeLine } from "./place-lines.ts";
import type { PageWords } from "./phrases/casing.ts";
import type { Phrasebook } from "./phrases/phrasebook.ts";
import { genericWords } from "./phrases/phrasebooks.ts";
import { cleanText } from "./text-pieces.ts";

/* The advertiser's keywords as the page writes them, and those that read as a headline (issue 19). */

/** Each word of the spelling written with a capital ('Mile High', 'Marina Centro'). */
const capitalisedEach = (spelling: string) => spelling.split(/\s+/u).every((word) => /^\P{Ll}*\p{Lu}/u.test(word));

/**
 * The keywords that read as a headline: phrases, not single words, and not a part of the brand's name
 * that the page never writes in small letters ('Mile High' of 'Mile High Comfort Heating'), which says less
 * than the name itself; 'Restaurant chinois' of 'Restaurant Chinois Le Jardin', written small in its
 * sentences too, is the offer.
 */
export function keywordLines(
  keywords: readonly string[],
  asOnPage: (phrase: string) => string,
  phrases: Phrasebook | null,
  /** `words`: the page's casing with the brand's capitals counted, which show its person's name ('Emmanuel Lainé'). */
  page: { brand: string; text: string; services: readonly string[]; words: PageWords },
): string[] {
  const { brand, text: pageText } = page;
  const offers = [...keywords.map(asOnPage), ...page.services];
  const brandWording = ` ${normalizedWording(brand)} `;
  const withoutBrand = brand ? pageText.replace(phrasePattern(brand), " ") : pageText;
  // Said elsewhere only with capitals ('At Mile High Comfort, we …'), it is still the name.
  const nameOnly = (keyword: string) =>
    brandWording.includes(` ${normalizedWording(keyword)} `) &&
    [...withoutBrand.matchAll(phrasePattern(keyword))].every(([said]) => capitalisedEach(said));
  // Cut short where the page always goes on with a code ('Führerschein Klasse' of 'Führerschein Klasse B'): half a name.
  const code = /^\s+(?:\p{Lu}[\p{Lu}\p{N}]{0,4}|\p{N}+)(?![\p{L}\p{N}])/u;
  const cutShort = (keyword: string) => {
    const said = [...pageText.matchAll(phrasePattern(keyword))];
    return said.length > 0 && said.every((match) => code.test(pageText.slice(match.index + match[0].length)));
  };
  return keywords
    .map(cleanText)
    .filter((keyword) => keyword.includes(" ") && !isArtefact(keyword) && !genericWords.has(keyword.toLowerCase()) && !isLabelHeading(keyword))
    .filter((keyword) => !nameOnly(keyword) && !cutShort(keyword))
    .filter((keyword) => !phrases || !keyword.split(" ").every((word) => phrases.functionWords.has(word.toLowerCase())))
    .map(asOnPage)
    .map((line) => {
      if (!phrases) return line;
      // In the brand's own name ('en Clínica Dental Ríos Rosas') the words name the business, not a place.
      return placeLine(line, { pageText: withoutBrand, prepositions: phrases.placePrepositions, offers, functionWords: phrases.functionWords, capitalisesNouns: phrases.capitalisesNouns, words: page.words }) ?? line;
    });
}

/**
 * The page writes the phrase always with a capital on each of its words ('Marina Centro', never 'marina
 * centro'), and so inside a sentence at least once ('… nel cuore di Marina Centro'), where a heading's title
 * case ('Fisioterapia Online') shows nothing.
 */
export function writtenOnlyAsName(phrase: string, pageText: string): boolean {
  const said = [...pageText.matchAll(phrasePattern(phrase))];
  const inSentence = ({ index }: { index: number }) => /(?:^|\s)\p{Ll}+\s+$/u.test(pageText.slice(Math.max(0, index - 20), index));
  return said.length > 0 && said.every(([spelling]) => capitalisedEach(spelling)) && said.some(inSentence);
}

/** How the page itself writes a phrase ('VSCode', 'Open Source'), when it does with capitals; else as given. */
export function asWrittenOnPage(phrase: string, pageText: string): string {
  // A space in the phrase stands for a hyphen or an apostrophe on the page too ('köln ehrenfeld' is 'Köln-Ehrenfeld').
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "[\\s'’-]+");
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "giu");
  const spellings = [...pageText.matchAll(pattern)].map((match) => match[0].replace(/\s+/g, " "));
  // Else the page's own marks ('prud'hommes' for 'prud hommes'), which a keyword typed without them loses.
  return spellings.find((spelling) => /\p{Lu}/u.test(spelling.slice(1))) ?? spellings.find((spelling) => /\p{Lu}/u.test(spelling)) ?? spellings[0] ?? phrase;
}
