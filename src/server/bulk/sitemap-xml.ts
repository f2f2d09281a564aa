const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&apos;": "'" };

/**
 * The `<loc>` addresses of a sitemap (sitemaps.org): pages of a `<urlset>`, or further sitemaps of a
 * `<sitemapindex>`. Read with patterns, not an XML parser: a sitemap is flat, and nothing in it is run.
 */
export function readSitemapXml(xml: string): { pages: string[]; sitemaps: string[] } {
  const locs = [...xml.matchAll(/<(?:[a-z0-9]+:)?loc>\s*(?:<!\[CDATA\[)?([\s\S]*?)(?:\]\]>)?\s*<\/(?:[a-z0-9]+:)?loc>/gi)]
    .map((match) => (match[1] ?? "").replace(/&(amp|lt|gt|quot|apos);/g, (entity) => entities[entity] ?? entity).trim())
    .filter((loc) => /^https?:\/\//i.test(loc));
  const isIndex = /<(?:[a-z0-9]+:)?sitemapindex[\s>]/i.test(xml);
  return isIndex ? { pages: [], sitemaps: locs } : { pages: locs, sitemaps: [] };
}
