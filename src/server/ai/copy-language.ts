import { eld } from "eld/extrasmall";
import type { CrawledContent } from "../../domain/wizard/crawled-content.ts";
import { rememberedByText } from "./remembered-by-text.ts";

/** The language the ads are written in, and where that choice came from. */
export interface CopyLanguage {
  /** Primary language subtag, lower case: en, de, ja. */
  code: string;
  /** English name for prompts and notices: German, Japanese. */
  name: string;
  /** chosen by the user; page: declared by the page and not contradicted by its text; detected: read from the text. */
  source: "chosen" | "page" | "detected" | "default";
}

const displayNames = new Intl.DisplayNames(["en"], { type: "language" });

/** The language's English name ('German'), null for a code Intl rejects; looked up once per code, as every request asks. */
const languageName = rememberedByText((code: string): string | null => {
  try {
    return displayNames.of(code) ?? code;
  } catch {
    return null;
  }
}, 256);

function languageOf(tag: string, source: CopyLanguage["source"]): CopyLanguage | null {
  const code = tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? "";
  if (!/^[a-z]{2,3}$/.test(code)) return null;
  const name = languageName(code);
  return name === null ? null : { code, name, source };
}

/**
 * Below this many letters a page's text is too short to overrule what the page declares: a title
 * and two headings can read as another language. Japanese says as much in a third of the letters.
 */
const enoughLetters = 150;

const letterCount = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

/** Letters counted up to `cap` only: a page's text runs to tens of thousands of them, read on every generation. */
function lettersUpTo(text: string, cap: number): number {
  const letter = /\p{L}/gu;
  let count = 0;
  while (count < cap && letter.exec(text)) count++;
  return count;
}
const isCjk = (text: string) => (text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu)?.length ?? 0) > letterCount(text) / 3;

/** A page's first thousand characters tell its language as well as all of them, at a fraction of the time. */
const sampleLength = 1000;

/** eld's reading of the text (docs/decisions/offline-writer-languages.md), or null when it is unsure. */
export const detectLanguage = rememberedByText((text: string): string | null => {
  if (!/\p{L}/u.test(text)) return null;
  const result = eld.detect(text.slice(0, sampleLength));
  return result.language && result.isReliable() ? result.language : null;
});

/** Whether the text is long enough for its detected language to outrank a declared one. */
export function isLongEnough(text: string): boolean {
  const letters = lettersUpTo(text, enoughLetters);
  return letters >= enoughLetters || (letters >= enoughLetters / 3 && isCjk(text));
}

/** The page's own words that the writers read: title, description, brand message, headings, paragraphs, features. */
export function pageTextOf(crawled: CrawledContent | null): string {
  return crawled ? [crawled.title, crawled.metaDescription, crawled.brandMessaging, ...crawled.headings, ...crawled.keyContent, ...crawled.productFeatures].join(" ") : "";
}

/**
 * The one the user chose; else the language of the page's text (many pages declare `lang="en"` over
 * French or Japanese text), with the declared language breaking the tie when the text is too short to
 * tell; else the form's text; else English. A failed crawl has no page, so the form's own text decides.
 */
export function copyLanguage(crawled: CrawledContent | null, chosen: string | undefined, formText: string): CopyLanguage {
  const fromChoice = chosen ? languageOf(chosen, "chosen") : null;
  if (fromChoice) return fromChoice;
  const declared = crawled?.page?.language ? languageOf(crawled.page.language, "page") : null;
  const pageText = pageTextOf(crawled);
  const detected = detectLanguage(pageText);
  if (detected && (isLongEnough(pageText) || !declared)) {
    return languageOf(detected, detected === declared?.code ? "page" : "detected") ?? { code: "en", name: "English", source: "default" };
  }
  if (declared) return declared;
  const fromForm = detectLanguage(formText);
  return (fromForm && languageOf(fromForm, "detected")) || { code: "en", name: "English", source: "default" };
}
