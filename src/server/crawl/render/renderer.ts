import type { CrawlContext } from "../crawl-context.ts";
import type { FetchedPage } from "../fetch-page.ts";

/** Runs a page's scripts and answers the HTML they leave behind. */
export interface Renderer {
  render(page: FetchedPage, context: CrawlContext): Promise<string>;
}
