import { type DisplayPaths, displayPathCount, displayPathsOf } from "../../../domain/ads/display-paths.ts";
import type { Brief } from "./brief.ts";
import { english } from "./phrases/english.ts";
import { fits, isCjk } from "./text-pieces.ts";

const wordsOf = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The site's own name in its address ('etherpad' of etherpad.org): the address already shows it. */
function siteLabel(url: string): string {
  try {
    const labels = new URL(url).hostname.split(".");
    return labels.at(-2) ?? "";
  } catch {
    return "";
  }
}

/** A path word as paths are written: a capital first; a shouted heading's word ('CONSULTORÍA') in normal case, an acronym ('SEO') kept. */
function pathWord(word: string): string {
  const shouted = word.length > 4 && word === word.toUpperCase() && word !== word.toLowerCase();
  const base = shouted ? word.toLowerCase() : word;
  return base === base.toLowerCase() ? base.charAt(0).toLocaleUpperCase() + base.slice(1) : base;
}

const sharedStart = (a: string, b: string) => {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length += 1;
  return length;
};

/** A word an earlier path already says, or says again in another form ('Dentistry' after 'Dentist', 'Agencies' after 'Agency'). */
const saysAgain = (word: string, said: ReadonlySet<string>) =>
  [...said].some((earlier) => {
    const shorter = Math.min(earlier.length, word.length);
    return earlier === word || (shorter >= 5 && sharedStart(earlier, word) >= Math.max(5, shorter - 2));
  });

/**
 * A phrase's words as display paths, in order: as many words as fit in each, joined by hyphens and
 * written as paths are ('fisioterapia en bogotá' → 'Fisioterapia', 'Bogotá' at 15), leaving out the
 * language's function words and what an earlier path says. CJK text is one word as it stands, and so is
 * a hyphenated word. A word wider than the limit alone is skipped: half a word reads as a typo.
 */
export function displayPathsFrom(phrase: string, functionWords: ReadonlySet<string>, said: ReadonlySet<string>, limit: number): string[] {
  const plain = phrase.replace(/[^\p{L}\p{N}\s-]/gu, " ").trim();
  // A hyphenated word ('Croix-Rousse') is one word: split, its halves would read as two ('Bistrot-Croix').
  const words = isCjk(plain)
    ? [plain.replace(/\s+/g, "")]
    : plain
        .split(/\s+/)
        .map((word) => word.split("-").filter(Boolean))
        .filter((parts) => parts.length > 0 && !(parts.length === 1 && functionWords.has(parts[0]?.toLowerCase() ?? "")))
        .filter((parts) => !parts.every((part) => saysAgain(part.toLowerCase(), said)))
        .map((parts) => parts.map(pathWord).join("-"));
  const paths: string[] = [];
  let current = "";
  for (const word of words) {
    const joined = current ? `${current}-${word}` : word;
    if (fits(joined, limit)) current = joined;
    else {
      if (current) paths.push(current);
      current = fits(word, limit) ? word : "";
    }
  }
  if (current) paths.push(current);
  return paths;
}

/**
 * The offline writer's `Path 1` and `Path 2`: what the searcher looks for, in their words, the address
 * narrowing from left to right. The first keyword fills them ('Plumber', or 'Fisioterapia' › 'Bogotá'
 * when it is too wide for one), then the next keyword, service or product phrase, each without the words
 * an earlier path says ('Zahnarzt-Berlin' then 'Implantate'). A phrase that is only the brand or the
 * site's name is left out: the ad shows both already ('etherpad.org › Etherpad' says it twice).
 */
export function writeDisplayPaths(brief: Brief, limit: number): DisplayPaths {
  const site = new Set([wordsOf(brief.brand).join(" "), siteLabel(brief.landingPageUrl)].filter(Boolean));
  const phrases = [...brief.keywordsAsWritten, ...brief.services, ...(brief.product ? [brief.product] : [])].filter((phrase) => !site.has(wordsOf(phrase).join(" ")));
  // English loans ('Bed and Breakfast') bring their small words into any language's keywords.
  const smallWords = new Set([...brief.words.functionWords, ...english.functionWords]);
  const paths: string[] = [];
  const said = new Set<string>();
  for (const phrase of phrases) {
    const fitted = displayPathsFrom(phrase, smallWords, said, limit);
    // Half a phrase reads as a typo ('Install › Powerful' for 'powerful extensions'): a phrase takes the paths it needs or none.
    if (fitted.length > displayPathCount - paths.length) continue;
    for (const path of fitted) {
      paths.push(path);
      for (const word of path.split("-")) said.add(word.toLowerCase());
    }
    if (paths.length === displayPathCount) break;
  }
  return displayPathsOf(paths);
}
