import type { BrandRules } from "../../../domain/brand-rules/index.ts";
import { dataLine } from "./untrusted.ts";

const quoted = (text: string) => `"${dataLine(text, 200)}"`;

/**
 * The ad account's brand rules as instructions (issue 22). The post-checks enforce them whatever the
 * model writes; stating them saves the assets a model would otherwise have replaced.
 */
export function brandRuleLines(rules: BrandRules): string[] {
  const lines: string[] = [];
  if (rules.brandName) lines.push(`Write the brand exactly as ${quoted(rules.brandName)}, in that casing.`);
  for (const { text, reason } of rules.bannedPhrases) lines.push(`Never write ${quoted(text)}${reason ? ` (${dataLine(reason, 200)})` : ""}.`);
  for (const { from, to } of rules.spellings) lines.push(`Write ${quoted(to)}, never ${quoted(from)}.`);
  if (rules.claims.length > 0) {
    lines.push(`Claims the brand may make: ${rules.claims.map(quoted).join(", ")}; make no other claim of being best, first, cheapest, leading or guaranteed.`);
  }
  for (const { text, where } of rules.requiredPhrases) {
    lines.push(`Include ${quoted(text)} ${where === "anywhere" ? "in at least one asset" : `in at least one of the ${where}`}.`);
  }
  return lines.length > 0 ? ["The advertiser's brand rules, which every asset must follow:", lines.map((line) => `- ${line}`).join("\n")] : [];
}
