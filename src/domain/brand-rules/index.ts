export * from "./brand-rules.ts";
export * from "./brand-rule-check.ts";
export * from "./required-phrases.ts";
