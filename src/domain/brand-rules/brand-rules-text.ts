import { type BrandRules, brandRulesSchema, type RequiredPhrasePlace, requiredPhrasePlaces } from "./brand-rules.ts";

/**
 * Brand rules as the form writes them, one rule per line, so that a list of fifty banned words is pasted
 * rather than clicked in one by one:
 * - banned: `cheap` or `cheap: we are a premium brand`
 * - required: `Terms apply`, or the list first: `descriptions: Terms apply`, `headlines: Official Site`
 * - spellings: `e-mail -> email` (or `→`, `=>`)
 */
export interface BrandRulesText {
  bannedPhrases: string;
  requiredPhrases: string;
  spellings: string;
  brandName: string;
  address: "" | "formal" | "informal";
  claims: string;
}

export type BrandRulesTextField = keyof BrandRulesText;

const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== "");

const arrow = /\s*(?:->|→|=>)\s*/;
const placed = new RegExp(`^(${requiredPhrasePlaces.join("|")})\\s*:\\s*(.+)$`, "i");

export function brandRulesToText(rules: BrandRules): BrandRulesText {
  return {
    bannedPhrases: rules.bannedPhrases.map(({ text, reason }) => (reason ? `${text}: ${reason}` : text)).join("\n"),
    requiredPhrases: rules.requiredPhrases.map(({ text, where }) => (where === "anywhere" ? text : `${where}: ${text}`)).join("\n"),
    spellings: rules.spellings.map(({ from, to }) => `${from} -> ${to}`).join("\n"),
    brandName: rules.brandName ?? "",
    address: rules.address ?? "",
    claims: rules.claims.join("\n"),
  };
}

/** The form's text as rules, or what is wrong, by field and line. */
export function brandRulesFromText(text: BrandRulesText): { ok: true; rules: BrandRules } | { ok: false; errors: Partial<Record<BrandRulesTextField, string>> } {
  const errors: Partial<Record<BrandRulesTextField, string>> = {};
  const bannedLines = linesOf(text.bannedPhrases);
  const requiredLines = linesOf(text.requiredPhrases);
  const spellingLines = linesOf(text.spellings);
  const claimLines = linesOf(text.claims);
  const bannedPhrases = bannedLines.map(({ line }) => {
    const colon = line.indexOf(":");
    return colon > 0 ? { text: line.slice(0, colon).trim(), reason: line.slice(colon + 1).trim() } : { text: line, reason: "" };
  });
  const requiredPhrases = requiredLines.map(({ line }) => {
    const match = placed.exec(line);
    return match?.[1] && match[2] ? { text: match[2].trim(), where: match[1].toLowerCase() as RequiredPhrasePlace } : { text: line, where: "anywhere" as const };
  });
  const spellings = spellingLines.flatMap(({ line, number }) => {
    const [from, to, ...rest] = line.split(arrow);
    if (!from || !to || rest.length > 0) {
      errors.spellings ??= `Line ${number}: write the spelling to replace, an arrow, then the preferred one (e-mail -> email)`;
      return [];
    }
    return [{ from, to }];
  });
  const claims = claimLines.map(({ line }) => line);
  const parsed = brandRulesSchema.safeParse({ bannedPhrases, requiredPhrases, spellings, brandName: text.brandName, address: text.address || null, claims });
  if (!parsed.success) {
    // A rule's index counts only the lines with text: the message names the line as the user sees it.
    const numbers: Partial<Record<BrandRulesTextField, { number: number }[]>> = { bannedPhrases: bannedLines, requiredPhrases: requiredLines, spellings: spellingLines, claims: claimLines };
    for (const issue of parsed.error.issues) {
      const [field, index] = issue.path;
      const key = field as BrandRulesTextField;
      const line = typeof index === "number" ? (numbers[key]?.[index]?.number ?? index + 1) : null;
      errors[key] ??= line === null ? issue.message : `Line ${line}: ${issue.message}`;
    }
  }
  return parsed.success && Object.keys(errors).length === 0 ? { ok: true, rules: parsed.data } : { ok: false, errors };
}
