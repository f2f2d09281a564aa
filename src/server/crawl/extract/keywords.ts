import { crawlExtraction, isKeywordCandidate } from "../../../domain/wizard/crawl-rules.ts";
import { isPhraseWord, stopWordsForText } from "./stop-words.ts";

export interface WeightedText {
  text: string;
  /** How much a word here says about the page: the title most, then headings, features, body text. */
  weight: number;
}

export const keywordWeights = { title: 5, heading: 3, description: 2, feature: 2, metaKeywords: 1, body: 1 } as const;

const separators = /[^\p{L}\p{M}\p{N}]+/u;

/** Words as a marketer types them: hyphenated ones whole ('köln-ehrenfeld', 'auto-école'), apostrophes read below. */
const wordPattern = /[\p{L}\p{M}\p{N}]+(?:[-'’][\p{L}\p{M}\p{N}]+)*/gu;
/** Articles and prepositions elided before an apostrophe ('l'ostéopathie', 'dell'orto'): the word is what follows. */
const elided = new Set(["l", "d", "j", "m", "n", "s", "t", "c", "qu", "un", "dell", "dall", "nell", "sull", "all", "coll", "quell", "sant"]);
/** English endings after an apostrophe ('emma's', 'don't', 'we're'): the word is what precedes. */
const clitics = new Set(["s", "t", "re", "ll", "ve", "d", "m"]);

function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const [token] of text.matchAll(wordPattern)) {
    const [head = "", ...rest] = token.split(/['’]/u);
    if (rest.length === 0) words.push(token);
    // The elided word stays, marked, to join a phrase as an 'of' does ('chambre d'hôtes').
    else if (elided.has(head)) words.push(`${head}'`, rest.join("'"));
    else if (rest.length === 1 && clitics.has(rest[0] ?? "")) words.push(head);
    else words.push(head, ...rest);
  }
  return words;
}

const unsegmented = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const kana = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const japaneseRuns = /\p{Script=Han}+|[\p{Script=Katakana}ー]+|\p{Script=Hiragana}+|[^\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー]+/gu;
const onlyHiragana = /^[\p{Script=Hiragana}ー]+$/u;

/**
 * A noun written for every gender ('Patient*innen', 'Therapeut:innen', 'étudiant·es'): people the page
 * speaks to or of, not an offer, and split at its mark it would give 'innen'.
 */
const genderedWord = /[\p{L}\p{M}]+[*:_·][\p{L}\p{M}]+/gu;

/** Where a key phrase cannot run on: punctuation between its words ('Editor, Code', 'Consultoría & asesoría' are no phrase). */
const phraseBreaks = /[.,;:!?|•·–—()[\]{}"“”«»/\\&+]+|\s-\s/u;

/** 'Of' between two words of a phrase, as the Romance languages and Dutch build them ('ovos de páscoa', 'diritto di famiglia', 'chambre d'hôtes'). */
const ofWords = new Set(["de", "di", "da", "do", "du", "del", "della", "des", "dos", "das", "van", "d'", "dell'"]);

interface Term {
  /** Weighted count: the title counts most, then headings, features, body text. */
  score: number;
  /** Times it occurs, whatever the weight. */
  count: number;
  first: number;
  words: number;
}

/**
 * The page's keywords, as a marketer lists them: key phrases of two words the page uses in two places
 * ('code editor', 'open source', 'chambre d'hôtes'), and single words of more than three letters, case-folded,
 * stop words of English and the page's language left out. A word that mostly occurs inside one of its key
 * phrases is left to the phrase ('editor' to 'code editor'): alone it would match searches for something
 * else. Ranked by weighted count, a phrase's counting for each of its words (ties: first seen first).
 *
 * Scripts written without spaces need splitting. Japanese splits at script changes: katakana runs are
 * loanwords ("エディタ"), kanji runs are compounds, hiragana runs are grammar (particles, endings) and
 * never keywords. This keeps "シンタックスハイライト" whole where a dictionary segmenter would halve it,
 * and costs a regular expression instead of ICU's dictionary. Chinese and Thai go to ICU's segmenter.
 * Their runs are keywords on their own: a phrase of them would need the segmenter's word boundaries.
 */
export function rankKeywords(sources: WeightedText[], language: string): string[] {
  const isStopWord = stopWordsForText(sources.flatMap(({ text }) => text.toLowerCase().split(separators)).slice(0, 2000), language);
  const terms = new Map<string, Term>();
  // Words are judged once each; later occurrences only add to the score.
  const rejected = new Set<string>();
  let seen = 0;
  const add = (term: string, words: number, weight: number) => {
    const entry = terms.get(term);
    if (entry) {
      entry.score += weight;
      entry.count += 1;
    } else terms.set(term, { score: weight, count: 1, first: seen++, words });
  };
  const count = (folded: string, weight: number) => {
    if (terms.has(folded)) add(folded, 1, weight);
    else if (rejected.has(folded)) return;
    else if (isKeyword(folded, isStopWord)) add(folded, 1, weight);
    else rejected.add(folded);
  };
  // How often each word that may stand in a phrase occurs: a phrase must be more than two words met by chance.
  const occurrences = new Map<string, number>();
  // The words around each use of a phrase: a term is used in sentences of its own, where words that only
  // meet in one repeated line ('No Clever Tagline Needed', a testimonial's 'Iván López Gutiérrez') are not.
  const phraseContexts = new Map<string, Set<string>>();
  for (const { text, weight } of sources) {
    const lower = text.toLowerCase();
    if (unsegmented.test(text)) {
      for (const run of lower.split(separators)) {
        if (!run) continue;
        if (!unsegmented.test(run)) count(run, weight);
        else if (language === "ja" || kana.test(run)) for (const word of run.match(japaneseRuns) ?? []) count(word, weight);
        else for (const word of segmentWords(run, language)) count(word, weight);
      }
      continue;
    }
    for (const stretch of lower.replace(genderedWord, " | ").split(phraseBreaks)) {
      const tokens = wordsOf(stretch);
      let start = -1;
      let joiner: string | null = null;
      tokens.forEach((word, index) => {
        if (!word.endsWith("'")) count(word, weight);
        const inPhrase = word.length >= 3 && /\p{L}/u.test(word) && !word.endsWith("'") && isPhraseWord(word, isStopWord);
        if (inPhrase) {
          occurrences.set(word, (occurrences.get(word) ?? 0) + 1);
          const previous = tokens[start];
          if (start >= 0 && previous !== undefined) {
            const phrase = joiner ? `${previous} ${joiner}${joiner.endsWith("'") ? "" : " "}${word}` : `${previous} ${word}`;
            add(phrase, 2, weight);
            const contexts = phraseContexts.get(phrase) ?? new Set<string>();
            contexts.add(`${tokens[start - 1] ?? ""} ${tokens[index + 1] ?? ""}`);
            phraseContexts.set(phrase, contexts);
          }
          start = index;
          joiner = null;
        } else if (start >= 0 && joiner === null && ofWords.has(word)) joiner = word;
        else {
          start = -1;
          joiner = null;
        }
      });
    }
  }
  return keyTerms(terms, occurrences, phraseContexts)
    .slice(0, crawlExtraction.caps.extractedKeywords)
    .map(([term]) => term);
}

/**
 * The share of the rarer word's uses that are in the phrase: 'open source' near 1, 'ostéopathie du sport'
 * (every 'sport' of the page) too, two words that met once in a long page low.
 */
const minimumCohesion = 0.5;

/** A phrase's first and last word, without the 'of' between ('ovos', 'páscoa'; 'chambre', 'hôtes'). */
function ends(phrase: string): [string, string] {
  const words = phrase.split(" ");
  return [words[0] ?? "", (words.at(-1) ?? "").replace(/^\p{L}+'/u, "")];
}

/** The phrases said in two places or more whose words belong together, and the words not mostly said inside one of them, best first. */
function keyTerms(terms: Map<string, Term>, occurrences: ReadonlyMap<string, number>, contexts: ReadonlyMap<string, ReadonlySet<string>>): [string, Term][] {
  const cohesion = (phrase: string, count: number) => {
    const [first, last] = ends(phrase);
    return count / Math.min(occurrences.get(first) ?? count, occurrences.get(last) ?? count);
  };
  const cohesive = [...terms.entries()]
    .filter(([phrase, term]) => term.words > 1 && (contexts.get(phrase)?.size ?? 0) >= 2 && cohesion(phrase, term.count) >= minimumCohesion)
    .sort((a, b) => b[1].count - a[1].count);
  // A phrase that shares a word with one said more often is its overlap with the next word ('source
  // android' beside 'open source'), not a term of its own.
  const phrases: [string, Term][] = [];
  for (const entry of cohesive) {
    const words = ends(entry[0]);
    if (!phrases.some(([kept, term]) => term.count > entry[1].count && ends(kept).some((word) => words.includes(word)))) phrases.push(entry);
  }
  const phraseCount = new Map<string, number>();
  for (const [phrase, term] of phrases) for (const word of ends(phrase)) phraseCount.set(word, Math.max(phraseCount.get(word) ?? 0, term.count));
  const words = [...terms.entries()].filter(([word, term]) => term.words === 1 && (phraseCount.get(word) ?? 0) * 2 <= term.count);
  const rank = ([, term]: [string, Term]) => term.score * term.words;
  return [...phrases, ...words].sort((a, b) => rank(b) - rank(a) || a[1].first - b[1].first);
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
