import type { CrawledContent } from "../../domain/crawled-content.ts";

/** The language the ads are written in, and where that choice came from. */
export interface CopyLanguage {
  /** Primary language subtag, lower case: en, de, ja. */
  code: string;
  /** English name for prompts and notices: German, Japanese. */
  name: string;
  source: "chosen" | "page" | "detected" | "default";
}

const displayNames = new Intl.DisplayNames(["en"], { type: "language" });

function languageOf(tag: string, source: CopyLanguage["source"]): CopyLanguage | null {
  const code = tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? "";
  if (!/^[a-z]{2,3}$/.test(code)) return null;
  let name = code;
  try {
    name = displayNames.of(code) ?? code;
  } catch {
    return null;
  }
  return { code, name, source };
}

/** Frequent short words that only one of these languages uses, enough to tell a landing page's language. */
const stopWords: Record<string, readonly string[]> = {
  en: ["the", "and", "for", "with", "your", "you", "our", "are", "is", "of", "to", "it"],
  de: ["der", "die", "das", "und", "mit", "für", "ist", "sind", "sie", "wir", "ihre", "nicht", "eine", "auf", "ihr"],
  fr: ["le", "les", "et", "pour", "avec", "vous", "est", "des", "une", "nous", "votre"],
  es: ["el", "los", "las", "y", "para", "con", "es", "tu", "una", "nuestro", "su"],
};

function detect(text: string): string | null {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return null;
  const share = (pattern: RegExp) => (text.match(pattern)?.length ?? 0) / letters;
  if (share(/[\p{Script=Hiragana}\p{Script=Katakana}]/gu) > 0.05) return "ja";
  if (share(/\p{Script=Hangul}/gu) > 0.2) return "ko";
  if (share(/\p{Script=Han}/gu) > 0.2) return "zh";
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let best: { code: string; hits: number } | null = null;
  for (const [code, list] of Object.entries(stopWords)) {
    const set = new Set(list);
    const hits = words.filter((word) => set.has(word)).length;
    if (hits >= 3 && (!best || hits > best.hits)) best = { code, hits };
  }
  return best?.code ?? null;
}

/**
 * The one the user chose, else the page's declared language, else what its text looks like, else
 * English. A failed crawl has no page, so the form's own text decides.
 */
export function copyLanguage(crawled: CrawledContent | null, chosen: string | undefined, formText: string): CopyLanguage {
  const fromChoice = chosen ? languageOf(chosen, "chosen") : null;
  if (fromChoice) return fromChoice;
  const fromPage = crawled?.page?.language ? languageOf(crawled.page.language, "page") : null;
  if (fromPage) return fromPage;
  const pageText = crawled
    ? [crawled.title, crawled.metaDescription, crawled.brandMessaging, ...crawled.headings, ...crawled.keyContent, ...crawled.productFeatures].join(" ")
    : "";
  const detected = detect(pageText) ?? detect(formText);
  return (detected && languageOf(detected, "detected")) || { code: "en", name: "English", source: "default" };
}
