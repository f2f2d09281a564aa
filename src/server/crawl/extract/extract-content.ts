import { load } from "cheerio";
import { crawlExtraction } from "../../../domain/wizard/crawl-rules.ts";
import type { CrawledContent, CrawledPage } from "../../../domain/wizard/crawled-content.ts";
import { crawlErrors } from "../crawl-error.ts";
import { accepts, firstAccepted } from "./accepted-texts.ts";
import { featureCards } from "./feature-cards.ts";
import { keywordWeights, rankKeywords, type WeightedText } from "./keywords.ts";
import { needsBrowser } from "./needs-browser.ts";
import { pageShapeExcess } from "./page-shape.ts";
import { gatherPageMaterial, type PageMaterial } from "./page-material.ts";
import { paragraphPassages, paragraphText } from "./paragraph-passages.ts";
import { productFeatures } from "./product-features.ts";
import { withoutSideSections } from "./side-sections.ts";
import { callsToAction, canonicalUrl, internalLinks, pageLanguage, siteName } from "./site-facts.ts";
import { markedUpOffers, phoneNumbers } from "./structured-data.ts";

export interface PageSource {
  html: string;
  /** Where the page was found, after redirects: relative links resolve against it. */
  url: URL;
  /** The server's Content-Language header, used when the page declares no language. */
  contentLanguage: string;
}

/** Crawled content with the page facts always present. */
export type ExtractedContent = CrawledContent & { page: CrawledPage };

export interface Extraction {
  content: ExtractedContent;
  /** The page shows its content only once JavaScript runs. */
  needsBrowser: boolean;
}

/** A tagline sits right after the main heading; further away it belongs to another section. */
const taglineDistance = 20;

/**
 * The crawled content of part 1 section 3 from a page's HTML, with the filters and caps of section 5.
 * Throws the "too complex" CrawlError, before any tree is built, for markup past the caps of page-shape.ts.
 */
export function extractContent(source: PageSource): Extraction {
  if (pageShapeExcess(source.html) !== null) throw crawlErrors.tooComplex();
  const material = gatherPageMaterial(load(source.html));
  // Whether the page needs a browser is judged on all its text; the content, on the offer's own sections.
  return { content: contentOf(withoutSideSections(material), source), needsBrowser: needsBrowser(material) };
}

function contentOf(material: PageMaterial, source: PageSource): ExtractedContent {
  const { caps } = crawlExtraction;
  const language = pageLanguage(material, source.contentLanguage);
  const title = material.title || material.meta.get("og:title") || "";
  const metaDescription =
    material.meta.get("description") || material.meta.get("og:description") || material.meta.get("twitter:description") || "";
  const headingTexts = firstAccepted(
    material.headings.map((heading) => heading.text),
    "heading",
    caps.headings,
  );
  const blockTexts = firstAccepted(
    material.blocks.flatMap((block) => paragraphPassages(paragraphText(block.lines, language))),
    "paragraph",
    caps.keyContent,
  );
  const features = productFeatures(material.listItems, featureCards(material.headings));
  const name = siteName(material, source.url);

  // Keywords summarise what the crawl keeps; the rest of a long page would add cost, not meaning.
  const keywordSources: WeightedText[] = [
    { text: title, weight: keywordWeights.title },
    { text: metaDescription, weight: keywordWeights.description },
    { text: material.meta.get("keywords") ?? "", weight: keywordWeights.metaKeywords },
    ...material.headings.map((heading) => ({ text: heading.text, weight: keywordWeights.heading })),
    ...features.map((text) => ({ text, weight: keywordWeights.feature })),
    ...blockTexts.map((text) => ({ text, weight: keywordWeights.body })),
  ];

  return {
    title,
    metaDescription,
    brandMessaging: brandMessage(material, metaDescription),
    headings: headingTexts,
    keyContent: blockTexts,
    productFeatures: features,
    extractedKeywords: rankKeywords(keywordSources, language),
    page: {
      url: source.url.href,
      canonicalUrl: canonicalUrl(material, source.url),
      language,
      siteName: name,
      links: internalLinks(material, source.url),
      offers: markedUpOffers(material, name || title),
      phoneNumbers: phoneNumbers(material, [...material.blocks, ...material.listItems].map((t) => t.text)),
      callsToAction: callsToAction(material),
      rendering: "static",
    },
  };
}

/** The page's own one-line pitch: its main heading, else the tagline under it, else its description. */
function brandMessage(material: PageMaterial, metaDescription: string): string {
  const mainHeading = material.headings.find((heading) => heading.level === 1);
  const tagline = mainHeading
    ? material.blocks.find((block) => block.order > mainHeading.order && block.order - mainHeading.order <= taglineDistance)
    : undefined;
  const candidates = [mainHeading?.text, tagline?.text, material.meta.get("og:description"), metaDescription];
  return candidates.find((text): text is string => text !== undefined && accepts("brandMessage", text)) ?? "";
}
