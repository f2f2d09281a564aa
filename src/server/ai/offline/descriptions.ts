import { normalizedWording } from "../../../domain/policy.ts";
import type { Brief } from "./brief.ts";
import { fillEach } from "./candidates.ts";
import { asSentence, fitSentence, fits } from "./text-pieces.ts";

const says = (text: string, part: string) => normalizedWording(text).includes(normalizedWording(part));

/** The longest of benefit + proof + call to action that fits, then shorter pairings; nothing said twice. */
function compose(benefit: string, proofGiven: string | undefined, closerGiven: string | undefined, limit: number): string | null {
  const proof = proofGiven && !says(benefit, proofGiven) ? proofGiven : undefined;
  const closer = closerGiven && !says(benefit, closerGiven) ? closerGiven : undefined;
  const tries = [
    [benefit, proof, closer],
    [benefit, closer],
    [benefit, proof],
    [benefit],
  ];
  for (const parts of tries) {
    const text = parts.filter(Boolean).join(" ");
    if (fits(text, limit)) return text;
  }
  return null;
}

/**
 * Descriptions that pair a benefit the page states with proof (the advertiser's social proof, or a
 * stated fact) and a call to action; each rotates to a different proof and closing line.
 */
export function descriptionCandidates(brief: Brief, limit: number): string[] {
  const { phrases } = brief;
  const tone = phrases.tones[brief.tone];
  const closers = [asSentence(brief.callToAction), ...tone.closers];
  const proofs = [brief.proof, ...[...brief.facts].map((fact) => phrases.factProof[fact])].filter((proof): proof is string => Boolean(proof));
  const whole = brief.benefits.map(asSentence).filter((sentence) => fits(sentence, limit));
  // A sentence of the page said whole reads better than one ended early, so those come first.
  const shortened = brief.benefits
    .filter((sentence) => !fits(asSentence(sentence), limit))
    .map((sentence) => fitSentence(asSentence(sentence), limit))
    .filter((sentence): sentence is string => sentence !== null);
  const benefits = [...whole, ...shortened];
  const fromTemplates = fillEach(phrases.descriptions, {
    brand: brief.brand,
    k: brief.keywordPhrases[0],
    f: brief.features.length > 1 ? phrases.joinList(brief.features.slice(0, 3)) : brief.features[0],
    a: brief.audience,
    product: brief.product,
  });
  const composed = [...benefits, ...fromTemplates]
    .map((benefit, index) => compose(benefit, proofs[index % Math.max(proofs.length, 1)], closers[index % closers.length], limit))
    .filter((text): text is string => text !== null);
  // Performance Max wants one description of 60 or fewer: a benefit alone, or the call to action with proof.
  const short = [...proofs.map((proof) => `${closers[0]} ${proof}`), ...benefits.filter((benefit) => fits(benefit, shortDescription))];
  return [...composed, ...short];
}

const shortDescription = 60;
