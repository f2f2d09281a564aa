import { type Address, addressPronouns, breaksAddress } from "../text/form-of-address.ts";
import type { PolicyIssue } from "../policy/policy.ts";
import type { BrandRules } from "./brand-rules.ts";
import { containsPhrase, phrasePattern, replacePhrase, withNameCasing } from "./phrase-match.ts";

/** One rule an asset breaks, with what a fix needs to know. */
export type BrandRuleBreak =
  | { rule: "banned"; phrase: string; reason: string }
  | { rule: "spelling"; from: string; to: string }
  | { rule: "brand-name"; brandName: string }
  | { rule: "address"; address: Address; language: string };

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
  const corrected = correctBrandSpelling(text, rules);
  const unfixable = brandRuleBreaks(corrected, rules, language).some((broken) => broken.rule === "banned" || broken.rule === "address");
  return unfixable ? null : corrected;
}

/** The brand rules an asset breaks, as the editor lists an asset's issues: warnings, since the user decides. */
export function brandRuleIssues(text: string, rules: BrandRules, language: string | null): PolicyIssue[] {
  return brandRuleBreaks(text, rules, language).map((broken) => ({ code: "brand-rule", severity: "warning", message: brandRuleMessage(broken) }));
}
