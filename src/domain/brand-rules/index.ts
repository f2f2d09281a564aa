export * from "./brand-rules.ts";
export * from "./brand-rule-check.ts";
export * from "./required-phrases.ts";
export * from "./brand-rules-text.ts";
export { phrasePattern, withNameCasing } from "./phrase-match.ts";
