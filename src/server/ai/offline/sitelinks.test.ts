import { describe, expect, it } from "vitest";
import { campaignTypeFor } from "../../../domain/campaign-types/registry.ts";
import { formDataSchemaFor } from "../../../domain/wizard/form-data.ts";
import { campaignRequest } from "../campaign-request.ts";
import { smallPage } from "../../../../test/support/ai/small-pages.ts";
import { bareForm, write } from "../../../../test/support/ai/offline-writing.ts";
import { createOfflineWriter } from "./offline-writer.ts";

const landing = "https://bakery.example/";
const search = campaignTypeFor("search");

function sitelinksFor(links: { url: string; text: string }[]) {
  const page = smallPage(landing, {
    title: "Corner Bakery - Fresh bread every morning",
    language: "en",
    keyContent: ["We bake sourdough bread, pastries and birthday cakes every morning in our own oven."],
    links,
  });
  const form = formDataSchemaFor("search").parse({ landingPageUrl: landing, keywords: "sourdough bread" });
  return createOfflineWriter(campaignRequest(search, { formData: form, crawledContent: page })).write();
}

describe("sitelinks lead to the site's own pages, matched on whole words", () => {
  it("does not read 'trial' in 'Industrial'", () => {
    const { draft } = sitelinksFor([{ url: "/industrial-ovens", text: "Industrial Ovens" }]);
    expect(draft.sitelinks[0]).toEqual({ linkText: "Industrial Ovens", linkUrl: "https://bakery.example/industrial-ovens", description1: "", description2: "" });
  });

  it("gives a page of a known kind its two descriptions, in the page's language", () => {
    const { draft } = sitelinksFor([{ url: "/contact", text: "Contact" }]);
    expect(draft.sitelinks[0]).toMatchObject({ linkText: "Contact", description1: "Questions? Get in touch", description2: "Our contact details" });
  });
});

describe("sitelinks never lead to files, legal, sign-in or donation pages", () => {
  it("leaves them all out", () => {
    const { draft } = sitelinksFor([
      { url: "/menu.pdf", text: "Our menu" },
      { url: "/setup.exe", text: "Download the app" },
      { url: "/mentions-legales", text: "Mentions légales" },
      { url: "/privacy", text: "Privacy" },
      { url: "/login", text: "Log in" },
      { url: "/donate", text: "Donate" },
      { url: "https://facebook.example/bakery", text: "Facebook" },
    ]);
    expect(draft.sitelinks).toEqual([]);
  });
});

describe("sitelinks never point at the landing page itself", () => {
  it("leaves out the landing page, its index file and its anchors", () => {
    const { draft } = sitelinksFor([
      { url: "/", text: "Home" },
      { url: "/index.html", text: "Start" },
      { url: "#cakes", text: "Birthday Cakes" },
      { url: "/cakes", text: "Birthday Cakes" },
    ]);
    expect(draft.sitelinks.map((sitelink) => sitelink.linkUrl)).toEqual(["https://bakery.example/cakes"]);
  });
});

describe("fewer than four real pages mean fewer sitelinks and a notice", () => {
  it("writes only the real ones and says so", () => {
    const { draft, notices } = sitelinksFor([{ url: "/cakes", text: "Birthday Cakes" }, { url: "/about", text: "About us" }]);
    expect(draft.sitelinks).toHaveLength(2);
    expect(notices).toContain(
      "The page links to fewer than four other pages of the site, so there are fewer sitelinks: add pages worth a sitelink (services, prices, contact) before you publish.",
    );
  });

  it("says nothing when there are four", () => {
    const { draft, notices } = sitelinksFor(["cakes", "bread", "about", "contact"].map((path) => ({ url: `/${path}`, text: path === "about" ? "About us" : `Our ${path}` })));
    expect(draft.sitelinks).toHaveLength(4);
    expect(notices.join(" ")).not.toContain("sitelinks");
  });
});

describe("a link text in another language than the page's makes no sitelink nor headline (issue 19)", () => {
  it("leaves out 'try beta' on a Japanese page, and keeps its Japanese pages and a name such as 'FAQ'", () => {
    const url = "https://editor.example/ja/";
    const page = smallPage(url, {
      title: "CotEditor - macOSのためのテキストエディタ",
      language: "ja",
      headings: ["主な機能", "シンタックスハイライト", "自動バックアップ"],
      keyContent: ["CotEditorはmacOSのために作られたテキストエディタです。オープンソースで開発されています。"],
      links: [
        { url: "/ja/beta/", text: "try beta" },
        { url: "/ja/faq/", text: "FAQ" },
        { url: "/ja/features/", text: "機能紹介" },
      ],
    });
    const form = formDataSchemaFor("search").parse({ landingPageUrl: url, keywords: "テキストエディタ" });
    const { draft } = createOfflineWriter(campaignRequest(search, { formData: form, crawledContent: page })).write();
    expect(draft.sitelinks.map((sitelink) => sitelink.linkText)).toEqual(expect.arrayContaining(["FAQ", "機能紹介"]));
    const texts = [...draft.sitelinks.map((sitelink) => sitelink.linkText), ...(draft.lists.headlines ?? []), ...(draft.lists.callouts ?? [])];
    expect(texts).not.toContain("try beta");
    expect(texts).not.toContain("主な機能");
  });
});

