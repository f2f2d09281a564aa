import { z } from "zod";

/**
 * What the crawl learned beyond the spec's fields: what ads may use (brand, sitelink candidates, offers)
 * and what they must keep out (phone numbers). `rendering` says how the text was obtained.
 */
export const crawledPageSchema = z.object({
  url: z.string(),
  canonicalUrl: z.string(),
  language: z.string(),
  siteName: z.string(),
  links: z.array(z.object({ url: z.string(), text: z.string() })),
  offers: z.array(z.object({ name: z.string(), price: z.string(), currency: z.string() })),
  phoneNumbers: z.array(z.string()),
  /** The page's own buttons and links in its content ('Get a Free Quote', 'Prenota ora'): what it asks its reader to do. */
  callsToAction: z.array(z.string()).default([]),
  rendering: z.enum(["static", "browser", "needs-browser"]),
  notice: z.string().optional(),
});

export type CrawledPage = z.output<typeof crawledPageSchema>;

/** What the crawl extracts from a landing page; `error` is set (and the rest empty) when it failed. */
export const crawledContentSchema = z.object({
  title: z.string().default(""),
  metaDescription: z.string().default(""),
  brandMessaging: z.string().default(""),
  headings: z.array(z.string()).default([]),
  keyContent: z.array(z.string()).default([]),
  productFeatures: z.array(z.string()).default([]),
  extractedKeywords: z.array(z.string()).default([]),
  error: z.string().optional(),
  page: crawledPageSchema.optional(),
});

export type CrawledContent = z.output<typeof crawledContentSchema>;

export const emptyCrawledContent: CrawledContent = {
  title: "",
  metaDescription: "",
  brandMessaging: "",
  headings: [],
  keyContent: [],
  productFeatures: [],
  extractedKeywords: [],
};

export const crawlMessages = {
  unknownError: "Unknown crawling error",
  invalidUrl: "Invalid URL provided",
  backendFailed: "Backend scraping failed",
  needsBrowser:
    "This page builds its content with JavaScript and no browser was available to render it, so only its title and meta tags were read.",
  renderFailed:
    "This page builds its content with JavaScript and rendering it in a browser failed, so only its title and meta tags were read.",
} as const;

/**
 * What the group step says when the landing page could not be read, in place of the spec's 'Crawling
 * failed' toast (issue 18): the server's own reason ('The page was not found (HTTP 404). Check the
 * address.'), except the spec's internal wordings, which name the machinery rather than the page.
 */
export const pageReadMessages = {
  title: "Your landing page could not be opened",
  generic: "The page could not be read. Check the address, or write the ads without it.",
  fixAddress: "Fix the address",
  writeWithoutPage: "Write without the page",
} as const;

export function pageReadProblem(error: string): string {
  const internal: readonly string[] = [crawlMessages.unknownError, crawlMessages.backendFailed];
  const reason = error.trim();
  return reason === "" || internal.includes(reason) ? pageReadMessages.generic : reason;
}

/** The checkmarks the loading view lists after a crawl. */
export function crawlSummary(content: CrawledContent): { title: string; headings: number; features: number; keywords: number } {
  return {
    title: content.title,
    headings: content.headings.length,
    features: content.productFeatures.length,
    keywords: content.extractedKeywords.length,
  };
}

/**
 * A link to a document to read ('Download: Arizona Divorce Guide (PDF)', a tariff list's 'Downloaden'): a
 * guide or a form the page hands over, not what it asks its reader to do; a program's file ('.dmg',
 * '.exe') is the download a software page offers.
 */
export function isDocumentLink(url: string, text = ""): boolean {
  // A link that says it is one ('Anamnesebogen (PDF)') is one, whatever its address.
  return /\.(?:pdf|docx?|odt|rtf|pptx?|xlsx?|epub)(?:[?#]|$)/i.test(url) || /(?<!\p{L})pdf(?!\p{L})/iu.test(text);
}
