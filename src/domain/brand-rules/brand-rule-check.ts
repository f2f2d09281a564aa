import { type Address, addressPronouns, breaksAddress } from "../text/form-of-address.ts";
import type { PolicyIssue } from "../policy/policy.ts";
import { type BrandRules, hasBrandRules } from "./brand-rules.ts";
import { containsPhrase, phrasePattern, replacePhrase, withNameCasing } from "./phrase-match.ts";

/** One rule an asset breaks, with what a fix needs to know. */
export type BrandRuleBreak =
  | { rule: "banned"; phrase: string; reason: string }
  | { rule: "spelling"; from: string; to: string }
  | { rule: "brand-name"; brandName: string }
  | { rule: "address"; address: Address; language: string }
  | { rule: "claim"; claim: string };

/**
 * Words that claim to be the best, first, cheapest or guaranteed, in the writer's languages: what an
 * advertiser's legal team approves one by one. Only judged when the rules list the claims allowed.
 */
const claimWords =
  /(?<![\p{L}\p{N}])(?:best|#\s?1|no\.?\s?1|number one|leading|cheapest|lowest price|guaranteed?|award-winning|unbeatable|beste[nrs]?|günstigste[nrs]?|garantiert|führende[nrs]?|meilleure?s?|moins cher|garanti(?:e|es|s)?|numéro un|leader|mejor(?:es)?|más barat[oa]s?|garantizad[oa]s?|líder|migliore?|più economic[oi]|garantit[oa]|beste|goedkoopste|gegarandeerd|melhor(?:es)?|mais barat[oa]s?|garantid[oa]s?|最高|一番|最安|保証|No\.1)(?![\p{L}\p{N}])/iu;

/** The first claim word of the text that none of the allowed claims covers; null when there are none to judge by. */
function unapprovedClaim(text: string, claims: readonly string[]): string | null {
  if (claims.length === 0) return null;
  // An allowed claim said in the text covers the claim words inside it ('Best Bakery in Leeds 2024').
  const uncovered = claims.reduce((rest, claim) => rest.replace(phrasePattern(claim), " "), text);
  return claimWords.exec(uncovered)?.[0] ?? null;
}

/** Trademark and similar marks a required phrase may carry ('Acme®'): the brand without one is to be marked. */
const marks = /[™®©℠]/gu;

/** A required phrase that is a name with a mark, read as the spelling of the bare name ('Acme' → 'Acme®'). */
function markedNames(rules: BrandRules): { bare: string; marked: string }[] {
  return rules.requiredPhrases.flatMap(({ text }) => {
    const bare = text.replace(marks, "").trim();
    return bare && bare !== text ? [{ bare, marked: text }] : [];
  });
}

function withMarks(text: string, bare: string, marked: string): string {
  const unmarked = new RegExp(`${phrasePattern(bare).source}(?!\\s*[™®©℠])`, "giu");
  return text.replace(unmarked, marked);
}

function withBrandCasing(text: string, brandName: string | null): string {
  return brandName ? withNameCasing(text, brandName) : text;
}

/** The text with what can be corrected corrected: preferred spellings, the brand's casing, its marks. */
export function correctBrandSpelling(text: string, rules: BrandRules): string {
  let fixed = rules.spellings.reduce((current, { from, to }) => replacePhrase(current, from, to), text);
  fixed = withBrandCasing(fixed, rules.brandName);
  return markedNames(rules).reduce((current, { bare, marked }) => withMarks(current, bare, marked), fixed);
}

/**
 * Every brand rule the text breaks. `language` is the ad's, for the form of address; null when unknown,
 * and then the address is not judged.
 */
export function brandRuleBreaks(text: string, rules: BrandRules, language: string | null): BrandRuleBreak[] {
  const breaks: BrandRuleBreak[] = [];
  for (const { text: phrase, reason } of rules.bannedPhrases) {
    if (containsPhrase(text, phrase)) breaks.push({ rule: "banned", phrase, reason });
  }
  for (const { from, to } of rules.spellings) {
    if (replacePhrase(text, from, to) !== text) breaks.push({ rule: "spelling", from, to });
  }
  for (const { bare, marked } of markedNames(rules)) {
    if (withMarks(text, bare, marked) !== text) breaks.push({ rule: "spelling", from: bare, to: marked });
  }
  if (rules.brandName && withBrandCasing(text, rules.brandName) !== text) breaks.push({ rule: "brand-name", brandName: rules.brandName });
  if (rules.address && language && breaksAddress(text, language, rules.address)) breaks.push({ rule: "address", address: rules.address, language });
  const claim = unapprovedClaim(text, rules.claims);
  if (claim) breaks.push({ rule: "claim", claim });
  return breaks;
}

/** What the editor and the export say about a break, in the words of the rule. */
export function brandRuleMessage(broken: BrandRuleBreak): string {
  switch (broken.rule) {
    case "banned":
      return `Brand rules ban “${broken.phrase}”${broken.reason ? `: ${broken.reason}` : ""}`;
    case "spelling":
      return `Brand rules write “${broken.to}”, not “${broken.from}”`;
    case "brand-name":
      return `Brand rules write the brand as “${broken.brandName}”`;
    case "claim":
      return `Brand rules allow only the claims they list, not “${broken.claim}”`;
    case "address": {
      const pronoun = addressPronouns[broken.language]?.[broken.address];
      return `Brand rules address the reader ${broken.address === "formal" ? "formally" : "informally"}${pronoun ? ` (“${pronoun}”)` : ""}`;
    }
  }
}

/**
 * An asset as the brand rules allow it: spellings and the brand's casing corrected, or null when it says
 * a banned phrase or speaks to the reader the other way, which no correction can fix.
 */
export function followBrandRules(text: string, rules: BrandRules, language: string | null): string | null {
  // Every asset of every writing passes here; most ad accounts have no rules.
  if (!hasBrandRules(rules)) return text;
  const corrected = correctBrandSpelling(text, rules);
  const unfixable = brandRuleBreaks(corrected, rules, language).some((broken) => broken.rule === "banned" || broken.rule === "address" || broken.rule === "claim");
  return unfixable ? null : corrected;
}

/** The brand rules an asset breaks, as the editor lists an asset's issues: warnings, since the user decides. */
export function brandRuleIssues(text: string, rules: BrandRules, language: string | null): PolicyIssue[] {
  return brandRuleBreaks(text, rules, language).map((broken) => ({ code: "brand-rule", severity: "warning", message: brandRuleMessage(broken) }));
}