describe("a sitelink names a page of the offer (issue 19)", () => {
  it("sends no sitelink to the terms ('Términos y condiciones', 'Algemene voorwaarden')", () => {
    const page = smallPage("https://tacos.example/", {
      title: "Taquería El Güero",
      language: "es",
      headings: ["Tacos al pastor", "Tortas ahogadas"],
      links: [
        { url: "https://tacos.example/terminos-y-condiciones", text: "Términos y condiciones" },
        { url: "https://tacos.example/menu", text: "Menú" },
        { url: "https://tacos.example/nosotros", text: "Nosotros" },
      ],
    });
    expect(write(search, page, bareForm("https://tacos.example/")).writing.draft.sitelinks.map((link) => link.linkText)).not.toContain("Términos y condiciones");
  });

  it("takes no 'See details' or 'Read the announcement' link under its own text, and no careers or client-portal page at all", () => {
    const page = smallPage("https://hvac.example/", {
      title: "Mile High Comfort",
      language: "en",
      headings: ["Furnace Installation", "AC Repair"],
      links: [
        { url: "https://hvac.example/specials", text: "See details" },
        { url: "https://hvac.example/nonprofit", text: "Apply here" },
        { url: "https://hvac.example/blogs/journal", text: "Alle Beiträge" },
        { url: "https://hvac.example/news/launch", text: "Read the announcement →" },
        { url: "https://hvac.example/careers", text: "Careers" },
        { url: "https://hvac.example/karriere", text: "Karriere" },
        { url: "https://hvac.example/furnaces", text: "Furnace Installation" },
        { url: "https://hvac.example/cooling", text: "AC Repair" },
      ],
    });
    const texts = write(search, page, bareForm("https://hvac.example/")).writing.draft.sitelinks.map((link) => link.linkText);
    expect(texts).toEqual(expect.arrayContaining(["Furnace Installation", "AC Repair"]));
    expect(texts.join(" | ")).not.toMatch(/See details|Read the|Apply here|Alle Beiträge|Careers|Karriere/iu);
  });

  it("takes no language switch, no file a link says it is, no author page and no hiring post, nor their texts as headlines", () => {
    const page = smallPage("https://cabinet.example/", {
      title: "Cabinet Morel",
      language: "fr",
      headings: ["Droit du travail", "Rupture conventionnelle"],
      links: [
        { url: "https://cabinet.example/en/index.html", text: "English" },
        { url: "https://cabinet.example/bareme/", text: "Barème des honoraires (PDF)" },
        { url: "https://cabinet.example/author/cmorel/", text: "Claire Morel" },
        { url: "https://cabinet.example/2024/06/on-recrute/", text: "On recrute : juriste en droit social" },
        { url: "https://cabinet.example/licenciement/", text: "Licenciement" },
        { url: "https://cabinet.example/prudhommes/", text: "Conseil de prud'hommes" },
      ],
    });
    const { sitelinks, lists } = write(search, page, bareForm("https://cabinet.example/")).writing.draft;
    const texts = [...sitelinks.map((link) => link.linkText), ...(lists.headlines ?? []), ...(lists.callouts ?? [])];
    expect(texts).toEqual(expect.arrayContaining(["Licenciement", "Conseil de prud'hommes"]));
    expect(texts.join(" | ")).not.toMatch(/English|Barème|Claire Morel|recrute/u);
  });
});

describe("a Japanese menu's English label glued to its katakana is said in Japanese alone (issue 19)", () => {
  it("writes 'メニュー', 'テイクアウト' and '料金表', never 'Menuメニュー' or '料金表PRICE'", () => {
    const page = smallPage("https://ramen.example/", {
      title: "麺処ひなた",
      language: "ja",
      headings: ["濃厚鶏白湯らーめん", "鶏白湯つけ麺"],
      keyContent: ["丸鶏を8時間炊き出した濃厚スープと自家製麺。"],
      links: [
        { url: "https://ramen.example/menu", text: "Menuメニュー" },
        { url: "https://ramen.example/takeout", text: "Take Outテイクアウト" },
        { url: "https://ramen.example/price", text: "料金表PRICE" },
      ],
    });
    const texts = write(search, page, bareForm("https://ramen.example/")).writing.draft.sitelinks.map((link) => link.linkText);
    expect(texts).toEqual(expect.arrayContaining(["メニュー", "テイクアウト", "料金表"]));
  });
});
