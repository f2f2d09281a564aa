import { type DisplayPaths, displayPathCount, displayPathsOf } from "../../../domain/display-paths.ts";
import type { Brief } from "./brief.ts";
import { fits, isCjk } from "./text-pieces.ts";

const capitalized = (word: string) => (word === word.toLowerCase() ? word.charAt(0).toLocaleUpperCase() + word.slice(1) : word);

/**
 * A phrase's words as display paths, in order: as many words as fit in each, joined by hyphens and each
 * starting with a capital as paths are written ('fisioterapia en bogotá' → 'Fisioterapia', 'Bogotá' at
 * 15), leaving out the `leftOut` words (the language's function words, what an earlier path says). CJK
 * text is one word as it stands. A word wider than the limit alone is skipped: half a word reads as a typo.
 */
export function displayPathsFrom(phrase: string, leftOut: ReadonlySet<string>, limit: number): string[] {
  const plain = phrase.replace(/[^\p{L}\p{N}\s-]/gu, " ").trim();
  const words = isCjk(plain) ? [plain.replace(/\s+/g, "")] : plain.split(/[\s-]+/).filter((word) => word !== "" && !leftOut.has(word.toLowerCase())).map(capitalized);
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
 * an earlier path says ('Zahnarzt-Berlin' then 'Implantate').
 */
export function writeDisplayPaths(brief: Brief, limit: number): DisplayPaths {
  const phrases = [...brief.keywords, ...brief.services, ...(brief.product ? [brief.product] : [])];
  const paths: string[] = [];
  const leftOut = new Set(brief.words.functionWords);
  for (const phrase of phrases) {
    for (const path of displayPathsFrom(phrase, leftOut, limit)) {
      if (paths.length === displayPathCount) break;
      paths.push(path);
      for (const word of path.split("-")) leftOut.add(word.toLowerCase());
    }
  }
  return displayPathsOf(paths);
}
