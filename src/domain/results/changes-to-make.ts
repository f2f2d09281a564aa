import { sharedFieldLimits } from "../campaign-types/search.ts";
import { cutToWidth } from "../text/text.ts";

/** The words a user note could use to steer the AI away from writing ads (part 1, section 5). */
export const blockedChangeWords = ["ignore", "forget", "system", "prompt", "instruction", "override", "admin", "root"] as const;

export const changesToMakeLimit = sharedFieldLimits.changesToMake;

const brackets = /[{}[\]<>]/g;
const blockedWords = new RegExp(`\\b(?:${blockedChangeWords.join("|")})\\b`, "gi");

/**
 * 'Changes to Make' sanitizing: brackets out, the eight words out (whole words, any case), cut to 200,
 * trimmed. The cut counts display width like the field's own counter, so a note the field accepts is never
 * shortened and one it marks too long is cut where the counter says. The words are removed once more
 * after the cut because cutting 'rooted' can leave 'root' (docs/decisions/changes-to-make-sanitizing.md).
 */
export function sanitizeChangesToMake(text: string): string {
  const cleaned = text.replace(brackets, "").replace(blockedWords, "");
  return cutToWidth(cleaned, changesToMakeLimit).replace(blockedWords, "").trim();
}
