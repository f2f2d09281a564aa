/**
 * A final URL must be the user's own landing page (EDITOR-IMPORT R16). The type fallbacks the editor
 * fills in for an ad without one (`https://example.com`, `https://www.google.com`) and any reserved
 * example domain are placeholders: an export never carries them silently.
 */
const exampleHosts = new Set(["example.com", "example.org", "example.net"]);

export function isPlaceholderUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return true;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return true;
  const host = parsed.hostname.toLowerCase().replace(/^www\./, "");
  return exampleHosts.has(host) || (host === "google.com" && parsed.pathname === "/" && !parsed.search);
}

/** The first candidate that is a real landing page, else the empty string (which the export check names). */
export function realUrlOf(candidates: readonly (string | null | undefined)[]): string {
  for (const candidate of candidates) if (typeof candidate === "string" && candidate.trim() && !isPlaceholderUrl(candidate)) return candidate.trim();
  return "";
}
