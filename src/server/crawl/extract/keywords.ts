import { crawlExtraction, isKeywordCandidate } from "../../../domain/wizard/crawl-rules.ts";
import { stopWordsFor } from "./stop-words.ts";

export interface WeightedText {
  text: string;
  /** How much a word here says about the page: the title most, then headings, features, body text. */
  weight: number;
}

export const keywordWeights = { title: 5, heading: 3, description: 2, feature: 2, metaKeywords: 1, body: 1 } as const;

const separators = /[^\p{L}\p{M}\p{N}]+/u;
const unsegmented = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const kana = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const japaneseRuns = /\p{Script=Han}+|[\p{Script=Katakana}ー]+|\p{Script=Hiragana}+|[^\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー]+/gu;
const onlyHiragana = /^[\p{Script=Hiragana}ー]+$/u;

/**
 * The page's keywords: words of more than three letters, case-folded, stop words of English and the
 * page's language left out, ranked by their weighted count (ties: first seen first).
 *
 * Scripts written without spaces need splitting. Japanese splits at script changes: katakana runs are
 * loanwords ("エディタ"), kanji runs are compounds, hiragana runs are grammar (particles, endings) and
 * never keywords. This keeps "シンタックスハイライト" whole where a dictionary segmenter would halve it,
 * and costs a regular expression instead of ICU's dictionary. Chinese and Thai go to ICU's segmenter.
 */
export function rankKeywords(sources: WeightedText[], language: string): string[] {
  const isStopWord = stopWordsFor(language);
  const scores = new Map<string, { score: number; first: number }>();
  // Words are judged once each; later occurrences only add to the score.
  const rejected = new Set<string>();
  let seen = 0;
  const count = (folded: string, weight: number) => {
    const entry = scores.get(folded);
    if (entry) {
      entry.score += weight;
      return;
    }
    if (rejected.has(folded)) return;
    if (isKeyword(folded, isStopWord)) scores.set(folded, { score: weight, first: seen++ });
    else rejected.add(folded);
  };
  for (const { text, weight } of sources) {
    const needsSegmenting = unsegmented.test(text);
    for (const run of text.toLowerCase().split(separators)) {
      if (!run) continue;
      if (!needsSegmenting || !unsegmented.test(run)) count(run, weight);
      else if (language === "ja" || kana.test(run)) for (const word of run.match(japaneseRuns) ?? []) count(word, weight);
      else for (const word of segmentWords(run, language)) count(word, weight);
    }
  }
  return [...scores.entries()]
    .sort(([, a], [, b]) => b.score - a.score || a.first - b.first)
    .slice(0, crawlExtraction.caps.extractedKeywords)
    .map(([word]) => word);
}

const asciiLetters = /^[a-z]+$/;

function isKeyword(word: string, isStopWord: (word: string) => boolean): boolean {
  // Four letters take at least four code units, and a word of ASCII letters has as many letters as
  // units: most words are settled without counting letters.
  if (word.length < crawlExtraction.keywordMinLength || isStopWord(word)) return false;
  if (asciiLetters.test(word)) return true;
  return !onlyHiragana.test(word) && isKeywordCandidate(word);
}

const segmenters = new Map<string, Intl.Segmenter>();

function segmentWords(run: string, language: string): string[] {
  const locale = language || "zh";
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: "word" });
    segmenters.set(locale, segmenter);
  }
  const words: string[] = [];
  for (const segment of segmenter.segment(run)) if (segment.isWordLike) words.push(segment.segment);
  return words;
}
