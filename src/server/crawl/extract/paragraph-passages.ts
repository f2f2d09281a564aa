import { crawlExtraction } from "../../../domain/wizard/crawl-rules.ts";
import { displayWidth } from "../../../domain/text/text.ts";
import { stopWordsFor } from "./stop-words.ts";

const sentences = new Intl.Segmenter(undefined, { granularity: "sentence" });

/**
 * A paragraph within section 5's width as it is; a longer one as passages of whole sentences, each within
 * it. Small sites often put their whole pitch in one long paragraph (a table cell of 800 characters), and
 * the spec's bound would drop the page's main text with it. A single sentence past the bound stays whole,
 * so the rule still refuses it.
 */
export function paragraphPassages(text: string): string[] {
  const { max } = crawlExtraction.paragraph;
  // Every character is at most two columns wide: a text of half the bound or less is within it.
  if (text.length * 2 <= max || displayWidth(text) <= max) return [text];
  const passages: string[] = [];
  let passage = "";
  for (const { segment } of sentences.segment(text)) {
    if (passage && displayWidth(passage + segment.trimEnd()) > max) {
      passages.push(passage.trim());
      passage = "";
    }
    passage += segment;
  }
  if (passage.trim()) passages.push(passage.trim());
  return passages;
}

/**
 * A paragraph's lines (its `<br>`s) as one text. A line that ends without punctuation, before one that
 * starts with a capital, is a sentence of its own to a reader ('Cabinet d'ostéopathie à Paris 6ème' /
 * 'Approche thérapeutique manuelle'); joined by a space the two read as one run-on sentence, so the
 * line gets a full stop. Not where the line ends on a short or function word ('in', 'across'), which
 * the next line continues, nor in German, whose nouns start with a capital mid-sentence.
 */
export function paragraphText(lines: readonly string[], language: string): string {
  if (lines.length === 0) return "";
  const isStopWord = stopWordsFor(language);
  const capitalisesNouns = /^(?:de|lb)(?:-|$)/i.test(language);
  return lines.reduce((text, line) => {
    // The line's last word with any digits ('6ème', '8 am'): a number ends a line as a word does.
    const lastWord = text.match(/[\p{L}\p{N}]+$/u)?.[0] ?? "";
    const continued = /^\p{L}+$/u.test(lastWord) && (lastWord.length <= 3 || isStopWord(lastWord.toLowerCase()));
    const endsSentence = !capitalisesNouns && lastWord !== "" && !continued && /^\p{Lu}/u.test(line);
    return `${text}${endsSentence ? ". " : " "}${line}`;
  });
}
