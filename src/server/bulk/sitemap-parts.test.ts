import { describe, expect, it } from "vitest";
import { createHostSlots } from "./host-slots.ts";
import { disallowedPaths, sitemapLines } from "./robots-txt.ts";
import { readSitemapXml } from "./sitemap-xml.ts";

describe("sitemaps (sitemaps.org)", () => {
  it("reads a urlset's pages, entities decoded, and an index's sitemaps", () => {
    expect(readSitemapXml(`<urlset><url><loc> https://a.example/?a=1&amp;b=2 </loc></url><url><loc>not-an-address</loc></url></urlset>`)).toEqual({
      pages: ["https://a.example/?a=1&b=2"],
      sitemaps: [],
    });
    expect(readSitemapXml(`<sitemapindex xmlns="x"><sitemap><loc><![CDATA[https://a.example/s1.xml]]></loc></sitemap></sitemapindex>`)).toEqual({
      pages: [],
      sitemaps: ["https://a.example/s1.xml"],
    });
  });
});

describe("robots.txt", () => {
  const robots = "User-agent: *\nDisallow: /private\n\nUser-agent: Adsmith\nDisallow: /no-adsmith # ours\nSitemap: /sitemap-index.xml\nsitemap: https://cdn.example/s.xml";
  it("gives its Sitemap lines as addresses", () => {
    expect(sitemapLines(robots, new URL("https://a.example/"))).toEqual(["https://a.example/sitemap-index.xml", "https://cdn.example/s.xml"]);
  });
  it("applies our own group when it has one, else the * group", () => {
    expect(disallowedPaths(robots, "Adsmith")).toEqual(["/no-adsmith"]);
    expect(disallowedPaths("User-agent: *\nDisallow: /private\nDisallow:", "Adsmith")).toEqual(["/private"]);
  });
});

describe("requests at once to one host", () => {
  it("lets at most N in, and the next waiter in when one ends", async () => {
    const slots = createHostSlots(2);
    const first = await slots.acquire("a.example");
    await slots.acquire("a.example");
    let third = false;
    const waiting = slots.acquire("a.example").then((release) => {
      third = true;
      return release;
    });
    await slots.acquire("b.example");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(third).toBe(false);
    first();
    (await waiting)();
    expect(third).toBe(true);
    expect(slots.inUse("a.example")).toBe(1);
  });
});
