/**
 * Keywords as people type them for Google (Google Ads Help, "About keyword matching options"): `shoes`
 * is broad, `"shoes"` phrase, `[shoes]` exact, and a leading `-` makes any of them a negative. Every
 * screen and every export reads a keyword through `parseKeyword`, so `[x]` never reaches Google as the
 * broad keyword "[x]".
 */
export const matchTypes = ["Broad", "Phrase", "Exact"] as const;
export type MatchType = (typeof matchTypes)[number];

export interface ParsedKeyword {
  /** The bare text Google stores: no brackets, quotes or minus, spaces collapsed. */
  text: string;
  matchType: MatchType;
  negative: boolean;
}

/** Tabs, line breaks and runs of spaces inside a keyword are one space to Google. */
const oneSpaced = (text: string) => text.replace(/\s+/g, " ").trim();

/** The typed keyword's text, match type and sign; null for a blank line or a lone `-`. */
export function parseKeyword(typed: string): ParsedKeyword | null {
  let rest = oneSpaced(typed);
  const negative = rest.startsWith("-");
  if (negative) rest = rest.slice(1).trim();
  let matchType: MatchType = "Broad";
  if (rest.length >= 2 && rest.startsWith("[") && rest.endsWith("]")) {
    matchType = "Exact";
    rest = rest.slice(1, -1);
  } else if (rest.length >= 2 && rest.startsWith('"') && rest.endsWith('"')) {
    matchType = "Phrase";
    rest = rest.slice(1, -1);
  }
  const text = oneSpaced(rest);
  return text ? { text, matchType, negative } : null;
}

/** How the keyword is typed back: the form `parseKeyword` reads as the same keyword. */
export function typedKeyword(keyword: ParsedKeyword): string {
  const marked = keyword.matchType === "Exact" ? `[${keyword.text}]` : keyword.matchType === "Phrase" ? `"${keyword.text}"` : keyword.text;
  return keyword.negative ? `-${marked}` : marked;
}

/**
 * Editor's `Criterion Type` (EDITOR-IMPORT R34-R35): the match type, `Negative …` for an ad group's
 * negatives, `Campaign Negative …` for a campaign's (with `Ad Group` blank).
 */
export function criterionType(keyword: ParsedKeyword, level: "adGroup" | "campaign" = "adGroup"): string {
  if (!keyword.negative) return keyword.matchType;
  return `${level === "campaign" ? "Campaign Negative" : "Negative"} ${keyword.matchType}`;
}

/** Google's keyword text limits (R36): 80 characters, 10 words, none of these symbols. */
export const keywordLimits = { characters: 80, words: 10 } as const;
export const invalidKeywordSymbols = "!@%^*()={};~`<>?\\|,";

/** Why Google would refuse the keyword's text, in words the user can act on; null when it is fine. */
export function keywordProblem(keyword: ParsedKeyword): string | null {
  const length = [...keyword.text].length;
  if (length > keywordLimits.characters) return `Keywords can be at most ${keywordLimits.characters} characters (this one has ${length})`;
  const words = keyword.text.split(" ").length;
  if (words > keywordLimits.words) return `Keywords can be at most ${keywordLimits.words} words (this one has ${words})`;
  const symbols = [...new Set([...keyword.text].filter((char) => invalidKeywordSymbols.includes(char)))];
  if (symbols.length > 0) return `Google does not accept ${symbols.map((symbol) => `'${symbol}'`).join(", ")} in keywords: remove ${symbols.length > 1 ? "them" : "it"}`;
  if (/[[\]"]/.test(keyword.text)) return 'Brackets and quotes only mark the match type: type [exact], "phrase" or -negative around the whole keyword';
  return null;
}

/** The same keyword twice in one ad group (text ignoring case, match type, sign) is one keyword (R37). */
export const keywordKey = (keyword: ParsedKeyword) => `${keyword.negative ? "-" : "+"}${keyword.matchType}:${keyword.text.toLowerCase()}`;

/** A group's typed keywords parsed, blanks and repeats dropped, in the order typed. */
export function parseKeywords(typed: readonly string[]): ParsedKeyword[] {
  const seen = new Set<string>();
  const keywords: ParsedKeyword[] = [];
  for (const line of typed) {
    const keyword = parseKeyword(line);
    if (!keyword || seen.has(keywordKey(keyword))) continue;
    seen.add(keywordKey(keyword));
    keywords.push(keyword);
  }
  return keywords;
}

/** One typed keyword as Google will read it: its match type, why Google would refuse it, or that it repeats one before. */
export interface KeywordReading {
  typed: string;
  keyword: ParsedKeyword;
  problem: string | null;
  repeat: boolean;
}

/** Every typed keyword read, in the order typed; blank lines and a lone '-' are left out. */
export function readKeywords(typed: readonly string[]): KeywordReading[] {
  const seen = new Set<string>();
  return typed.flatMap((line) => {
    const keyword = parseKeyword(line);
    if (!keyword) return [];
    const key = keywordKey(keyword);
    const repeat = seen.has(key);
    seen.add(key);
    return [{ typed: line.trim(), keyword, problem: keywordProblem(keyword), repeat }];
  });
}

/** How a keyword's match type reads on screen: 'Exact', 'Negative phrase'. */
export const matchTypeLabel = (keyword: ParsedKeyword) => (keyword.negative ? `Negative ${keyword.matchType.toLowerCase()}` : keyword.matchType);

/** A campaign negative as typed, read as a negative whether or not it was typed with '-'. */
export const asCampaignNegative = (line: string) => (line.trim().startsWith("-") ? line : `-${line.trim()}`);

/** A campaign's negative keywords: each is a negative whether or not it was typed with '-'. */
export const readCampaignNegatives = (typed: readonly string[]): KeywordReading[] => readKeywords(typed.map(asCampaignNegative));

/** What the keyword fields say, wherever keywords are typed (the wizard, a saved campaign's groups and negatives). */
export const keywordFieldMessages = {
  hint: 'One per line or comma-separated: bakery for broad match, "bakery" for phrase, [bakery] for exact, -free for a negative.',
  refused: "Google would refuse the keywords marked below",
  negativesRefused: "Google would refuse the negative keywords marked below",
  negativesHint: 'Searches no ad group of this campaign should show for, one per line: free, "free trial" or [jobs].',
} as const;
