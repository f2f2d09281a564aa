import { checkAssetText, type PolicyIssueCode } from "../../../domain/policy/policy.ts";
import type { AssetRules } from "../offline/select.ts";

const emoji = /(?![©®™])\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*\uFE0F?/gu;
const digitRun = /\+?\(?\d[\d\s().-]{5,}\d/g;
const genericCallToAction = /\b(?:click|tap|press)\s+(?:here|now|this|below|the link)\b(?:\s+to\b)?\s*/giu;
const dialVerb = /\b(?:call(?:\s+us)?|phone|tel\.?|rufen sie(?:\s+uns)?(?:\s+an)?|anrufen)(?:\s+(?:at|on|unter|now|today))?\s*[:.]?\s*$/iu;

const issuesOf = (text: string, kind: AssetRules) => new Set(checkAssetText(text, kind).map((issue) => issue.code));

/** The domain decides what a phone number or a shouted word is; these fixes only remove what it flags. */
function withoutFlagged(text: string, kind: AssetRules, pattern: RegExp, code: PolicyIssueCode, replace: (match: string) => string): string {
  return text.replace(pattern, (match) => (issuesOf(match, kind).has(code) ? replace(match) : match));
}

const fixes: Partial<Record<PolicyIssueCode, (text: string, kind: AssetRules) => string>> = {
  "repeated-punctuation": (text) => text.replace(/([!?])[!?]+/g, "$1").replace(/([,;:])\1+/g, "$1"),
  "headline-exclamation": (text) => text.replace(/!+\s+(?=\S)/g, ". ").replace(/!+/g, ""),
  "excessive-capitals": (text, kind) =>
    withoutFlagged(text, kind, /[\p{L}\p{N}]+/gu, "excessive-capitals", (word) => word[0] + word.slice(1).toLowerCase()),
  symbols: (text) => text.replace(emoji, ""),
  "phone-number": (text, kind) => withoutFlagged(text, kind, digitRun, "phone-number", () => "").replace(dialVerb, ""),
  "generic-call-to-action": (text) => text.replace(genericCallToAction, ""),
  "doubled-word": (text) => text.replace(/(?<![\p{L}\p{N}])([\p{L}\p{N}]+)(\s+\1)+(?![\p{L}\p{N}])/giu, "$1"),
};

function tidy(text: string): string {
  const spaced = text
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:!?])/g, "$1")
    .replace(/^[\s,.;:!?-]+/, "")
    .replace(/[\s,;:-]+$/, "")
    .trim();
  return spaced ? spaced[0]?.toUpperCase() + spaced.slice(1) : spaced;
}

/** Words, not digits: a removed phone number is not lost meaning. */
const words = (text: string) => text.match(/\p{L}+/gu)?.length ?? 0;

/**
 * An asset with Google's editorial problems fixed where a fix keeps its meaning (doubled punctuation,
 * an exclamation mark in a headline, shouting, emoji, a phone number, 'click here'); null when a
 * problem remains or the fix left too little of it, so the caller replaces it instead.
 */
export function rewriteForPolicy(text: string, kind: AssetRules): string | null {
  let current = text;
  for (const code of issuesOf(text, kind)) {
    const fix = fixes[code];
    if (fix) current = tidy(fix(current, kind));
  }
  if (current === text) return checkAssetText(text, kind).some((issue) => issue.severity === "error") ? null : text;
  const errorsLeft = checkAssetText(current, kind).some((issue) => issue.severity === "error");
  return errorsLeft || words(current) < Math.max(1, Math.ceil(words(text) / 2)) ? null : current;
}
