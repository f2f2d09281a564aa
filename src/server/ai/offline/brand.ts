import { displayWidth } from "../../../domain/text/text.ts";
import { cleanText } from "./text-pieces.ts";

/** A headline's limit: a longer 'brand' guessed from the title is a slogan, not a name. */
const brandLimit = 30;
/**
 * A name the site declares (og:site_name, the copyright line) may be longer ('Mile High Comfort Heating &
 * Air'): it is the name all the same, said where a line has room, where a guess from the title would be
 * 'Denver, CO'. Demand Gen's headlines take 40.
 */
const declaredLimit = 40;

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

function hostLabel(url: string): string {
  if (!URL.canParse(url)) return "";
  const host = new URL(url).hostname.replace(/^www\./, "");
  return host.split(".")[0] ?? "";
}

export function titleSegments(title: string): string[] {
  return cleanText(title)
    .split(/\s+[|–—\-·•:]\s+|:\s+|\s+[|–—·•]|[|｜]|\p{Extended_Pictographic}|[\u2705]/u)
    .map((segment) => cleanText(segment))
    .filter(Boolean);
}

/** The domain's name as the page itself writes it ('DokuMe' for dokume.net), when it does. */
function hostAsWritten(label: string, pageText: string): string | null {
  if (label.length < 3) return null;
  // A hyphen in the address stands for the space of the name ('fahrschule-kurvenreich' is 'Fahrschule Kurvenreich').
  const words = label.split("-").map((part) => part.replace(/[^\p{L}\p{N}]/gu, "")).filter(Boolean);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${words.join("[\\s-]*")}(?![\\p{L}\\p{N}])`, "giu");
  const spellings = new Map<string, number>();
  for (const match of pageText.matchAll(pattern)) spellings.set(match[0], (spellings.get(match[0]) ?? 0) + 1);
  const written = [...spellings].filter(([spelling]) => spelling !== spelling.toLowerCase()).sort((a, b) => b[1] - a[1])[0];
  return written?.[0] ?? null;
}

/** Who the page's copyright line names: '© 2024 Sisters Cafe. All rights reserved.' */
export function copyrightHolder(texts: readonly string[]): string | null {
  for (const text of texts) {
    const match = /(?:©|\(c\)|copyright)\s*(?:\d{4}(?:\s*[-–]\s*\d{4})?)?\s*([^.|,©\d·•]+?)\s*(?:[.|,·•]|\s[-–—]\s|all rights|alle rechte|tous droits|todos los|tutti i|alle rechten|todos os|$)/iu.exec(text);
    const name = cleanText(match?.[1] ?? "");
    if (name && /\p{Lu}/u.test(name)) return name;
  }
  return null;
}

export interface BrandSources {
  /** What the advertiser typed: their name, used as given. */
  businessName: string;
  /** og:site_name, or the crawl's pick from the title. */
  siteName: string;
  title: string;
  landingPageUrl: string;
  /** The page's text, to see how it writes a name and whether a word is a common noun on it. */
  pageText: string;
  /** Texts that may hold the copyright line. */
  texts: readonly string[];
  /** Words that name a part of a site in any known language ('Home', 'Startseite', 'ホーム'). */
  genericWords: ReadonlySet<string>;
}

/**
 * The brand (issue 19, 'Facts and brand from structure'): the advertiser's business name; else the
 * site's declared name, the copyright holder, the title part that matches the domain, the domain as the
 * page writes it, a title part that reads as a name. Never a generic word ('Home', 'Accueil'), never a
 * word the page itself writes in lower case as an ordinary noun ('Ostéopathe', 'hearing aids'), never
 * a bare domain label ('Dervindental'): no brand is better than a wrong one.
 */
export function brandName(sources: BrandSources): string {
  const given = cleanText(sources.businessName);
  if (given && displayWidth(given) <= brandLimit) return given;
  const label = hostLabel(sources.landingPageUrl);
  const host = letters(label);
  const matchesHost = (name: string) => host !== "" && letters(name).length >= 3 && (letters(name).includes(host) || host.includes(letters(name)));
  // 'Inmobiliaria' is written 'inmobiliarias' in the page's sentences; 'Altorra' never is.
  const ordinaryNoun = (name: string) => {
    if ((/\p{Lu}/u.test(name.slice(1)) && name.split(" ").length === 1) || name === name.toLowerCase()) return false;
    const escaped = name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?:s|es)?(?![\\p{L}\\p{N}])`, "u").test(sources.pageText);
  };
  const fitsWithin = (limit: number) => (name: string) => displayWidth(name) <= limit && letters(name).length >= 2 && !sources.genericWords.has(name.toLowerCase());
  const fits = fitsWithin(brandLimit);
  const declaredFits = fitsWithin(declaredLimit);
  const segments = titleSegments(sources.title);
  // A site name that is the address in small letters ('fahrschule-kurvenreich.de') is not the name as the business writes it.
  const site = /^[\p{Ll}\p{N}.-]+\.\p{Ll}{2,}$/u.test(cleanText(sources.siteName)) ? "" : cleanText(sources.siteName);
  // The title and the copyright line naming the same business ('Le Petit Zinc – Bistrot à Lyon', '© 2025 Le
  // Petit Zinc') outrank a part of the title that only shares a word with the address ('bistrot-lyon.fr').
  const holder = copyrightHolder(sources.texts);
  const confirmed = holder ? segments.find((segment) => letters(segment) === letters(holder) && fits(segment)) : undefined;
  if (confirmed) return confirmed;
  const onDomain = [site, ...segments, hostAsWritten(label, sources.pageText) ?? ""].filter((name) => name && matchesHost(name) && (name === site ? declaredFits : fits)(name));
  // A domain that joins the name and the trade ('altorrainmobiliaria') matches both: the name is the part
  // the page never writes as an ordinary noun.
  const namedOnDomain = onDomain.find((name) => !ordinaryNoun(name));
  if (namedOnDomain) return namedOnDomain;
  const declared = [site, holder ?? ""].find((name) => name && declaredFits(name) && !ordinaryNoun(name));
  if (declared) return declared;
  const others = [...segments].sort((a, b) => displayWidth(a) - displayWidth(b)).filter((segment) => segment.split(" ").length <= 4);
  return others.find((name) => name && fits(name) && !ordinaryNoun(name)) ?? onDomain[0] ?? "";
}
