import { phrasebooks } from "../../src/server/ai/offline/phrases/phrasebooks.ts";
import type { Addressed, Phrasebook, PhrasebookLanguage } from "../../src/server/ai/offline/phrases/phrasebook.ts";
import { dictionaries, loadHunspell, type SpellChecker } from "./hunspell.ts";

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
function misspelled(checker: SpellChecker, word: string): boolean {
  const known = (part: string) => {
    const lower = part.toLowerCase();
    return [part, lower, lower.charAt(0).toUpperCase() + lower.slice(1)].some((form) => checker.spell(form));
  };
  return !known(word) && !word.split("-").every(known);
}

/**
 * Issue 19's spelling measure: every word of the offline writer's own glue text, per language, read by
 * a Hunspell dictionary the writer never consults. Prints the words the dictionary does not know, for a
 * reader to judge: loans ('Wi-Fi') and new coinages ('Multipiattaforma') are among them, and the Spanish
 * dictionary misses some imperatives with a clitic ('Pruébelo', 'Contáctanos'). A language with two
 * dictionaries (Portuguese) names the one that alone rejects a word.
 */
export async function reportGlueSpelling(): Promise<void> {
  const rows: string[] = [];
  let total = 0;
  for (const [language, phrases] of Object.entries(phrasebooks) as [PhrasebookLanguage, Phrasebook][]) {
    const sources = dictionaries[language];
    if (!sources) {
      rows.push(`  ${language}: not measured (no Hunspell dictionary)`);
      continue;
    }
    const words = new Set(glueLines(phrases).flatMap((line) => line.match(/\p{L}+(?:['’-]\p{L}+)*/gu) ?? []));
    const rejected = new Map<string, string[]>();
    for (const source of sources) {
      const checker = await loadHunspell(source);
      for (const word of words) if (misspelled(checker, word)) rejected.set(word, [...(rejected.get(word) ?? []), checker.name]);
      checker.dispose();
    }
    const unknown = [...rejected].map(([word, by]) => (by.length < sources.length ? `${word} (${by.join(", ")})` : word));
    total += unknown.length;
    rows.push(`  ${language}: ${words.size} words, ${unknown.length} unknown to the dictionary${unknown.length ? `: ${unknown.join(", ")}` : ""}`);
  }
  console.log(`spelling of the writer's own glue text (Hunspell): ${total} words unknown`);
  for (const row of rows) console.log(row);
}
