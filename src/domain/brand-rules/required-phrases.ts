import type { AssetKind } from "../campaign-types/asset-kind.ts";
import { displayWidth } from "../text/text.ts";
import type { BrandRules, RequiredPhrasePlace } from "./brand-rules.ts";
import { containsPhrase } from "./phrase-match.ts";

type Lists = Readonly<Partial<Record<string, readonly string[]>>>;
export type RequiredPhrase = BrandRules["requiredPhrases"][number];

const listsAt = (lists: Lists, where: RequiredPhrasePlace): (readonly string[])[] =>
  where === "anywhere" ? Object.values(lists).flatMap((items) => (items ? [items] : [])) : [lists[where] ?? []];

/** The required phrases the ad does not say where the rule wants them. */
export function missingRequiredPhrases(lists: Lists, rules: BrandRules): RequiredPhrase[] {
  return rules.requiredPhrases.filter(({ text, where }) => !listsAt(lists, where).some((items) => items.some((item) => containsPhrase(item, text))));
}

export function requiredPhraseMessage({ text, where }: RequiredPhrase): string {
  return `Brand rules require “${text}” ${where === "anywhere" ? "somewhere in the ad" : `in at least one of the ${where}`}`;
}

const endsSentence = /[.!?…。！？]$/u;

/** The phrase added to a sentence: a phrase of several words reads as a sentence of its own. */
function appended(item: string, phrase: string): string {
  const sentence = /\s/.test(phrase) && !endsSentence.test(phrase) ? `${phrase}.` : phrase;
  return endsSentence.test(item) ? `${item} ${sentence}` : `${item}. ${sentence}`;
}

/**
 * The ad's lists with each missing required phrase written in where it fits: added to a sentence asset
 * (a description) with room for it, else as an asset of its own in a list with room, else in place of
 * the list's last asset. A phrase too long for any list stays missing, and the editor says so.
 */
export function withRequiredPhrases(lists: Lists, kinds: readonly AssetKind[], rules: BrandRules): Partial<Record<string, string[]>> {
  const next: Partial<Record<string, string[]>> = Object.fromEntries(Object.entries(lists).map(([key, items]) => [key, [...(items ?? [])]]));
  for (const required of missingRequiredPhrases(lists, rules)) {
    const targets = kinds
      .filter((kind) => required.where === "anywhere" || kind.key === required.where)
      // Anywhere: a sentence takes a phrase most naturally: descriptions first, then the other kinds, longest first.
      .sort((a, b) => Number(a.isHeadline) - Number(b.isHeadline) || b.limit - a.limit);
    for (const kind of targets) {
      const items = next[kind.key] ?? [];
      if (placeIn(items, kind, required.text)) {
        next[kind.key] = items;
        break;
      }
    }
  }
  return next;
}

/** Kinds written as sentences (descriptions, 90), which a phrase can be added to; callouts and headlines are labels. */
const sentenceWidth = 60;

function placeIn(items: string[], kind: AssetKind, phrase: string): boolean {
  if (!kind.isHeadline && kind.limit >= sentenceWidth) {
    const room = items
      .map((item, index) => ({ index, text: appended(item, phrase) }))
      .filter(({ text }) => displayWidth(text) <= kind.limit)
      .sort((a, b) => displayWidth(a.text) - displayWidth(b.text))[0];
    if (room) {
      items[room.index] = room.text;
      return true;
    }
  }
  if (displayWidth(phrase) > kind.limit) return false;
  if (items.length < kind.kept) items.push(phrase);
  else if (items.length > 0) items[items.length - 1] = phrase;
  else return false;
  return true;
}
