/** The words a user note could use to steer the AI away from writing ads (part 1, section 5). */
export const blockedChangeWords = ["ignore", "forget", "system", "prompt", "instruction", "override", "admin", "root"] as const;

export const changesToMakeLimit = 200;

const brackets = /[{}[\]<>]/g;
const blockedWords = new RegExp(`\\b(?:${blockedChangeWords.join("|")})\\b`, "gi");

/**
 * 'Changes to Make' sanitizing: brackets out, the eight words out (whole words, any case), cut to 200,
 * trimmed. The words are removed once more after the cut because cutting 'rooted' can leave 'root'.
 */
export function sanitizeChangesToMake(text: string): string {
  const cleaned = text.replace(brackets, "").replace(blockedWords, "");
  const cut = Array.from(cleaned).slice(0, changesToMakeLimit).join("");
  return cut.replace(blockedWords, "").trim();
}
