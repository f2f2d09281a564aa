import type { AssetKind, AssetKindKey, CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
import type { Sitelink } from "../ads/generated-ads.ts";
import { displayWidth } from "../text/text.ts";

/**
 * Google Ads editorial checks that the editor, the generator and the exports share, so an ad that
 * Google would reject is caught before it leaves. 'error' means Google disapproves or the ad cannot be
 * imported; 'warning' means it serves but performs worse, or the heuristic may be wrong.
 */
export type PolicyIssueCode =
  | "over-limit"
  | "brand-rule"
  | "empty"
  | "duplicate"
  | "near-duplicate"
  | "repeated-punctuation"
  | "headline-exclamation"
  | "excessive-capitals"
  | "symbols"
  | "phone-number"
  | "generic-call-to-action"
  | "doubled-word";

export interface PolicyIssue {
  code: PolicyIssueCode;
  severity: "error" | "warning";
  message: string;
}

export interface AssetIssues {
  index: number;
  issues: PolicyIssue[];
}

/** Capitalized words that are shouting, not acronyms, even though they are short. */
const shoutedWords = new Set(["FREE", "SALE", "NOW", "BEST", "NEW", "HOT", "DEAL", "DEALS", "SAVE", "OFF", "BUY", "WIN", "LAST", "ONLY", "WOW"]);
const acronymMaxLetters = 4;
// ©, ® and ™ are pictographic in Unicode but are allowed trademark signs in ads.
const emoji = /(?![©®™])\p{Extended_Pictographic}/u;
const symbolForLetter = /(?:^|[^\p{L}\p{N}])[$€£¥¢@]\p{L}|\p{L}[$€£¥¢@]\p{L}/u;
const repeatedPunctuation = /[!?]{2,}|([,;:])\1/;
const genericCallToAction = /\b(?:click here|click now|click this|click below|click the link|tap here|press here)\b/i;
const doubledWord = /(?<![\p{L}\p{N}])([\p{L}\p{N}]+)\s+\1(?![\p{L}\p{N}])/iu;
const phoneCandidate = /\+?\(?\d[\d\s().-]{5,}\d/g;

function shoutedWord(text: string): string | null {
  // Most assets have no two capitals in a word (digits between them aside): nothing to look at word by word.
  if (!/\p{Lu}\p{N}*\p{Lu}/u.test(text)) return null;
  for (const word of text.match(/[\p{L}\p{N}]+/gu) ?? []) {
    const letters = word.replace(/\P{L}/gu, "");
    // Scripts without case (CJK) are never shouting.
    if (letters.length < 2 || !/^\p{Lu}+$/u.test(letters)) continue;
    if (letters.length > acronymMaxLetters || shoutedWords.has(word)) return word;
  }
  return null;
}

/** Ten or more digits, or a local 123-4567 form: years and prices do not look like either. */
function hasPhoneNumber(text: string): boolean {
  return (text.match(phoneCandidate) ?? []).some((candidate) => {
    const digits = candidate.replace(/\D/g, "").length;
    return (digits >= 10 && digits <= 15) || /^\(?\d{3}\)?[-.\s]\d{4}$/.test(candidate.trim());
  });
}

/** The checks that look at one text alone. */
export function checkAssetText(text: string, kind: Pick<AssetKind, "limit" | "isHeadline" | "singular">): PolicyIssue[] {
  const issues: PolicyIssue[] = [];
  const trimmed = text.trim();
  if (!trimmed) return [{ code: "empty", severity: "warning", message: `Empty ${kind.singular}: write it or remove it` }];
  const width = displayWidth(trimmed);
  if (width > kind.limit) {
    issues.push({ code: "over-limit", severity: "error", message: `${width - kind.limit} over the ${kind.limit}-character limit` });
  }
  if (repeatedPunctuation.test(trimmed)) {
    issues.push({ code: "repeated-punctuation", severity: "error", message: "Repeated punctuation such as !! or ?? is not allowed" });
  }
  if (kind.isHeadline && trimmed.includes("!")) {
    issues.push({ code: "headline-exclamation", severity: "error", message: "Headlines cannot contain an exclamation mark" });
  }
  const shouted = shoutedWord(trimmed);
  if (shouted) {
    issues.push({ code: "excessive-capitals", severity: "warning", message: `"${shouted}" is in capitals; only short acronyms may be` });
  }
  if (emoji.test(trimmed) || symbolForLetter.test(trimmed)) {
    issues.push({ code: "symbols", severity: "error", message: "Emoji and symbols standing for letters are not allowed" });
  }
  if (hasPhoneNumber(trimmed)) {
    issues.push({ code: "phone-number", severity: "error", message: "Phone numbers belong in a call asset, not in ad text" });
  }
  if (genericCallToAction.test(trimmed)) {
    issues.push({ code: "generic-call-to-action", severity: "error", message: 'Generic calls to action such as "click here" are not allowed' });
  }
  const doubled = doubledWord.exec(trimmed);
  if (doubled) issues.push({ code: "doubled-word", severity: "warning", message: `"${doubled[0]}" repeats a word` });
  return issues;
}

/** A text as the duplicate rules compare it: its normalized words, and their set once a pair needs it. */
interface Wording {
  normalized: string;
  words: ReadonlySet<string> | null;
}

// The policy check and Ad Strength compare every pair of assets on each keystroke in the editor, and on
// every generation (issue 18): each text is read once, not once per pair (bounded, so a long-running
// server does not grow it).
const wordings = new Map<string, Wording>();

function wordingOf(text: string): Wording {
  let wording = wordings.get(text);
  if (wording === undefined) {
    wording = { normalized: (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(" "), words: null };
    if (wordings.size >= 2000) wordings.clear();
    wordings.set(text, wording);
  }
  return wording;
}

/** Case, punctuation and spacing do not make two assets different to a reader. */
export function normalizedWording(text: string): string {
  return wordingOf(text).normalized;
}

const wordSet = (wording: Wording) => (wording.words ??= new Set(wording.normalized.split(" ")));

/** Near-duplicates: the same words once normalized, or word sets overlapping by 80% or more. */
export function areNearDuplicates(a: string, b: string): boolean {
  const left = wordingOf(a);
  const right = wordingOf(b);
  if (!left.normalized || !right.normalized) return false;
  if (left.normalized === right.normalized) return true;
  const leftWords = wordSet(left);
  const rightWords = wordSet(right);
  if (leftWords.size < 3 || rightWords.size < 3) return false;
  let shared = 0;
  for (const word of leftWords) if (rightWords.has(word)) shared++;
  // Shared words over all the words of either (the union).
  return shared / (leftWords.size + rightWords.size - shared) >= 0.8;
}

/** Every issue of one asset list, duplicates pointing at the earlier asset they repeat. */
export function checkAssetList(items: readonly string[], kind: Pick<AssetKind, "limit" | "isHeadline" | "singular">): AssetIssues[] {
  const keys = items.map((text) => text.trim().toLowerCase());
  return items.map((text, index) => {
    const issues = checkAssetText(text, kind);
    const key = keys[index];
    if (key) {
      const exact = keys.findIndex((other, otherIndex) => otherIndex < index && other === key);
      const near = exact >= 0 ? -1 : items.findIndex((other, otherIndex) => otherIndex < index && areNearDuplicates(other, text));
      if (exact >= 0) issues.push({ code: "duplicate", severity: "error", message: `Same as ${kind.singular} ${exact + 1}` });
      else if (near >= 0) issues.push({ code: "near-duplicate", severity: "warning", message: `Nearly the same as ${kind.singular} ${near + 1}` });
    }
    return { index, issues };
  });
}

export interface AdRequirementIssue {
  kind: AssetKindKey;
  message: string;
}

const usable = (items: readonly string[]) => new Set(items.map((item) => item.trim().toLowerCase()).filter(Boolean)).size;

/**
 * What Google needs before an ad can serve: Search 3 headlines and 2 descriptions; Performance Max
 * 3 headlines, 1 long headline and 2 descriptions, one headline of 15 or fewer and one description of
 * 60 or fewer; Demand Gen a headline and a description.
 */
export function checkAdRequirements(type: CampaignTypeDescriptor, lists: Partial<Record<AssetKindKey, readonly string[]>>): AdRequirementIssue[] {
  const issues: AdRequirementIssue[] = [];
  for (const kind of type.assetKinds) {
    const items = lists[kind.key] ?? [];
    const count = usable(items);
    if (count < kind.googleMinimum) {
      issues.push({ kind: kind.key, message: `Google needs at least ${kind.googleMinimum} ${kind.label.toLowerCase()}; this ad has ${count}` });
    }
    const short = kind.shortAssetRequired;
    if (short !== undefined && !items.some((item) => item.trim() !== "" && displayWidth(item.trim()) <= short)) {
      issues.push({ kind: kind.key, message: `Add at least one ${kind.singular} of ${short} characters or fewer` });
    }
  }
  return issues;
}

export interface SitelinkIssues {
  index: number;
  issues: string[];
}

/** Sitelink text and descriptions within their limits, and descriptions both or neither. */
export function checkSitelinks(type: CampaignTypeDescriptor, sitelinks: readonly Sitelink[]): SitelinkIssues[] {
  const spec = type.sitelinks;
  if (!spec) return [];
  return sitelinks.map((sitelink, index) => {
    const issues: string[] = [];
    const filled = [sitelink.linkText, sitelink.description1, sitelink.description2, sitelink.linkUrl].some((part) => part.trim());
    if (!filled) return { index, issues };
    if (!sitelink.linkText.trim()) issues.push("Sitelink text is required");
    if (displayWidth(sitelink.linkText) > spec.textLimit) issues.push(`Sitelink text is over ${spec.textLimit} characters`);
    for (const description of [sitelink.description1, sitelink.description2]) {
      if (displayWidth(description) > spec.descriptionLimit) issues.push(`Sitelink description is over ${spec.descriptionLimit} characters`);
    }
    if (!sitelink.description1.trim() !== !sitelink.description2.trim()) issues.push("Sitelink descriptions come both or neither");
    return { index, issues };
  });
}

export interface AdPolicyReport {
  assets: Partial<Record<AssetKindKey, AssetIssues[]>>;
  sitelinks: SitelinkIssues[];
  requirements: AdRequirementIssue[];
  errorCount: number;
  warningCount: number;
}

/** The whole ad at once, as the editor's panel and the export gate read it. */
export function checkAd(
  type: CampaignTypeDescriptor,
  lists: Partial<Record<AssetKindKey, readonly string[]>>,
  sitelinks: readonly Sitelink[] = [],
): AdPolicyReport {
  const assets: AdPolicyReport["assets"] = {};
  let errorCount = 0;
  let warningCount = 0;
  for (const kind of type.assetKinds) {
    const checked = checkAssetList(lists[kind.key] ?? [], kind);
    assets[kind.key] = checked;
    for (const issue of checked.flatMap((asset) => asset.issues)) {
      if (issue.severity === "error") errorCount++;
      else warningCount++;
    }
  }
  const sitelinkIssues = checkSitelinks(type, sitelinks);
  errorCount += sitelinkIssues.reduce((sum, item) => sum + item.issues.length, 0);
  const requirements = checkAdRequirements(type, lists);
  errorCount += requirements.length;
  return { assets, sitelinks: sitelinkIssues, requirements, errorCount, warningCount };
}

/**
 * Performance Max shows the business name beside its assets; Google needs one of at most 25 characters.
 * Null when the type asks for none or the name is fine.
 */
export function checkBusinessName(type: CampaignTypeDescriptor, businessName: string | null | undefined): string | null {
  const limit = type.businessNameLimit;
  if (limit === null) return null;
  const name = (businessName ?? "").trim();
  if (!name) return `Add a business name of ${limit} characters or fewer`;
  if (displayWidth(name) > limit) return `The business name is over the ${limit}-character limit`;
  return null;
}
