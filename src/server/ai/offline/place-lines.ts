import { normalizedWording } from "../../../domain/policy/policy.ts";
import type { PageWords } from "./phrases/casing.ts";
import { headlineWidth } from "./headlines.ts";
import { fits } from "./text-pieces.ts";

/**
 * The prepositions and the place as plain alternatives, one boundary before them: `phrasePattern`'s edges on
 * every alternative stop the regular expression engine from scanning for their first letters, and made
 * the copy bench's slowest page five times slower (4.7 ms → 25 ms per campaign, 2026-11-27).
 */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");

interface PlaceSaid {
  /** The one or two words before the preposition ('a dentist' of 'a dentist near Kansas City'). */
  before: string[];
  preposition: string;
  /** The place as the page writes it, with its capitals. */
  place: string;
}

/** Where the page writes the phrase as a name after one of its language's place prepositions ('near Kansas City'). */
function placesSaid(phrase: string, pageText: string, prepositions: ReadonlySet<string>): PlaceSaid[] {
  if (prepositions.size === 0) return [];
  const alternatives = [...prepositions].sort((a, b) => b.length - a.length).map(escaped).join("|");
  const pattern = new RegExp(`((?:[\\p{L}\\p{M}'’-]+\\s+){0,2})(?<![\\p{L}\\p{M}])(${alternatives})\\s+(${escaped(phrase)})(?![\\p{L}\\p{M}\\p{N}])`, "giu");
  return [...pageText.matchAll(pattern)]
    .filter((match) => /^\p{Lu}/u.test(match[3] ?? ""))
    .map((match) => ({ before: (match[1] ?? "").trim().split(/\s+/u).filter(Boolean), preposition: (match[2] ?? "").toLowerCase(), place: match[3] ?? "" }));
}

export interface PlaceContext {
  pageText: string;
  prepositions: ReadonlySet<string>;
  /** The advertiser's keywords and the page's services: what a place line may say is offered there. */
  offers: readonly string[];
  functionWords: ReadonlySet<string>;
  capitalisesNouns: boolean;
  words: PageWords;
}

/**
 * A keyword the page writes as a place, after 'near', 'à' or 'sul' ('Kansas City', 'Paris 6ème'), says
 * where, not what: a headline of it alone tells the reader nothing of the offer. It is said with the
 * offer: the page's own words where words of the offers stand before it ('Dentist near Kansas City',
 * 'Steuerbüro in Köln-Ehrenfeld' of the keyword 'steuerbüro köln'), else the first offer the page writes
 * small, a thing and not a name, with the page's preposition ('Ostéopathie à Paris 6ème', 'Gelato sul Lago
 * di Garda'). Undefined for a keyword that is no place; the place alone when no offer fits beside it.
 */
export function placeLine(keyword: string, context: PlaceContext): string | undefined {
  const said = placesSaid(keyword, context.pageText, context.prepositions);
  const first = said[0];
  if (!first) return undefined;
  // A name among the keywords ('emmanuel lainé') is no offer: 'Lainé à Paris 6ème' names the person, not what is done there.
  const isName = (word: string) => !context.capitalisesNouns && context.words.namedInProse(word) && !context.words.writtenSmall(word);
  const offerWords = new Set(context.offers.flatMap((offer) => normalizedWording(offer).split(" ")).filter((word) => !context.functionWords.has(word) && !isName(word)));
  const fitting = (line: string) => (fits(line, headlineWidth) ? line : undefined);
  for (const { before, preposition, place } of said) {
    for (const count of [2, 1]) {
      const words = before.slice(-count);
      if (words.length === count && words.every((word) => offerWords.has(normalizedWording(word)))) {
        const line = fitting(`${words.join(" ")} ${preposition} ${place}`);
        if (line) return line;
      }
    }
  }
  const place = normalizedWording(keyword);
  const thing = context.offers.find((offer) => {
    const key = normalizedWording(offer);
    return key !== place && !place.includes(key) && !key.includes(place) && offer.split(/\s+/u).every((word) => context.words.writtenSmall(word));
  });
  return (thing && fitting(`${thing} ${first.preposition} ${first.place}`)) ?? first.place;
}
