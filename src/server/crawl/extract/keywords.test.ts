import { describe, expect, it } from "vitest";
import { extractContent } from "./extract-content.ts";

/** The crawl's keywords (keywords.ts), read through the whole extraction as the wizard and the bulk jobs get them. */

const url = new URL("https://shop.example/landing?ref=ad");

function extract(body: string, head = "", htmlAttributes = 'lang="en"') {
  return extractContent({ html: `<!doctype html><html ${htmlAttributes}><head>${head}</head><body>${body}</body></html>`, url, contentLanguage: "" });
}

describe("keywords: more than 3 letters, at most 20, stop words out, ranked by where they appear", () => {
  it("ranks title words above body words, folds case, drops short words and stop words", () => {
    const { content } = extract(
      `<h2>Sourdough Workshops</h2><p>Learn about sourdough with other bakers: the best bread, also rye bread and more bread.</p>`,
      `<title>Artisan Bakery</title>`,
    );
    expect(content.extractedKeywords.slice(0, 4)).toEqual(["artisan", "bakery", "sourdough", "workshops"]);
    expect(content.extractedKeywords).toContain("bread");
    for (const word of ["the", "rye", "about", "with", "other", "also", "more", "learn"]) expect(content.extractedKeywords).not.toContain(word);
  });

  it("keeps at most 20", () => {
    const words = Array.from({ length: 30 }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`);
    expect(extract(`<p>${words.join(" ")}</p>`).content.extractedKeywords).toHaveLength(20);
  });

  it("leaves out the stop words of the page's language, declared or read from its text ('en' on a German page)", () => {
    const body = `<p>Unsere Software werden Handwerker lieben, nicht nur einmal.</p>`;
    expect(extract(body, "", 'lang="de"').content.extractedKeywords).toEqual(["software", "handwerker", "lieben", "einmal"]);
    expect(extract(body, "", 'lang="en"').content.extractedKeywords).toEqual(["software", "handwerker", "lieben", "einmal"]);
  });

  it("leaves out the stop words of a language the writer has no phrasebook for, from a maintained list ('pani', 'naszych')", () => {
    const body = `<h2>Biuro rachunkowe w Krakowie</h2><p>Prowadzimy księgowość naszych klientów od 1997 roku. Pani księgowa odpowie na pytania.</p>`;
    const keywords = extract(body, "", 'lang="pl"').content.extractedKeywords;
    expect(keywords).toContain("księgowość");
    expect(keywords.join(" ")).not.toMatch(/\b(?:pani|naszych)\b/u);
  });

  it("leaves out a noun written for every gender ('Patient*innen'), and gives no 'innen'", () => {
    const body = `<h2>Physiotherapie für alle Patient*innen</h2><p>Unsere Therapeut:innen behandeln Patient*innen aller Kassen mit Krankengymnastik und Lymphdrainage.</p>`;
    const keywords = extract(body, "", 'lang="de"').content.extractedKeywords;
    expect(keywords).toContain("krankengymnastik");
    expect(keywords.join(" ")).not.toMatch(/innen|patient|therapeut/u);
  });

  it("leaves out greetings and loading notices ('Welkom', 'Cargando propiedades…')", () => {
    const { content } = extract(`<h2>Welkom bij de praktijk</h2><p>Cargando propiedades...</p>`, "", 'lang="nl"');
    expect(content.extractedKeywords.join(" ")).not.toMatch(/welkom|cargando/);
  });

  it("lists a key phrase the page uses in two places ('code editor', 'live preview') and leaves it the word it mostly holds", () => {
    const { content } = extract(
      `<h2>A Code Editor for the Web</h2><p>Brackets is a code editor with live preview. Every change shows in the live preview at once.</p><p>The editor is free.</p>`,
      `<title>Brackets</title>`,
    );
    expect(content.extractedKeywords.slice(0, 3)).toEqual(expect.arrayContaining(["brackets", "code editor", "live preview"]));
    expect(content.extractedKeywords).not.toContain("live");
    expect(content.extractedKeywords).not.toContain("code");
  });

  it("keeps a hyphenated word whole and reads an elided article as an 'of' ('köln-ehrenfeld', 'chambre d'hôtes', never 'dell orto')", () => {
    const { content } = extract(
      `<h2>Chambre d'hôtes à Köln-Ehrenfeld</h2><p>Notre chambre d'hôtes propose les produits dell'orto. La chambre d'hôtes est calme.</p>`,
      "",
      'lang="fr"',
    );
    expect(content.extractedKeywords).toEqual(expect.arrayContaining(["chambre d'hôtes", "köln-ehrenfeld", "orto"]));
    expect(content.extractedKeywords.join(" | ")).not.toMatch(/dell\b|\bköln\b(?!-)/u);
  });

  it("joins a phrase over 'of' as the Romance languages build them ('ovos de páscoa', 'diritto di famiglia')", () => {
    const { content } = extract(`<h2>Ovos de Páscoa</h2><p>Os nossos ovos de Páscoa são artesanais.</p>`, "", 'lang="pt"');
    expect(content.extractedKeywords[0]).toBe("ovos de páscoa");
  });

  it("takes no phrase from two words that only meet ('source android' beside 'open source'), nor from one sentence said once", () => {
    const { content } = extract(
      `<h2>Open Source Apps</h2><p>Open source tools. Simple, open source Android apps. More open source. Open source Android apps.</p><p>Android phones run them. Android tablets too. Android everywhere.</p><p>We like plain text.</p>`,
    );
    expect(content.extractedKeywords).toContain("open source");
    expect(content.extractedKeywords).not.toContain("source android");
    expect(content.extractedKeywords).not.toContain("plain text");
  });

  it("splits Japanese into words: katakana and kanji runs, never hiragana grammar", () => {
    const { content } = extract(`<h2>シンタックスハイライトと正規表現検索</h2><p>テキストエディタはとても使いやすいです。</p>`, "", 'lang="ja"');
    expect(content.extractedKeywords).toEqual(["シンタックスハイライト", "正規表現検索", "テキストエディタ"]);
  });
});
