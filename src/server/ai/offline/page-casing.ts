import { isShouted } from "./phrases/casing.ts";

/**
 * How the page writes each word where it does not shout: whether it ever writes it small, and whether it
 * ever writes it with a capital. Read once per page, and only when the page shouts a line.
 */
function spellingsOf(texts: readonly string[]): Map<string, { small: boolean; capital: boolean }> {
  const spellings = new Map<string, { small: boolean; capital: boolean }>();
  for (const text of texts) {
    if (isShouted(text)) continue;
    for (const word of text.match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? []) {
      const key = word.toLocaleLowerCase();
      const seen = spellings.get(key) ?? { small: false, capital: false };
      if (word === key) seen.small = true;
      else if (/^\p{Lu}\p{Ll}/u.test(word)) seen.capital = true;
      spellings.set(key, seen);
    }
  }
  return spellings;
}

/**
 * A line the page shouts in capitals ('DA COSTA AO PROFUNDO ALENTEJO'), in the case the page writes its
 * words elsewhere: a name it only ever capitalises keeps its capital ('Alentejo'), a word it writes small
 * is small ('costa'), and so is one of the language's small words ('da'); a word of two or three letters
 * it never writes otherwise stays an acronym ('SPA'), and the rest is small; the language's headline
 * casing then raises the first word.
 */
export function pageCaser(texts: readonly string[], smallWords: ReadonlySet<string>): (text: string) => string {
  let spellings: ReturnType<typeof spellingsOf> | null = null;
  return (text) => {
    if (!isShouted(text)) return text;
    spellings ??= spellingsOf(texts);
    const known = spellings;
    return text.replace(/\p{L}[\p{L}\p{M}'’-]*/gu, (word) => {
      const lower = word.toLocaleLowerCase();
      const seen = known.get(lower);
      if (seen?.capital && !seen.small) return lower.charAt(0).toLocaleUpperCase() + lower.slice(1);
      if (!seen && !smallWords.has(lower) && /^\p{Lu}{2,3}$/u.test(word)) return word;
      return lower;
    });
  };
}
