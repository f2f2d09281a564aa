import type { Sitelink } from "./generated-ads.ts";

/** Part 1, section 9: the live preview shows headlines three at a time and at most 4 sitelinks. */
export const adPreviewLimits = {
  headlineGroupSize: 3,
  sitelinks: 4,
  /** Feed and display cards page through this many combinations at most. */
  cardVariants: 5,
} as const;

/** The headline combinations the preview pages through, blanks skipped as Google would skip them. */
export function headlineGroups(headlines: readonly string[]): string[][] {
  const filled = headlines.map((headline) => headline.trim()).filter(Boolean);
  const groups: string[][] = [];
  for (let start = 0; start < filled.length; start += adPreviewLimits.headlineGroupSize) {
    groups.push(filled.slice(start, start + adPreviewLimits.headlineGroupSize));
  }
  return groups;
}

/** A preview's pager appears only when there is more than one page to page through. */
export function showsPreviewPager(pageCount: number): boolean {
  return pageCount > 1;
}

/** The sitelinks the preview draws: those with text, the first 4. */
export function previewSitelinks(sitelinks: readonly Sitelink[]): Sitelink[] {
  return sitelinks.filter((sitelink) => sitelink.linkText.trim() !== "").slice(0, adPreviewLimits.sitelinks);
}

/** One feed or display card: a headline, a long headline and a description shown together. */
export interface CardVariant {
  headline: string;
  longHeadline: string;
  description: string;
}

const filled = (items: readonly string[] | undefined) => (items ?? []).map((item) => item.trim()).filter(Boolean);

/**
 * The cards the feed and display previews page through: the n-th headline, long headline and
 * description together, a shorter list starting over, as Google mixes assets of unequal counts.
 */
export function cardVariants(lists: { headlines?: readonly string[]; longHeadlines?: readonly string[]; descriptions?: readonly string[] }): CardVariant[] {
  const headlines = filled(lists.headlines);
  const longHeadlines = filled(lists.longHeadlines);
  const descriptions = filled(lists.descriptions);
  const count = Math.min(adPreviewLimits.cardVariants, Math.max(headlines.length, longHeadlines.length, descriptions.length));
  const pick = (items: string[], index: number) => (items.length === 0 ? "" : (items[index % items.length] ?? ""));
  return Array.from({ length: count }, (_, index) => ({
    headline: pick(headlines, index),
    longHeadline: pick(longHeadlines, index),
    description: pick(descriptions, index),
  }));
}

/** The bare host an ad shows ('bakery.example'), or null for an address that does not parse. */
export function displayDomain(finalUrl: string | null | undefined): string | null {
  try {
    return new URL((finalUrl ?? "").trim()).hostname.replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

/**
 * The advertiser's name an ad shows (Search's business-name line, feed and display cards): the business
 * name the user gave, else the name the landing page gives itself (its site name), else the site's host.
 */
export function previewBrand(businessName: string | null | undefined, finalUrl: string | null | undefined, siteName?: string | null): string {
  return (businessName ?? "").trim() || (siteName ?? "").trim() || displayDomain(finalUrl) || "Your business";
}

/**
 * Demand Gen's call-to-action buttons as Google labels them in the languages the offline writer writes
 * (English, German): the button is part of the ad, so it speaks the ad's language. Other languages, and
 * calls to action the user typed, show as they are.
 */
const callToActionTranslations: Record<string, Record<string, string>> = {
  de: {
    "Learn More": "Mehr erfahren",
    "Sign Up": "Registrieren",
    "Get Started": "Jetzt starten",
    Download: "Herunterladen",
    Subscribe: "Abonnieren",
    "Watch Video": "Video ansehen",
    "Shop Now": "Jetzt kaufen",
    "Contact Us": "Kontakt",
    "Request Demo": "Demo anfordern",
    "Try Free": "Kostenlos testen",
  },
};

/** `language` is a language tag (`de`, `de-AT`); its primary subtag picks the table. */
export function callToActionInLanguage(label: string, language: string | null | undefined): string {
  const primary = (language ?? "").split("-")[0]?.toLowerCase() ?? "";
  return callToActionTranslations[primary]?.[label] ?? label;
}
