import { normalizedWording } from "../../../domain/policy.ts";
import type { Phrasebook } from "./phrases/phrasebook.ts";

const wordsOf = (text: string) => normalizedWording(text).split(" ").filter(Boolean);

/** How the page itself writes a phrase ('VSCode', 'Open Source'), when it does with capitals; else as given. */
export function asWrittenOnPage(phrase: string, pageText: string): string {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "giu");
  const spellings = [...pageText.matchAll(pattern)].map((match) => match[0].replace(/\s+/g, " "));
  return spellings.find((spelling) => /\p{Lu}/u.test(spelling.slice(1))) ?? phrase;
}

/**
 * The page's most frequent two-word phrase holding the word ('analytics' -> 'web analytics'), seen at
 * least twice. The other word must say something: not a function word, not the brand, and in German a noun
 * (capitalized), since an inflected adjective ('internen Feed') reads wrong on its own.
 */
function commonPhrase(word: string, pageTokens: readonly string[], phrases: Phrasebook, brandWords: ReadonlySet<string>): string | null {
  const counts = new Map<string, number>();
  const lower = pageTokens.map((token) => token.toLowerCase());
  lower.forEach((current, index) => {
    if (current !== word) return;
    for (const otherIndex of [index - 1, index + 1]) {
      const other = lower[otherIndex];
      const written = pageTokens[otherIndex] ?? "";
      if (!other || other === word || other.length < 3 || phrases.functionWords.has(other) || brandWords.has(other) || /\d/.test(other)) continue;
      if (phrases.language === "de" && !/^\p{Lu}/u.test(written)) continue;
      const phrase = otherIndex < index ? `${other} ${current}` : `${current} ${other}`;
      counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
    }
  });
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  return best && best[1] >= 2 ? best[0] : null;
}

/**
 * Keywords as headline templates can use them. A keyword the brand already says is left to the brand's
 * lines; a single word is widened to the page's phrase for it ('source' -> 'open source'); a vague word
 * ('install', 'simple') on its own makes no headline; casing follows the page.
 */
export function keywordPhrases(keywords: readonly string[], brand: string, pageText: string, phrases: Phrasebook): string[] {
  const brandWords = new Set(wordsOf(brand));
  const pageTokens = pageText.match(/[\p{L}\p{N}]+/gu) ?? [];
  const seen = new Set<string>();
  const result: string[] = [];
  for (const keyword of keywords) {
    const words = wordsOf(keyword);
    if (words.length === 0 || words.every((word) => brandWords.has(word))) continue;
    let phrase: string | null = keyword.trim();
    if (words.length === 1) {
      const [word = ""] = words;
      phrase = commonPhrase(word, pageTokens, phrases, brandWords) ?? (phrases.weakWords.has(word) ? null : phrase);
    }
    if (phrase === null || wordsOf(phrase).every((word) => brandWords.has(word))) continue;
    const key = normalizedWording(phrase);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(asWrittenOnPage(phrase, pageText));
  }
  return result;
}
