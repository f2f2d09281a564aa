import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A small bakery's landing page: enough for the offline writer's full Search campaign, sitelinks included. */
const bakeryPage = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Crumb &amp; Co. Bakery | Organic Sourdough Delivered</title>
  <meta name="description" content="Organic sourdough, rye and spelt loaves baked every morning and delivered across Leeds.">
  <meta property="og:site_name" content="Crumb & Co.">
</head>
<body>
  <nav><a href="/">Home</a><a href="/pricing">Pricing</a><a href="/about">About us</a><a href="/contact">Contact</a><a href="/wholesale">Wholesale</a></nav>
  <main>
    <h1>Organic sourdough, baked every morning</h1>
    <p>We bake small batches of naturally leavened bread with stone-ground organic flour from Yorkshire farms.</p>
    <h2>Delivered before breakfast</h2>
    <p>Order by 9 pm and your loaves arrive warm at your door by 8 am, anywhere in Leeds.</p>
    <h2>Why our bread lasts longer</h2>
    <ul>
      <li>48-hour slow fermentation</li>
      <li>Stone-ground organic flour</li>
      <li>No additives or preservatives</li>
      <li>Free delivery over £20</li>
    </ul>
    <h2>Loved by 3,000 neighbours</h2>
    <p>Rated 4.9 out of 5 by customers who switched from supermarket bread and never looked back.</p>
  </main>
</body>
</html>`;

/** Serves the bakery page at / on 127.0.0.1 (the server runs with CRAWL_ALLOW_PRIVATE_NETWORKS=1). */
export async function serveBakeryPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.url !== "/") return void response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(bakeryPage);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
