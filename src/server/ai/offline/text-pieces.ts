import { displayWidth } from "../../../domain/text.ts";

/** Page text as one clean line: no bullets, no runs of spaces, no wrapping quotes. */
export function cleanText(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/^[\s•·\-–—*>|]+/u, "")
    .replace(/^["'“”„‘’«»]+|["'“”„‘’«»]+$/gu, "")
    .trim();
}

export function capitalizeFirst(text: string): string {
  return text ? text[0]?.toUpperCase() + text.slice(1) : text;
}

export function withoutEndPunctuation(text: string): string {
  return text.replace(/[\s.,;:!?。、！？…]+$/u, "");
}

/** A calm, complete sentence: capitalized, ending in a full stop (a question keeps its mark). */
export function asSentence(text: string): string {
  const body = withoutEndPunctuation(text);
  if (!body) return "";
  return `${capitalizeFirst(body)}${/\?\s*$/.test(text) ? "?" : "."}`;
}

export function splitSentences(text: string): string[] {
  return cleanText(text)
    .split(/(?<=[.!?。！？])\s+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

export const fits = (text: string, limit: number) => displayWidth(text) <= limit;

/**
 * Where a sentence can end early and still read whole: at a dash, colon, semicolon or parenthesis, or at a
 * comma or before a word that opens a new phrase ('with', 'and', 'für'). A comma inside a list of
 * adjectives ('simple, elegant and secure') is not such a place.
 */
const clauseBreak = /[;:]\s|\s[-–—]\s|\s\(|,\s(?=(?:which|and|but|so|while|that|because|including|where|und|aber|die|der|das|damit|sodass|wobei|sowie)\s)/giu;
const phraseStarter = /^(?:with|without|for|and|in|on|by|from|to|at|using|via|through|while|mit|ohne|für|und|in|auf|von|zu|durch|bei)$/iu;

/**
 * Fits a sentence into the limit by ending it at a clause, never inside a word; null when no clause
 * ending keeps at least 40% of the limit.
 */
export function shortenAtClause(sentence: string, limit: number, ending = "."): string | null {
  const whole = withoutEndPunctuation(sentence);
  if (fits(whole + ending, limit)) return whole + ending;
  let best: string | null = null;
  for (const match of whole.matchAll(clauseBreak)) {
    const head = withoutEndPunctuation(whole.slice(0, match.index));
    if (fits(head + ending, limit) && displayWidth(head) >= limit * 0.4) best = head;
  }
  return best === null ? null : best + ending;
}

/** Words a shortened sentence must not end on: it would read as cut off. */
const danglingWords = /\s(?:a|an|and|or|of|the|to|with|without|for|in|on|by|from|at|as|your|our|und|oder|mit|ohne|für|von|zu|der|die|das|den|dem|ein|eine|im|in|auf|ihre?|unsere?)$/iu;

/**
 * A sentence that fits: whole, else ended at a clause, else ended before a phrase ('... of VSCode |
 * without telemetry') keeping most of it (70%, or half the limit of a long one) and not on a dangling
 * 'and'. Never cut inside a word; null when none of these fits.
 */
export function fitSentence(sentence: string, limit: number, ending = "."): string | null {
  const atClause = shortenAtClause(sentence, limit, ending);
  if (atClause) return atClause;
  const whole = withoutEndPunctuation(sentence);
  const words = whole.split(" ");
  for (let count = words.length - 1; count > 0; count--) {
    const head = withoutEndPunctuation(words.slice(0, count).join(" "));
    if (displayWidth(head) < Math.min(displayWidth(whole) * 0.7, limit * 0.5)) return null;
    const next = words[count] ?? "";
    if (fits(head + ending, limit) && phraseStarter.test(next) && !danglingWords.test(` ${head}`)) return head + ending;
  }
  return null;
}

/** Fills `{slot}`s; a template whose slot is empty is not used at all (null). */
export function fillTemplate(template: string, slots: Readonly<Record<string, string | null | undefined>>): string | null {
  let missing = false;
  const text = template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = slots[name];
    if (!value) missing = true;
    return value ?? "";
  });
  return missing ? null : text.replace(/\s+/g, " ").trim();
}

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
