import type { Brief } from "./brief.ts";
import { brandAtMost, fillEach } from "./candidates.ts";
import { shortenAtClause, withoutEndPunctuation } from "./text-pieces.ts";

/** Long headlines (90): the page's own sentences, the brand before one of them, and the brand with its services. */
export function longHeadlineCandidates(brief: Brief, limit: number): string[] {
  const sentences = brief.sentences
    .map((sentence) => shortenAtClause(sentence, limit, brief.words, ""))
    .filter((sentence): sentence is string => sentence !== null)
    .map(withoutEndPunctuation);
  const services = brief.phrases && brief.services.length >= 2 ? brief.phrases.joinList(brief.services.slice(0, 3)) : null;
  const frame = brief.phrases?.nameFrames[0];
  const branded = brief.brand
    ? [...fillEach(frame ? [frame] : [], { brand: brief.brand, service: services }), ...sentences.slice(0, 2).map((sentence) => `${brief.brand}: ${sentence}`)]
    : [];
  return brandAtMost([...sentences.slice(0, 1), ...branded, ...sentences.slice(1), ...brief.sellingPoints], brief.brand, 2);
}
