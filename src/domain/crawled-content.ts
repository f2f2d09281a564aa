import { z } from "zod";

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
  failedTitle: "Crawling failed",
  failedDescription: "Proceeding with ad generation using form data only.",
} as const;

/** The checkmarks the loading view lists after a crawl. */
export function crawlSummary(content: CrawledContent): { title: string; headings: number; features: number; keywords: number } {
  return {
    title: content.title,
    headings: content.headings.length,
    features: content.productFeatures.length,
    keywords: content.extractedKeywords.length,
  };
}
