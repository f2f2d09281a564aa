import { normalizedWording } from "../policy/policy.ts";
import { type Address, breaksAddress } from "../text/form-of-address.ts";
import { displayWidth } from "../text/text.ts";

/**
 * What an ad account's own ads say about how it writes (issue 22's house style, after the Copycat idea of
 * learning a voice from an advertiser's best ads): typical lengths, casing, punctuation, form of address,
 * the words it keeps using and the claims it keeps making. The writers receive it as data; the user sees it.
 */
export interface HouseStyle {
  adsRead: number;
  /** Median display width; null without any. */
  headlineLength: number | null;
  descriptionLength: number | null;
  /** How the headlines are cased, when at least seven in ten agree. */
  casing: "title" | "sentence" | null;
  /** Whether descriptions end with a full stop, when at least seven in ten agree. */
  descriptionEnding: "period" | "none" | null;
  address: Address | null;
  /** Words the ads use most, in the most ads first. */
  vocabulary: string[];
  /** Phrases of two to four words said in more than one ad (or asset, with one ad). */
  recurringClaims: string[];
  /** Whether the account's ads pin headlines or descriptions to a position. */
  pinsUsed: boolean;
}

/** One ad as the style is read from it. */
export interface StyledAd {
  headlines: readonly string[];
  descriptions: readonly string[];
  /** Any other text the ad holds (long headlines, callouts). */
  others?: readonly string[];
  pinned?: boolean;
}

const agreement = 0.7;
const wordsOf = (text: string) => normalizedWording(text).split(" ").filter(Boolean);
/** Words too common to say anything about a voice, in the languages the writer knows best. */
const commonWords = new Set(
  "with your that this from have more will what when here about into only just also than them they their there were been over such each most very some ihre sind wird eine einen einem einer oder auch nicht mehr nous vous votre avec pour dans plus sont cette nuestro nuestra para como esta este todo todos sono della delle nella alla voor zijn onze jouw deze".split(" "),
);

const median = (values: readonly number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
};

/** Title when every word of four letters or more starts with a capital, sentence when one later does not. */
function casingOf(headline: string): "title" | "sentence" | null {
  const words = headline.split(/\s+/).filter((word) => /^\p{L}{4,}/u.test(word) && !/^\p{Lu}{2,}$/u.test(word));
  if (words.length < 2) return null;
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word)).length;
  if (capitalised === words.length) return "title";
  return /^\p{Lu}/u.test(headline.trim()) && capitalised < words.length ? "sentence" : null;
}

function agreed<Value extends string>(values: readonly (Value | null)[]): Value | null {
  const known = values.filter((value): value is Value => value !== null);
  if (known.length === 0) return null;
  const counts = new Map<Value, number>();
  for (const value of known) counts.set(value, (counts.get(value) ?? 0) + 1);
  const [top, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  return top !== null && count / known.length >= agreement ? top : null;
}

/** Phrases of 2 to 4 words from each text, as sets per source so one ad repeating itself counts once. */
function phrasesIn(texts: readonly string[]): Set<string> {
  const phrases = new Set<string>();
  for (const text of texts) {
    const words = wordsOf(text);
    for (let size = 2; size <= 4; size++) {
      for (let start = 0; start + size <= words.length; start++) {
        const phrase = words.slice(start, start + size);
        // A claim starts and ends on a word that carries meaning, not on 'the' or 'and'.
        if ((phrase[0]?.length ?? 0) < 3 || (phrase.at(-1)?.length ?? 0) < 3) continue;
        phrases.add(phrase.join(" "));
      }
    }
  }
  return phrases;
}

export function learnHouseStyle(ads: readonly StyledAd[], language: string | null): HouseStyle {
  const headlines = ads.flatMap((ad) => ad.headlines).filter((text) => text.trim());
  const descriptions = ads.flatMap((ad) => ad.descriptions).filter((text) => text.trim());
  const texts = ads.flatMap((ad) => [...ad.headlines, ...ad.descriptions, ...(ad.others ?? [])]).filter((text) => text.trim());

  const wordAds = new Map<string, number>();
  for (const ad of ads) {
    for (const word of new Set([...ad.headlines, ...ad.descriptions, ...(ad.others ?? [])].flatMap(wordsOf))) {
      if (word.length >= 4 && !commonWords.has(word) && !/^\d+$/.test(word)) wordAds.set(word, (wordAds.get(word) ?? 0) + 1);
    }
  }
  const vocabulary = [...wordAds].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 12).map(([word]) => word);

  // With several ads a claim is what more than one ad says; with one, what more than one of its assets says.
  const sources = ads.length > 1 ? ads.map((ad) => [...ad.headlines, ...ad.descriptions, ...(ad.others ?? [])]) : texts.map((text) => [text]);
  const phraseCounts = new Map<string, number>();
  for (const source of sources) for (const phrase of phrasesIn(source)) phraseCounts.set(phrase, (phraseCounts.get(phrase) ?? 0) + 1);
  const recurring = [...phraseCounts].filter(([, count]) => count >= 2).sort((a, b) => b[1] - a[1] || b[0].length - a[0].length);
  // 'free delivery' inside 'free delivery over' says the same claim: the longer one said as often wins.
  const recurringClaims = recurring
    .filter(([phrase, count], _index, all) => !all.some(([other, otherCount]) => other !== phrase && otherCount >= count && ` ${other} `.includes(` ${phrase} `)))
    .slice(0, 8)
    .map(([phrase]) => phrase);

  const informal = language ? texts.filter((text) => breaksAddress(text, language, "formal")).length : 0;
  const formal = language ? texts.filter((text) => breaksAddress(text, language, "informal")).length : 0;
  return {
    adsRead: ads.length,
    headlineLength: median(headlines.map((text) => displayWidth(text.trim()))),
    descriptionLength: median(descriptions.map((text) => displayWidth(text.trim()))),
    casing: agreed(headlines.map(casingOf)),
    descriptionEnding: agreed(descriptions.map((text) => (/[.!?。！？]$/u.test(text.trim()) ? "period" : "none"))),
    address: formal + informal === 0 ? null : formal >= informal ? "formal" : "informal",
    vocabulary,
    recurringClaims,
    pinsUsed: ads.some((ad) => ad.pinned === true),
  };
}
