import { acceptsExtractedText, crawlExtraction, type ExtractedTextKind, isNavigationLike } from "../../../domain/wizard/crawl-rules.ts";

const surrogates = /[\uD800-\uDFFF]/;
/** From the space to U+10FF every character is one code unit and one column: the width is the length. */
const beyondNarrowRange = /[^ -\u10ff]/;

/**
 * The domain's rule for a kind of text, behind a check that needs no measuring. Every character is at
 * least one column wide and at most two, and takes one UTF-16 unit (two for the rare character outside
 * the basic plane), so a string too long or too short by these bounds can never pass. Long paragraphs
 * are refused unread. Texts here are already trimmed and collapsed, and most are in scripts narrower
 * than U+1100, whose width is simply their length; only the others are measured character by character.
 */
export function accepts(kind: ExtractedTextKind, text: string): boolean {
  const { min, max } = crawlExtraction[kind];
  if (!beyondNarrowRange.test(text)) return text.length >= min && text.length <= max && !isNavigationLike(text);
  const fewestColumns = surrogates.test(text) ? text.length / 2 : text.length;
  if (fewestColumns > max || 2 * text.length < min) return false;
  return acceptsExtractedText(kind, text);
}

/** The first `cap` texts the rule accepts, each once whatever its case; the rest are never measured. */
export function firstAccepted(texts: string[], kind: ExtractedTextKind, cap: number): string[] {
  return firstDistinct(
    texts.map((text) => () => (accepts(kind, text) ? text : null)),
    cap,
  );
}

/**
 * The first `cap` distinct texts (case aside) that the candidates yield; a candidate is only asked for
 * its text, which may cost a rule check, when one is still needed. Null means the candidate has none.
 */
export function firstDistinct(candidates: Array<() => string | null>, cap: number): string[] {
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    if (kept.length === cap) break;
    const text = candidate();
    if (text === null) continue;
    const key = text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(text);
  }
  return kept;
}
