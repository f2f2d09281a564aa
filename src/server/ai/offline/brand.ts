import { displayWidth } from "../../../domain/text.ts";
import { capitalizeFirst, cleanText } from "./text-pieces.ts";

/** Google's business-name limit; a longer 'brand' is a slogan, not a name. */
const brandLimit = 25;

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

function hostLabel(url: string): string {
  if (!URL.canParse(url)) return "";
  const host = new URL(url).hostname.replace(/^www\./, "");
  return host.split(".")[0] ?? "";
}

export function titleSegments(title: string): string[] {
  return cleanText(title)
    .split(/\s+[|–—\-·•:]\s+|:\s+|\s+[|–—·•]/u)
    .map((segment) => cleanText(segment))
    .filter(Boolean);
}

/** The domain's name as the page itself writes it ('DokuMe' for dokume.net), when it does. */
function hostAsWritten(label: string, pageText: string): string | null {
  if (label.length < 3) return null;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${label.replace(/[^\p{L}\p{N}]/gu, "")}(?![\\p{L}\\p{N}])`, "giu");
  const spellings = new Map<string, number>();
  for (const match of pageText.matchAll(pattern)) spellings.set(match[0], (spellings.get(match[0]) ?? 0) + 1);
  const written = [...spellings].filter(([spelling]) => spelling !== spelling.toLowerCase()).sort((a, b) => b[1] - a[1])[0];
  return written?.[0] ?? null;
}

const fits = (name: string) => name !== "" && displayWidth(name) <= brandLimit;

/**
 * The advertiser's business name when given; else the site's name when it matches the domain; else the
 * domain as the page writes it; else the site's name; else the part of the title that names the product;
 * else the domain.
 */
export function brandName(businessName: string, siteName: string, title: string, landingPageUrl: string, pageText: string): string {
  const given = cleanText(businessName);
  if (fits(given)) return given;
  const label = hostLabel(landingPageUrl);
  const host = letters(label);
  const site = cleanText(siteName);
  const matchesHost = (name: string) => host !== "" && letters(name).length >= 3 && (letters(name).includes(host) || host.includes(letters(name)));
  if (fits(site) && matchesHost(site)) return site;
  const segments = titleSegments(title).filter(fits);
  const titled = segments.find(matchesHost);
  if (titled) return titled;
  const written = hostAsWritten(label, pageText);
  if (written && fits(written)) return written;
  if (fits(site)) return site;
  const shortest = [...segments].sort((a, b) => displayWidth(a) - displayWidth(b))[0];
  if (shortest && (titleSegments(title).length > 1 || shortest.split(" ").length <= 3)) return shortest;
  return capitalizeFirst(label);
}
