import { dutch } from "./dutch.ts";
import { english } from "./english.ts";
import { french } from "./french.ts";
import { german } from "./german.ts";
import { italian } from "./italian.ts";
import { japanese } from "./japanese.ts";
import type { Phrasebook, PhrasebookLanguage } from "./phrasebook.ts";
import { portuguese } from "./portuguese.ts";
import { spanish } from "./spanish.ts";

/** The languages the offline writer writes in, each with its phrasebook. */
export const phrasebooks: Readonly<Record<PhrasebookLanguage, Phrasebook>> = {
  en: english,
  de: german,
  fr: french,
  es: spanish,
  it: italian,
  nl: dutch,
  pt: portuguese,
  ja: japanese,
};

export function phrasebookFor(languageCode: string): Phrasebook | null {
  return Object.hasOwn(phrasebooks, languageCode) ? phrasebooks[languageCode as PhrasebookLanguage] : null;
}

/** Words that name a part of a site in any language the writer knows: a page in one language links to pages in others. */
export const genericWords: ReadonlySet<string> = new Set(Object.values(phrasebooks).flatMap((phrases) => [...phrases.genericWords]));
