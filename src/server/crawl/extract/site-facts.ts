import { isDocumentLink } from "../../../domain/wizard/crawled-content.ts";
import { collapseSpace } from "./dom.ts";
import type { PageMaterial } from "./page-material.ts";
import { declaredBusinessName } from "./structured-data.ts";

/** The page's language as a primary subtag ("en", "de", "ja"): the document's own, then the server's. */
export function pageLanguage(material: PageMaterial, contentLanguage: string): string {
  const declared = [material.language, material.meta.get("content-language"), contentLanguage, material.meta.get("og:locale")];
  for (const value of declared) {
    const primary = /^\s*([a-z]{2,3})(?:[-_,;\s]|$)/i.exec(value ?? "")?.[1];
    if (primary) return primary.toLowerCase();
  }
  return "";
}

const titleSeparators = /\s+[|\-–—·•:]\s*|\s*[|–—·•]\s+|:\s+/;

/**
 * The brand: what the page declares (og:site_name, its JSON-LD Organization or LocalBusiness,
 * application-name), else the part of the title that matches the host name, else the shortest part of
 * a "Product - tagline" title.
 */
export function siteName(material: PageMaterial, url: URL): string {
  const declared = material.meta.get("og:site_name") || declaredBusinessName(material) || material.meta.get("application-name");
  if (declared) return cleanName(declared);
  const parts = material.title.split(titleSeparators).map(cleanName).filter(Boolean);
  if (parts.length === 0) return "";
  const host = url.hostname.toLowerCase().replace(/[^a-z0-9]/g, "");
  const matching = parts.find((part) => {
    const letters = part.toLowerCase().replace(/[^a-z0-9]/g, "");
    return letters.length >= 3 && host.includes(letters);
  });
  if (matching) return matching;
  // A place ('Geneva, NE', 'Lyon, France') is where the business is, not its name: names rarely hold a comma.
  const names = parts.filter((part) => !part.includes(","));
  return (names.length > 0 ? names : parts).reduce((shortest, part) => (part.length < shortest.length ? part : shortest));
}

function cleanName(name: string): string {
  return collapseSpace(name.replace(/[®™©]/g, ""));
}

/** The page's preferred address when it names one (http or https only), else where it was found. */
export function canonicalUrl(material: PageMaterial, url: URL): string {
  for (const candidate of [material.canonicalHref, material.meta.get("og:url")]) {
    const resolved = resolveHttp(candidate ?? "", url);
    if (resolved) return resolved.href;
  }
  return url.href;
}

function resolveHttp(href: string, base: URL): URL | null {
  if (!href.trim()) return null;
  try {
    const resolved = new URL(href.trim(), base);
    return resolved.protocol === "http:" || resolved.protocol === "https:" ? resolved : null;
  } catch {
    return null;
  }
}

const maxLinks = 20;
const linkText = { min: 2, max: 60 };
/** Pages an advertiser most often offers as sitelinks; these come first among the candidates. */
const sitelinkWords =
  /pric|plan|about|contact|feature|faq|support|help|download|demo|trial|blog|docs|shop|store|team|career|service|product|preis|kontakt|über|tarif|precio|prezz|contatt|contacto|料金|お問い合わせ/i;

/** Links to other pages of the same site with their text: the candidates for sitelinks. */
export function internalLinks(material: PageMaterial, url: URL): Array<{ url: string; text: string }> {
  const site = url.hostname.replace(/^www\./, "");
  const seen = new Set<string>([withoutHash(url)]);
  const links: Array<{ url: string; text: string; preferred: boolean; order: number }> = [];
  const tried = new Set<string>();
  for (const anchor of material.anchors) {
    const text = anchor.text;
    // Same-page anchors, mail and script links are never sitelinks; skipping them spares URL parsing.
    if (text.length < linkText.min || text.length > linkText.max || /^\s*(?:#|mailto:|tel:|javascript:)/i.test(anchor.href)) continue;
    if (tried.has(anchor.href)) continue;
    tried.add(anchor.href);
    const target = resolveHttp(anchor.href, url);
    if (!target || target.hostname.replace(/^www\./, "") !== site) continue;
    const key = withoutHash(target);
    if (seen.has(key)) continue;
    seen.add(key);
    target.hash = "";
    links.push({ url: target.href, text, preferred: sitelinkWords.test(`${text} ${target.pathname}`), order: links.length });
  }
  return links
    .sort((a, b) => Number(b.preferred) - Number(a.preferred) || a.order - b.order)
    .slice(0, maxLinks)
    .map(({ url: href, text }) => ({ url: href, text }));
}

/** A button says what to do in a few words ('Get a Free Quote'); a longer link is a sentence or a title. */
const buttonWords = 6;
const maxCallsToAction = 10;

/**
 * The texts of the page's buttons, in order: what it asks its reader to do ('Get a Free Quote', 'Prenota
 * ora'). The sitelinks keep one text per page, the navigation's; a hero's button to the same page says the
 * action better, so it is kept here.
 */
export function callsToAction(material: PageMaterial): string[] {
  const texts = new Map<string, string>();
  for (const anchor of material.anchors) {
    const text = collapseSpace(anchor.text);
    const words = text.split(" ").length;
    if (!anchor.button || isDocumentLink(anchor.href) || text.length < linkText.min || words > buttonWords || /^\s*(?:mailto:|tel:|javascript:)/i.test(anchor.href)) continue;
    const key = text.toLowerCase();
    if (!texts.has(key)) texts.set(key, text);
    if (texts.size >= maxCallsToAction) break;
  }
  return [...texts.values()];
}

function withoutHash(url: URL): string {
  return url.href.replace(/#.*$/, "");
}
