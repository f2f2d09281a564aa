import { rememberedByText } from "../remembered-by-text.ts";
import { isShouted } from "./phrases/casing.ts";

/**
 * Whether the page writes a word small; how it writes it with a capital ('Croix-Rousse'), if it does; and
 * whether it does so inside a sentence, where only a name has one ('in Utrecht-Oost').
 */
type Spellings = Map<string, { small: boolean; capitalised: string | null; midSentence: boolean }>;

/** Where a sentence or a line's part begins: a capital there says nothing about the word. */
const opening = /(?:^|[.!?:;•|–—(«"“]\s*)$/u;

/**
 * How the page writes each word where it does not shout; remembered for the last pages read, since every
 * generation from a page reads it again (issue 18: the request's overhead).
 */
const spellingsOfPage = rememberedByText((page: string): Spellings => spellingsOf(page.split(textSeparator)), 64);

const textSeparator = "\u0000";

function spellingsOf(texts: readonly string[]): Spellings {
  const spellings: Spellings = new Map();
  for (const text of texts) {
    if (isShouted(text)) continue;
    for (const match of text.matchAll(/\p{L}[\p{L}\p{M}'’-]*/gu)) {
      const word = match[0];
      const key = word.toLocaleLowerCase();
      const seen = spellings.get(key) ?? { small: false, capitalised: null, midSentence: false };
      if (word === key) seen.small = true;
      // Capitalised as a name ('Croix-Rousse'), an initial ('B&B') or an acronym ('SEO') in a line that does not shout.
      else if (/^\p{Lu}/u.test(word)) {
        seen.capitalised ??= word;
        if (!opening.test(text.slice(Math.max(0, match.index - 3), match.index))) seen.midSentence = true;
      }
      spellings.set(key, seen);
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
  /** Whether the page capitalises this word inside a sentence and never writes it small: a name ('Utrecht', 'Marie'). */
  isName(word: string): boolean;
  /** A phrase typed in small letters ('zahnarzt freiburg') with the capitals the page always gives its words ('Zahnarzt Freiburg', 'Croix-Rousse'). */
  withPageCapitals(text: string): string;
}

export function pageCasing(texts: readonly string[], smallWords: ReadonlySet<string>): PageCasing {
  let read: Spellings | null = null;
  const spellings = () => (read ??= spellingsOfPage(texts.join(textSeparator)));
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
    isName(word) {
      const seen = spellings().get(word.toLocaleLowerCase());
      return seen !== undefined && seen.midSentence && !seen.small;
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
