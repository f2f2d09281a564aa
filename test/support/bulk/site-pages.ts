import { page, type PageHandler } from "../crawl/page-server.ts";

/** A small product page of a made-up bakery; each has its own title, heading and terms. */
export function bakeryPage(name: string): string {
  return `<!doctype html><html lang="en"><head><title>${name} | Acme Bakery</title>
<meta name="description" content="Fresh ${name.toLowerCase()} baked every morning in our Berlin bakery. Order online for pickup."></head>
<body><h1>${name}</h1><h2>Baked fresh every morning</h2>
<p>Our bakers start at four so your ${name.toLowerCase()} is warm at breakfast. Organic flour, long fermentation, no additives.</p>
<p>Order ${name.toLowerCase()} online before 9 am and pick it up the same day at our shop in Kreuzberg.</p>
<ul><li>Organic flour</li><li>Long fermentation</li><li>Same-day pickup</li></ul></body></html>`;
}

/** `/products/p1` … `/products/pN`, each a bakery page, as page-server handlers. */
export function productPages(count: number, prefix = "/products/p"): Record<string, PageHandler> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i + 1}`, page(bakeryPage(`Loaf number ${i + 1}`))]));
}

export const noPage: PageHandler = page("<h1>Gone</h1>", { "content-type": "text/html" }, 404);
