import { type CrawledContent, crawledContentSchema, crawlMessages, emptyCrawledContent } from "../../../domain/index.ts";
import { api } from "../../lib/api-client.ts";

/**
 * The landing page read by the server. A crawl that fails, at the server or on the way, still answers
 * content (empty, with `error`) because the flow goes on with the form data only (part 1, section 4).
 */
export async function crawlLandingPage(url: string): Promise<CrawledContent> {
  try {
    const parsed = crawledContentSchema.safeParse(await api.post<unknown>("/api/scrape-landing-page", { url }));
    return parsed.success ? parsed.data : { ...emptyCrawledContent, error: crawlMessages.backendFailed };
  } catch (error) {
    return { ...emptyCrawledContent, error: error instanceof Error ? error.message : crawlMessages.unknownError };
  }
}
