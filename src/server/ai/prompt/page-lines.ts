import { crawlPromptContext } from "../../../domain/wizard/crawl-rules.ts";
import type { CrawledContent } from "../../../domain/wizard/crawled-content.ts";
import { dataLine } from "./untrusted.ts";

/** The crawled page as the prompt shows it: the spec's caps (5 headings, 3 key contents of 200, 8 features, 15 keywords). */
export function pageLines(page: CrawledContent): string[] {
  const context = crawlPromptContext(page);
  const list = (label: string, items: readonly string[], width: number) =>
    items.length === 0 ? [] : [`${label}:`, ...items.map((item) => `- ${dataLine(item, width)}`)];
  return [
    `Title: ${dataLine(context.title, 300)}`,
    `Meta description: ${dataLine(context.metaDescription, 500)}`,
    `Brand messaging: ${dataLine(context.brandMessaging, 300)}`,
    ...(context.page?.siteName ? [`Site name: ${dataLine(context.page.siteName, 100)}`] : []),
    ...list("Headings", context.headings, 200),
    ...list("Key content", context.keyContent, 200),
    ...list("Product features", context.productFeatures, 200),
    ...(context.extractedKeywords.length > 0 ? [`Keywords: ${context.extractedKeywords.map((word) => dataLine(word, 60)).join(", ")}`] : []),
  ];
}
