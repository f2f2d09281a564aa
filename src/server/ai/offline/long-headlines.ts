import type { Brief } from "./brief.ts";
import { brandAtMost, fillEach, serviceList } from "./candidates.ts";
import { headlineWidth } from "./headlines.ts";
import { fits, shortenAtClause, withoutEndPunctuation } from "./text-pieces.ts";

/**
 * Long headlines (90): the page's own sentences, the brand before one of them, and the brand with its
 * services. Each sentence appears once, branded or not: 'Lou Cantou: Chambre d'hôtes' beside 'Chambre
 * d'hôtes' is one line twice.
 */
export function longHeadlineCandidates(brief: Brief, limit: number): string[] {
  const sentences = brief.sentences
    .map((sentence) => shortenAtClause(sentence, limit, brief.words, ""))
    .filter((sentence): sentence is string => sentence !== null)
    .map(withoutEndPunctuation);
  const services = serviceList(brief);
  const frame = brief.phrases?.nameFrames[0];
  const named = brief.brand ? fillEach(frame ? [frame] : [], { brand: brief.brand, service: services }) : [];
  const [first, second, ...rest] = sentences;
  // A sentence that already opens with a label of its own ('Smith & Sons: Gas Safe plumbers …') takes no second one.
  const branded = second !== undefined && brief.brand && !second.includes(": ") ? `${brief.brand}: ${second}` : null;
  const secondLine = branded !== null && fits(branded, limit) ? branded : second;
  const lines = brandAtMost([...(first === undefined ? [] : [first]), ...named, ...(secondLine === undefined ? [] : [secondLine]), ...rest, ...brief.sellingPoints], brief.brand, 2);
  // A line that would fit a headline ('Restaurant Chinois Le Jardin', 'No additives or preservatives')
  // spends the long one's room and is better said as a headline or a description: it is a long headline
  // only where no longer line is left, for the types that need one (Display, Performance Max).
  const longer = lines.filter((line) => !fits(line, headlineWidth));
  return longer.length > 0 ? longer : lines;
}
