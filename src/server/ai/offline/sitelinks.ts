import type { SitelinkSpec } from "../../../domain/campaign-types/descriptor.ts";
import type { Sitelink } from "../../../domain/ads/generated-ads.ts";
import { normalizedWording } from "../../../domain/policy/policy.ts";
import type { Brief } from "./brief.ts";
import { headlineCaser } from "./candidates.ts";
import { isSiteFurniture } from "./artefacts.ts";
import { categories, isReadMore, ownPages } from "./own-pages.ts";
import { addressed, type SitelinkCategory } from "./phrases/phrasebook.ts";
import { isForeign } from "./page-sentences.ts";
import { withoutLatinLabel } from "./page-labels.ts";
import { isShippable } from "./select.ts";
import { isCjk } from "./text-pieces.ts";

/** Link text that names no page ("here", "read more", and any `isReadMore`: "See details", "Leer más"): such a link makes no sitelink under its own text. */
const vagueText = /^(?:here|more|read more|click|click here|learn more|mehr|hier|weiterlesen|link|plus|más|altro|meer|mais|en savoir plus|saiba mais|詳しく)$/iu;

export interface SitelinkWriting {
  sitelinks: Sitelink[];
  /** Fewer real pages than the type asks for sitelinks: the advertiser should add some. */
  tooFewPages: boolean;
}

/**
 * Sitelinks from the site's own pages only (pricing, services, booking ... first), each under the page's
 * own link text in its own language. A page of a known kind gets the phrasebook's two descriptions; any
 * other gets none rather than filler. Never the landing page itself.
 */
export function writeSitelinks(brief: Brief, spec: SitelinkSpec): SitelinkWriting {
  const { phrases, address } = brief;
  const textRules = { limit: spec.textLimit, isHeadline: false, singular: "sitelink" };
  const descriptionRules = { limit: spec.descriptionLimit, isHeadline: false, singular: "sitelink description" };
  const sitelinks: Sitelink[] = [];
  const caseOf = headlineCaser(brief);
  const usedCategories = new Set<SitelinkCategory>();
  const usedTexts = new Set<string>();
  const pages = ownPages(brief.landingPageUrl, brief.links);
  const ranked = [...categories.flatMap(([category]) => pages.filter((page) => page.category === category)), ...pages.filter((page) => page.category === null)];
  for (const page of ranked) {
    // The site's plumbing ('Karriere', 'Mandantenportal') is no sitelink under any name.
    if (sitelinks.length >= spec.requested || (page.category && usedCategories.has(page.category)) || isSiteFurniture(page.text)) continue;
    const known = page.category && phrases ? phrases.sitelinks[page.category] : null;
    // A link text naming another site ('Booking.com oder Airbnb') is theirs, not the advertiser's.
    const telling = !vagueText.test(page.text) && !isReadMore(page.text) && !/\.[a-z]{2,3}(?![\p{L}])/iu.test(page.text) && (page.category !== null || page.text.length >= 4) && !isForeign(page.text, brief.language);
    // A menu's English label glued to its own script's ('Menuメニュー') is said in the page's script alone.
    const pageText = isCjk(page.text) ? withoutLatinLabel(page.text) : page.text;
    const ownText = telling ? caseOf(pageText) : null;
    const text = ownText && isShippable(ownText, textRules) ? ownText : (known?.label ?? null);
    if (!text || usedTexts.has(normalizedWording(text))) continue;
    const descriptions = known ? known.descriptions.map((line) => addressed(line, address)) : ["", ""];
    const [description1 = "", description2 = ""] = descriptions.every((line) => isShippable(line, descriptionRules)) ? descriptions : ["", ""];
    sitelinks.push({ linkText: text, linkUrl: page.url, description1, description2 });
    usedTexts.add(normalizedWording(text));
    if (page.category) usedCategories.add(page.category);
  }
  return { sitelinks, tooFewPages: sitelinks.length < Math.min(4, spec.requested) };
}
