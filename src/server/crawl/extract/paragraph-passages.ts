import { crawlExtraction } from "../../../domain/crawl-rules.ts";
import { displayWidth } from "../../../domain/text.ts";

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
