import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crawledContentSchema } from "../../domain/wizard/crawled-content.ts";
import { page, type PageServer, startPageServer } from "../../../test/support/crawl/page-server.ts";
import { signUpWithTrial } from "../../../test/support/server/profile-status.ts";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";

const landing = `<!doctype html><html lang="en"><head><title>Acme Bakery</title>
  <meta name="description" content="Sourdough baked every morning"></head>
  <body><h1>Bread that rises to the occasion</h1><ul><li>Baked fresh every morning</li><li>Free delivery in town</li></ul>
  <p>Our bakers start at four so your bread is warm at breakfast.</p></body></html>`;

describe.each(testDatabaseKinds())("scrape API on %s", (kind) => {
  let t: TestApp;
  let server: PageServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startPageServer({ "/": page(landing) });
    t = await createTestApp(kind, { crawl: { allowPrivateNetworks: true, render: "off", chromiumPath: null } });
    ({ cookie } = await signUpWithTrial(t, "crawler@example.com"));
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  const scrape = (body: unknown, withCookie = cookie) => t.request("/api/scrape-landing-page", { body, cookie: withCookie });

  it("needs a session", async () => {
    const response = await t.request("/api/scrape-landing-page", { body: { url: server.url("/") } });
    expect(response.status).toBe(401);
  });

  it("answers the crawled content of the page", async () => {
    const response = await scrape({ url: server.url("/") });
    expect(response.status).toBe(200);
    const content = crawledContentSchema.parse(await response.json());
    expect(content).toMatchObject({
      title: "Acme Bakery",
      metaDescription: "Sourdough baked every morning",
      brandMessaging: "Bread that rises to the occasion",
      headings: ["Bread that rises to the occasion"],
      productFeatures: ["Baked fresh every morning", "Free delivery in town"],
      keyContent: ["Our bakers start at four so your bread is warm at breakfast."],
    });
    expect(content.extractedKeywords.slice(0, 2)).toEqual(["acme", "bakery"]);
    expect(content.error).toBeUndefined();
    expect(server.requests.at(-1)?.userAgent).toMatch(/^Mozilla\/5\.0 \(compatible; Adsmith\/test; landing-page crawler; \+http:\/\/localhost:3999\)$/);
  });

  it("answers failures with the error and empty content", async () => {
    const missing = await scrape({ url: server.url("/gone") });
    expect(missing.status).toBe(502);
    expect(await missing.json()).toMatchObject({ title: "", headings: [], error: "The page was not found (HTTP 404). Check the address." });
    const invalid = await scrape({ url: "ftp://files.example/" });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: "Invalid URL provided" });
  });

  it("allows 30 crawls a minute per user, then answers 429", async () => {
    const other = await signUpWithTrial(t, "busy@example.com");
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await scrape({ url: "notaurl" }, other.cookie)).status);
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await scrape({ url: server.url("/") })).status).toBe(200);
  });
});
