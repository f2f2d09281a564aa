import { z } from "zod";

/**
 * An ad account's brand rules (issue 22): what its ads must never say, must say, how they spell the
 * brand and its words, and how they address the reader. They bind every writer, the editor warns while
 * the user types, and exports name a broken rule without refusing the file.
 */

const phrase = z.string().trim().min(1, "must not be empty").max(90, "must be 90 characters or fewer");

/** Where a required phrase must appear: in at least one asset of that list, or anywhere in the ad. */
export const requiredPhrasePlaces = ["anywhere", "headlines", "descriptions"] as const;
export type RequiredPhrasePlace = (typeof requiredPhrasePlaces)[number];

export const brandRulesSchema = z.object({
  bannedPhrases: z.array(z.object({ text: phrase, reason: z.string().trim().max(200).default("") })).max(200).default([]),
  requiredPhrases: z.array(z.object({ text: phrase, where: z.enum(requiredPhrasePlaces).default("anywhere") })).max(20).default([]),
  spellings: z.array(z.object({ from: phrase, to: phrase })).max(200).default([]),
  /** The brand exactly as it is written ('iPhone', 'ALDI SÜD'); every other casing of it is corrected. */
  brandName: z
    .string()
    .trim()
    .max(100, "must be 100 characters or fewer")
    .nullable()
    .default(null)
    .transform((name) => (name ? name : null)),
  /** Sie or du, vous or tu, usted or tú...; null lets the landing page decide. */
  address: z.enum(["formal", "informal"]).nullable().default(null),
  /**
   * Claims the brand may make ('Since 1921', 'Rated 4.9 by 3,000 customers'). Given any, a claim of being
   * best, first, cheapest or guaranteed that is not one of them breaks the rules.
   */
  claims: z.array(phrase).max(50).default([]),
});

export type BrandRules = z.output<typeof brandRulesSchema>;

export const noBrandRules: BrandRules = { bannedPhrases: [], requiredPhrases: [], spellings: [], brandName: null, address: null, claims: [] };

export function hasBrandRules(rules: BrandRules): boolean {
  return rules.bannedPhrases.length + rules.requiredPhrases.length + rules.spellings.length + rules.claims.length > 0 || rules.brandName !== null || rules.address !== null;
}

/** Rules stored before a field existed, or hand-edited, read as the schema's defaults rather than failing. */
export function readBrandRules(stored: unknown): BrandRules {
  const parsed = brandRulesSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : noBrandRules;
}
