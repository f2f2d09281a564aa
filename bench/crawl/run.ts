import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Readability } from "@mozilla/readability";
import { load } from "cheerio";
import { JSDOM } from "jsdom";
import { createAddressPolicy } from "../../src/server/crawl/address-policy.ts";
import { type Crawler, createCrawler } from "../../src/server/crawl/crawler.ts";
import { decodeHtml } from "../../src/server/crawl/decode-html.ts";
import { extractContent } from "../../src/server/crawl/extract/extract-content.ts";
import { createLogger } from "../../src/server/logger.ts";
import { serveDirectory } from "./directory-server.ts";
import { readEveryText } from "./read-text.ts";
import { msPerCall } from "./timing.ts";

/** The goals: the whole extraction within 1.5 times a bare parse, 10 times faster than Readability. */
const goals = { overParse: 1.5, fasterThanReadability: 10 };

interface PageFigures {
  name: string;
  bytes: number;
  crawlMs: number;
  parseMs: number;
  /** A bare parse plus reading every text node once: the floor for any extractor. */
  readTextMs: number;
  extractMs: number;
  readabilityMs: number;
  language: string;
  headings: number;
  features: number;
  keywords: number;
  rendering: string;
}

/**
 * `npm run bench -- --pages DIR`: crawls every `.html` in DIR through a server on 127.0.0.1, then times,
 * on the same decoded text, a bare cheerio parse (the floor), the whole extraction (parse included) and
 * @mozilla/readability on jsdom (what one would otherwise pick).
 */
export async function runCrawlBench(directory: string): Promise<void> {
  const files = readdirSync(directory).filter((name) => name.endsWith(".html")).sort();
  if (files.length === 0) {
    console.log(`crawl: no .html files in ${directory}`);
    return;
  }
  const server = await serveDirectory(directory, files);
  // The pages are served from loopback, so private networks are allowed; rendering is left out so that
  // every figure is the extraction itself.
  const crawler = createCrawler({
    policy: createAddressPolicy({ allowPrivateNetworks: true }),
    userAgent: "Adsmith-bench",
    logger: createLogger("silent"),
    renderer: null,
  });
  const figures: PageFigures[] = [];
  try {
    for (const name of files) figures.push(await measure(name, directory, server.url(name), crawler.crawl));
  } finally {
    await server.close();
  }
  print(figures);
}

async function measure(name: string, directory: string, url: string, crawl: Crawler["crawl"]): Promise<PageFigures> {
  const bytes = readFileSync(path.join(directory, name));
  const crawlStart = performance.now();
  const crawled = await crawl(url);
  const crawlMs = performance.now() - crawlStart;
  const html = decodeHtml(bytes, "text/html");
  const source = { html, url: new URL(url), contentLanguage: "" };
  const { content } = extractContent(source);
  const [parseMs = 0, readTextMs = 0, extractMs = 0] = msPerCall(
    [() => load(html), () => load(html).root().toArray().map(readEveryText), () => extractContent(source)],
    { rounds: 25 },
  );
  const readability = () => new Readability(new JSDOM(html, { url }).window.document).parse();
  const [readabilityMs = 0] = msPerCall([readability], { roundMs: 200, rounds: 3 });
  return {
    name,
    bytes: bytes.byteLength,
    crawlMs,
    parseMs,
    readTextMs,
    extractMs,
    readabilityMs,
    language: crawled.page.language || "-",
    headings: content.headings.length,
    features: content.productFeatures.length,
    keywords: content.extractedKeywords.length,
    rendering: crawled.page.rendering,
  };
}

function print(figures: PageFigures[]): void {
  const ms = (value: number) => value.toFixed(2);
  const rows = figures.map((f) => [
    f.name,
    String(f.bytes),
    f.language,
    String(f.headings),
    String(f.features),
    String(f.keywords),
    f.rendering,
    ms(f.crawlMs),
    ms(f.parseMs),
    ms(f.readTextMs),
    ms(f.extractMs),
    `${(f.extractMs / f.parseMs).toFixed(2)}x`,
    ms(f.readabilityMs),
    `${(f.readabilityMs / f.extractMs).toFixed(0)}x`,
  ]);
  const header = ["page", "bytes", "lang", "head", "feat", "kw", "rendering", "crawl ms"];
  header.push("parse ms", "+read text", "extract ms", "/parse", "readability ms", "faster");
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join("  ");
  console.log(
    `crawl extraction on ${figures.length} pages, CPU ms per page (parse = bare cheerio load; +read text = parse and` +
      ` read every text node once; extract = the whole extraction, parse included)`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));

  const sum = (pick: (f: PageFigures) => number) => figures.reduce((total, f) => total + pick(f), 0);
  const ratios = figures.map((f) => f.extractMs / f.parseMs).sort((a, b) => a - b);
  const speedups = figures.map((f) => f.readabilityMs / f.extractMs).sort((a, b) => a - b);
  const overall = sum((f) => f.extractMs) / sum((f) => f.parseMs);
  const overallSpeedup = sum((f) => f.readabilityMs) / sum((f) => f.extractMs);
  const readingShare = sum((f) => f.readTextMs) / sum((f) => f.parseMs);
  const median = (values: number[]) => values[Math.floor(values.length / 2)] ?? 0;
  const verdict = (met: boolean) => (met ? "met" : "NOT met");
  console.log(
    `extraction / bare parse: all pages ${overall.toFixed(2)}x, median ${median(ratios).toFixed(2)}x, worst ${ratios.at(-1)?.toFixed(2)}x` +
      ` (goal ${goals.overParse}x: ${verdict(overall <= goals.overParse)} overall,` +
      ` ${ratios.filter((r) => r <= goals.overParse).length}/${ratios.length} pages);` +
      ` reading the text alone is ${readingShare.toFixed(2)}x`,
  );
  console.log(
    `Readability on jsdom / extraction: all pages ${overallSpeedup.toFixed(0)}x, slowest page ${speedups[0]?.toFixed(0)}x` +
      ` (goal ${goals.fasterThanReadability}x: ${verdict((speedups[0] ?? 0) >= goals.fasterThanReadability)} on every page)`,
  );
}
