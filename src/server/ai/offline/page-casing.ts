import { phrasePattern } from "../../../domain/brand-rules/index.ts";
import { rememberedByText } from "../remembered-by-text.ts";
import { isShouted } from "./phrases/casing.ts";

/**
 * Whether the page writes a word small; how it writes it with a capital ('Croix-Rousse'), if it does;
 * whether it does so inside a line, where a name or a title's style has one; and whether it does so in
 * prose, where only a name has one ('in Utrecht-Oost', '75006 Paris'), not in a heading the page writes
 * in title case ('Efficienza e Costi Certi').
 */
type Spellings = Map<string, { small: boolean; capitalised: string | null; midSentence: boolean; inProse: boolean; opensProse: boolean }>;

/** Where a sentence or a line's part begins: a capital there says nothing about the word. */
const opening = /(?:^|[.!?:;•|–—(«"“]\s*)$/u;

/** A text's parts that read on their own: its sentences, a label and its text ('Recupero Crediti: Assistenza completa …'). */
const lineParts = /\s*(?:[:|•–—]|\s-\s)\s*|(?<=[.!?])\s+/u;
const wordPattern = /\p{L}[\p{L}\p{M}'’-]*/gu;
/** A postcode before a word: an address names a place ('75006 Paris', '28013 Madrid'). */
const afterPostcode = /\b\d{4,5}\s+$/u;
/**
 * 'In' before a line's last word, in the languages that write sentence case: a place ('Fisioterapia en
 * Bogotá', 'Ostéopathe à Paris 6ème'), where 'en Soluciones Inmobiliarias' goes on.
 */
const inBefore = /(?:^|\s)(?:en|à|a|in|em|na|no|bij)\s+$/u;
const atLineEnd = /^[\p{L}\p{M}'’-]*(?:\s+\d\S*)?\s*[.!?]?$/u;

/**
 * How the page writes each word where it does not shout, per language's small words; remembered for the
 * last pages read, since every generation from a page reads it again (issue 18: the request's overhead).
 */
const readers = new WeakMap<ReadonlySet<string>, (page: string) => Spellings>();
function spellingsOfPage(page: string, smallWords: ReadonlySet<string>): Spellings {
  let read = readers.get(smallWords);
  if (!read) {
    read = rememberedByText((text: string) => spellingsOf(text.split(textSeparator), smallWords), 64);
    readers.set(smallWords, read);
  }
  return read(page);
}

const textSeparator = "\u0000";

/** Addresses, e-mails and paths ('info@fitfabriek-eindhoven.nl', '24/7'): their words are written small whatever they name. */
const addressLike = /\S*[@/]\S*|\S+\.\p{Ll}{2,6}(?!\p{L})\S*/gu;

/** An elided article or preposition before a word ('l'ostéopathie', 'dell'orto'): the word after it is the one whose case counts. */
const elision = /(?<!\p{L})(l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|dell|dall|nell|sull|all|coll|un|quell|tutt)['’](?=\p{L})/giu;

function spellingsOf(texts: readonly string[], smallWords: ReadonlySet<string>): Spellings {
  const spellings: Spellings = new Map();
  for (const written of texts) {
    if (isShouted(written)) continue;
    const text = written.replace(addressLike, " ").replace(elision, "$1' ");
    for (const part of text.split(lineParts)) {
      // Prose writes some word of its own small after the first: a capital inside it is a name's.
      const words = [...part.matchAll(wordPattern)].map(([word]) => word);
      const prose = words.some((word, index) => index > 0 && word.length >= 3 && word === word.toLocaleLowerCase() && !smallWords.has(word));
      // A line in title case ('Desodorante Natural em Creme') capitalises its last word too: after 'em' it names no place.
      const titleStyled = words.slice(1, -1).some((word) => word.length >= 3 && !smallWords.has(word.toLocaleLowerCase()) && /^\p{Lu}/u.test(word));
      for (const match of part.matchAll(wordPattern)) {
        const word = match[0];
        const key = word.toLocaleLowerCase();
        const seen = spellings.get(key) ?? { small: false, capitalised: null, midSentence: false, inProse: false, opensProse: false };
        if (word === key) seen.small = true;
        // Capitalised as a name ('Croix-Rousse'), an initial ('B&B') or an acronym ('SEO') in a line that does not shout.
        else if (/^\p{Lu}/u.test(word)) {
          seen.capitalised ??= word;
          const before = part.slice(Math.max(0, match.index - 6), match.index);
          if (match.index > 0 && !opening.test(before.slice(-3))) {
            seen.midSentence = true;
            if (prose) seen.inProse = true;
          } else if (prose) seen.opensProse = true;
          if (afterPostcode.test(before) || (!titleStyled && inBefore.test(before) && atLineEnd.test(part.slice(match.index)))) seen.inProse = true;
        }
        spellings.set(key, seen);
      }
    }
  }
  return spellings;
}

/** The page's own casing of its words, read once per page when first asked (issue 19: casing rules per language). */
export interface PageCasing {
  /**
   * A line the page shouts in capitals ('DA COSTA AO PROFUNDO ALENTEJO'), in the case the page writes its
   * words elsewhere: a name it only ever capitalises keeps its capital ('Alentejo'), a word it writes small
   * is small ('costa'), and so is one of the language's small words ('da'); a word of two or three letters
   * it never writes otherwise stays an acronym ('SPA'), and the rest is small. The language's headline
   * casing then raises the first word. A line that does not shout is returned as it is.
   */
  unshouted(text: string): string;
  /** Whether the page writes this word small somewhere: a common word, not a name ('Sport' in 'du sport'). */
  writtenSmall(word: string): boolean;
  /**
   * Whether the page capitalises this word in prose or an address and never writes it small: a name,
   * which a heading in title case ('Ostéopathie Viscérale') alone does not show.
   */
  namedInProse(word: string): boolean;
  /** A phrase typed in small letters ('zahnarzt freiburg') with the capitals the page always gives its words ('Zahnarzt Freiburg', 'Croix-Rousse'). */
  withPageCapitals(text: string): string;
}

/**
 * `brand`: the advertiser's name, whose capitals ('Studio Legale Rossi') show that the name is one, not
 * that its words are ('Assistenza legale alle imprese'); the headlines keep the name as it is written.
 */
export function pageCasing(texts: readonly string[], smallWords: ReadonlySet<string>, brand = ""): PageCasing {
  let read: Spellings | null = null;
  const withoutBrand = brand ? (text: string) => text.replace(phrasePattern(brand), " | ") : (text: string) => text;
  const spellings = () => (read ??= spellingsOfPage(texts.map(withoutBrand).join(textSeparator), smallWords));
  return {
    unshouted(text) {
      if (!isShouted(text)) return text;
      const known = spellings();
      return text.replace(/\p{L}[\p{L}\p{M}'’-]*/gu, (word) => {
        const lower = word.toLocaleLowerCase();
        const seen = known.get(lower);
        if (seen?.capitalised && !seen.small) return seen.capitalised;
        if (!seen && !smallWords.has(lower) && /^\p{Lu}{2,3}$/u.test(word)) return word;
        return lower;
      });
    },
    writtenSmall: (word) => spellings().get(word.toLocaleLowerCase())?.small ?? false,
    namedInProse(word) {
      const seen = spellings().get(word.toLocaleLowerCase());
      // A long word that opens a sentence and has a capital inside a line too ('Como Nace Fysiopuntura') is a
      // name; a short one ('Siamo', 'Aulas') is the language's own, which any sentence may open with.
      return seen !== undefined && !seen.small && (seen.inProse || (seen.opensProse && seen.midSentence && [...word].length >= 8));
    },
    withPageCapitals(text) {
      const known = spellings();
      return text.replace(/\p{L}[\p{L}\p{M}'’-]*/gu, (word) => {
        const seen = known.get(word);
        return seen?.capitalised && !seen.small ? seen.capitalised : word;
      });
    },
  };
}
