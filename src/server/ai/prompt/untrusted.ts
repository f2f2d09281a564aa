import { cutToWidth } from "../../../domain/text/text.ts";

/** The tags that fence data in a prompt; text inside them can never close them. */
export const fenceTags = { page: "landing_page", brief: "advertiser_brief", current: "current_asset", others: "other_assets" } as const;

const anyFenceTag = new RegExp(`</?\\s*(?:${Object.values(fenceTags).join("|")})\\b[^>]*>`, "gi");

/** One line of untrusted text: control characters and fence tags out, spaces collapsed, bounded. */
export function dataLine(text: string, maxLength = 2000): string {
  const line = text
    .replace(anyFenceTag, "")
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return cutToWidth(line, maxLength);
}

/** Untrusted text fenced and marked as data: a page or a note may contain words that read like instructions. */
export function fenced(tag: string, lines: readonly string[]): string {
  return [`<${tag}>`, ...lines, `</${tag}>`].join("\n");
}
