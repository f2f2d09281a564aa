import { bakeryPage, type LandingPageServer, serveLandingPages } from "../../e2e/landing-page.ts";

/** The browser tests' bakery page with a fourth page linked, so the campaign the benches edit has 4 sitelinks. */
const bakeryPageWithFourSitelinks = bakeryPage.replace('<a href="/contact">Contact</a>', '<a href="/contact">Contact</a><a href="/wholesale">Wholesale</a>');

/** Serves the bakery page at / on 127.0.0.1 (the server runs with CRAWL_ALLOW_PRIVATE_NETWORKS=1). */
export function serveBakeryPage(): Promise<LandingPageServer> {
  return serveLandingPages({ "/": bakeryPageWithFourSitelinks });
}
