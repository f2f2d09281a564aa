import type { HouseStyle } from "../../../domain/refresh/index.ts";
import { dataLine } from "./untrusted.ts";

/** The account's house style as instructions (issue 22): the replacements should read like its own ads. */
export function houseStyleLines(style: HouseStyle | null): string[] {
  if (!style || style.adsRead === 0) return [];
  const lines: string[] = [];
  const casing = style.casing === "title" ? "in Title Case" : style.casing === "sentence" ? "in sentence case" : null;
  if (style.headlineLength !== null) lines.push(`Headlines ${casing ? `${casing}, ` : ""}about ${style.headlineLength} characters long.`);
  if (style.descriptionLength !== null) {
    const ending = style.descriptionEnding === "period" ? ", ending with a full stop" : style.descriptionEnding === "none" ? ", without a closing full stop" : "";
    lines.push(`Descriptions about ${style.descriptionLength} characters long${ending}.`);
  }
  if (style.vocabulary.length > 0) lines.push(`Words they use often: ${style.vocabulary.map((word) => dataLine(word, 40)).join(", ")}.`);
  if (style.recurringClaims.length > 0) lines.push(`Claims they make: ${style.recurringClaims.map((claim) => `"${dataLine(claim, 80)}"`).join(", ")}.`);
  return [`The advertiser's ${style.adsRead} existing ${style.adsRead === 1 ? "ad is" : "ads are"} written this way; write like them:`, lines.map((line) => `- ${line}`).join("\n")];
}
