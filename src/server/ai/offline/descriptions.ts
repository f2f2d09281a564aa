import { normalizedWording } from "../../../domain/policy/policy.ts";
import type { AssetKind } from "../../../domain/campaign-types/asset-kind.ts";
import type { Brief } from "./brief.ts";
import { brandAtMost, fillEach, serviceList } from "./candidates.ts";
import { statedFacts } from "./page-facts.ts";
import { addressed } from "./phrases/phrasebook.ts";
import { asSentence, contentWords, fits, shortenAtClause, withoutEndPunctuation, wordStem } from "./text-pieces.ts";

const says = (text: string, part: string) => normalizedWording(text).includes(normalizedWording(part));

/** A proof the sentence already gives in its own words ('… no credit card required.' before 'No credit card needed.'). */
const proves = (sentence: string, proof: string) => says(sentence, proof) || [...statedFacts(proof)].some((fact) => statedFacts(sentence).has(fact));

/**
 * A sentence that already asks what the call to action asks, in words of its own ('Start your free 14-day
 * trial — no credit card required.' before 'Start free trial.'): every word of the call is in it, in some ending.
 */
function asksAlready(sentence: string, closer: string, smallWords: ReadonlySet<string>): boolean {
  const asked = new Set(contentWords(sentence, smallWords).map(wordStem));
  const call = contentWords(closer, smallWords);
  return call.length > 0 && call.every((word) => asked.has(wordStem(word)));
}

/** The longest of sentence + proof + call to action that fits, then shorter pairings; nothing said twice. */
function compose(sentence: string, proofGiven: string | undefined, closerGiven: string | undefined, limit: number, smallWords: ReadonlySet<string>): string {
  const proof = proofGiven && !proves(sentence, proofGiven) ? proofGiven : undefined;
  const closer = closerGiven && !says(sentence, closerGiven) && !asksAlready(sentence, closerGiven, smallWords) ? closerGiven : undefined;
  const tries = [[sentence, proof, closer], [sentence, closer], [sentence, proof]];
  for (const parts of tries) {
    // Japanese runs its sentences together; the others put a space between them.
    const text = parts.filter(Boolean).join(/[。！？]$/u.test(sentence) ? "" : " ");
    if (fits(text, limit)) return text;
  }
  return sentence;
}

/**
 * Descriptions from whole sentences (the advertiser's, then the page's), compressed to the limit by
 * dropping clauses, each followed where it fits by proof (the advertiser's social proof or a stated
 * fact) and the call to action. Without a sentence of its own the writer makes up none.
 */
export function descriptionCandidates(brief: Brief, kind: Pick<AssetKind, "limit" | "googleMinimum" | "shortAssetRequired">): string[] {
  const { phrases } = brief;
  const { limit, googleMinimum: minimum, shortAssetRequired } = kind;
  const closer = brief.callToAction && !brief.actionButton ? asSentence(brief.callToAction) : undefined;
  const proofs = [brief.proof, ...[...brief.facts].map((fact) => (phrases ? addressed(phrases.facts[fact].proof, brief.address) : null))].filter(
    (proof): proof is string => Boolean(proof),
  );
  const sentences = brief.sentences
    .map((sentence) => shortenAtClause(asSentence(sentence), limit, brief.words))
    .filter((sentence): sentence is string => sentence !== null);
  // Without sentences enough, the page's own service names under the brand: 'Kristin Bergmann – Kompetenz, Erfahrung und Erfolg.'
  const frame = phrases?.nameFrames[0];
  const services = serviceList(brief);
  const listed = frame && brief.brand && services && sentences.length < Math.max(minimum, 2) ? fillEach([frame], { brand: brief.brand, service: services }) : [];
  // Each proof and the call to action close one description each: the same closing sentence under every
  // description ('Animaux acceptés. Réserver en ligne.' four times) reads as filler.
  const unusedProofs = [...proofs];
  let unusedCloser = closer;
  const composed = [...sentences, ...listed.map(asSentence)].map((sentence) => {
    const text = compose(sentence, unusedProofs[0], unusedCloser, limit, brief.words.functionWords);
    if (unusedProofs[0] && text !== sentence && says(text, unusedProofs[0]) && !says(sentence, unusedProofs[0])) unusedProofs.shift();
    if (unusedCloser && text !== sentence && says(text, unusedCloser) && !says(sentence, unusedCloser)) unusedCloser = undefined;
    return text;
  });
  // A type that wants one short description (Performance Max, Display: 60 or fewer) gets a sentence alone.
  // Proof with the call to action ('Open source. Download now.') says nothing of the product a reader did
  // not see in the callouts: it stands in only where no sentence is short enough, or to reach Google's minimum.
  const short = shortAssetRequired === undefined ? [] : sentences.filter((sentence) => fits(sentence, shortAssetRequired));
  const proofsWithCloser = closer ? proofs.map((proof) => [proof, closer].join(/[。]$/u.test(proof) ? "" : " ")) : [];
  const fillers = proofsWithCloser.filter((text) => fits(text, shortAssetRequired ?? limit));
  // A short one already said inside a longer description reads as the same line twice: it is used only
  // where Google's minimum count needs it.
  const saidBefore = (text: string) => composed.some((longer) => longer !== text && says(longer, withoutEndPunctuation(text)));
  const fresh = withoutContained([...composed, ...short.filter((text) => !saidBefore(text))]);
  const shortGiven = shortAssetRequired !== undefined && fresh.some((text) => fits(text, shortAssetRequired));
  const stopgaps = [...short.filter(saidBefore), ...fillers];
  const wanted = Math.max(0, minimum - fresh.length, shortAssetRequired !== undefined && !shortGiven ? 1 : 0);
  return brandAtMost([...fresh, ...stopgaps.slice(0, wanted)], brief.brand, 2);
}

/**
 * Lines whose words an earlier line already says in the same order ('Gestión Integral en Soluciones
 * Inmobiliarias.' after 'Altorra - Gestión integral en soluciones inmobiliarias. Contáctanos.') are left
 * out: Google shows descriptions side by side.
 */
function withoutContained(lines: readonly string[]): string[] {
  const kept: string[] = [];
  for (const line of lines) {
    const wording = normalizedWording(withoutEndPunctuation(line));
    if (wording.length >= 20 && kept.some((earlier) => ` ${normalizedWording(earlier)} `.includes(` ${wording} `))) continue;
    kept.push(line);
  }
  return kept;
}
