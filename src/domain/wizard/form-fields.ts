import { displayWidth } from "../text/text.ts";

export const invalidUrlMessage = "Please enter a valid URL starting with http:// or https://";

/** Valid when it parses as a URL and its scheme is http or https. */
export function isValidLandingPageUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** The message under the URL field, or null when it is fine or still empty (required is checked apart). */
export function landingPageUrlError(value: string): string | null {
  if (!value.trim()) return null;
  return isValidLandingPageUrl(value) ? null : invalidUrlMessage;
}

/** '1,234/15,000 characters', the counter beside long free-text fields. */
export function characterCounter(text: string, limit: number): string {
  const format = (n: number) => n.toLocaleString("en-US");
  return `${format(displayWidth(text))}/${format(limit)} characters`;
}

export function fitsLimit(text: string, limit: number): boolean {
  return displayWidth(text) <= limit;
}
