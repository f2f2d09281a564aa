import type { TruncationRule } from "../campaign-types/asset-kind.ts";

/**
 * Google counts Chinese, Japanese and Korean characters (and full-width forms) twice against every
 * limit. Everything else counts once per code point, so an emoji is never split in half.
 */
const doubleWidth =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303F\u3130-\u318F\uFF01-\uFF60\uFFE0-\uFFE6]/u;

export function charWidth(char: string): number {
  return doubleWidth.test(char) ? 2 : 1;
}

export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

export function isOverLimit(text: string, limit: number): boolean {
  return displayWidth(text) > limit;
}

/** The counter beside a field: '12/30'. */
export function widthCounter(text: string, limit: number): string {
  return `${displayWidth(text)}/${limit}`;
}

/** The longest prefix whose display width fits the limit, never splitting a character. */
export function cutToWidth(text: string, limit: number): string {
  let width = 0;
  let end = 0;
  for (const char of text) {
    const next = width + charWidth(char);
    if (next > limit) break;
    width = next;
    end += char.length;
  }
  return text.slice(0, end);
}

/** The cut falls exactly where a word ends, so the whole last word fits and nothing needs dropping. */
function endsAtWord(text: string, cut: string): boolean {
  return /\s/.test(text.charAt(cut.length));
}

/**
 * Search and Performance Max: cut at the last space when it lies at or past 60% of the limit,
 * otherwise hard-cut, so a long final word is not lost when it would leave a stub.
 */
export function truncateAtWordBoundary(text: string, limit: number): string {
  const trimmed = text.trim();
  if (displayWidth(trimmed) <= limit) return trimmed;
  const cut = cutToWidth(trimmed, limit);
  if (endsAtWord(trimmed, cut)) return cut.trimEnd();
  const lastSpace = cut.lastIndexOf(" ");
  if (lastSpace > 0 && displayWidth(cut.slice(0, lastSpace)) >= limit * 0.6) return cut.slice(0, lastSpace).trimEnd();
  return cut.trimEnd();
}

/** Demand Gen: trim, then cut at a space only when one lies within the last 10 characters. */
export function truncateTrailingWord(text: string, limit: number): string {
  const trimmed = text.trim();
  if (displayWidth(trimmed) <= limit) return trimmed;
  const cut = cutToWidth(trimmed, limit);
  if (endsAtWord(trimmed, cut)) return cut.trimEnd();
  const lastSpace = cut.lastIndexOf(" ");
  if (lastSpace > 0 && displayWidth(cut.slice(0, lastSpace)) >= limit - 10) return cut.slice(0, lastSpace).trimEnd();
  return cut.trimEnd();
}

export function truncateBy(rule: TruncationRule, text: string, limit: number): string {
  return rule === "word-boundary-60" ? truncateAtWordBoundary(text, limit) : truncateTrailingWord(text, limit);
}

export type Casing = "title" | "sentence" | "lower";

export const casingOptions: readonly { value: Casing; label: string }[] = [
  { value: "title", label: "Title Case" },
  { value: "sentence", label: "Sentence case" },
  { value: "lower", label: "lowercase" },
];

/** Acronyms (SEO, CRM, B2B) keep their capitals in title and sentence case; lowercase means lowercase. */
function isAcronym(word: string): boolean {
  return /^[\p{Lu}\p{N}]{2,5}$/u.test(word) && /\p{Lu}/u.test(word);
}

const wordPattern = /[\p{L}\p{N}'’]+/gu;

function capitalize(word: string): string {
  const [first = "", ...rest] = word;
  return first.toUpperCase() + rest.join("");
}

export function toTitleCase(text: string): string {
  return text.replace(wordPattern, (word) => (isAcronym(word) ? word : capitalize(word.toLowerCase())));
}

export function toSentenceCase(text: string): string {
  const lowered = text.replace(wordPattern, (word) => (isAcronym(word) ? word : word.toLowerCase()));
  // The first letter of the text and of each sentence after . ! or ? is capitalized.
  return lowered.replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_match, lead: string, letter: string) => lead + letter.toUpperCase());
}

export function applyCasing(text: string, casing: Casing): string {
  if (casing === "title") return toTitleCase(text);
  if (casing === "sentence") return toSentenceCase(text);
  return text.toLowerCase();
}
