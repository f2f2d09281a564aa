import { describe, expect, it } from "vitest";
import type { CrawledContent } from "../../domain/wizard/crawled-content.ts";
import { copyLanguage } from "./copy-language.ts";
import { englishPage, germanPage, japanesePage } from "../../../test/support/ai/generation-fixtures.ts";

/** A page as the crawl returns it, declaring `declared` over text in another language. */
function pageDeclaring(declared: string, text: Pick<CrawledContent, "title" | "headings" | "keyContent">): CrawledContent {
  return { ...englishPage, ...text, metaDescription: "", brandMessaging: "", productFeatures: [], page: englishPage.page && { ...englishPage.page, language: declared } };
}

const frenchText = {
  title: "Restaurant Le Jardin - Cuisine chinoise à Paris",
  headings: ["Nos entrées", "Nos plats", "Réserver une table"],
  keyContent: [
    "Depuis 1975, notre restaurant vous accueille dans le cinquième arrondissement avec une cuisine faite maison.",
    "Tous nos plats sont préparés chaque jour par notre chef avec des produits frais du marché.",
  ],
};

describe("the user's choice comes first", () => {
  it("writes in the language the user chose, whatever the page says", () => {
    expect(copyLanguage(englishPage, "de-AT", "")).toEqual({ code: "de", name: "German", source: "chosen" });
  });
});

describe("the page's text outranks its declared language", () => {
  it("reads French text under lang=en as French", () => {
    expect(copyLanguage(pageDeclaring("en", frenchText), undefined, "")).toEqual({ code: "fr", name: "French", source: "detected" });
  });

  it("reads Japanese text under lang=en as Japanese", () => {
    expect(copyLanguage({ ...japanesePage, page: japanesePage.page && { ...japanesePage.page, language: "en" } }, undefined, "").code).toBe("ja");
  });

  it("calls it the page's language when the text agrees with the declared one", () => {
    expect(copyLanguage(germanPage, undefined, "")).toEqual({ code: "de", name: "German", source: "page" });
  });

  it("reads languages beyond the phrasebooks' (Dutch, Swedish)", () => {
    const dutch = { title: "Praktijk", headings: [], keyContent: ["Welkom in onze praktijk. Wij zijn er voor huisartsen, psychologen en diëtisten, net buiten de dorpskern van het dorp."] };
    expect(copyLanguage(pageDeclaring("", dutch), undefined, "").code).toBe("nl");
    const swedish = { title: "Bostad", headings: [], keyContent: ["Vi hjälper dig att hitta rätt bostad i Stockholm, och vi finns här för dig varje dag i veckan."] };
    expect(copyLanguage(pageDeclaring("", swedish), undefined, "").code).toBe("sv");
  });
});

describe("the declared language breaks the tie when the text is too short", () => {
  it("keeps lang=fr for a page of two words that could be English", () => {
    expect(copyLanguage(pageDeclaring("fr", { title: "Restaurant Le Jardin", headings: [], keyContent: [] }), undefined, "")).toEqual({ code: "fr", name: "French", source: "page" });
  });

  it("lets a third of the letters outrank the declared tag in Japanese, which says as much in fewer", () => {
    // 64 letters: short for a page in Latin letters (150), enough in Japanese (50).
    const japanese = { title: "整骨院", headings: [], keyContent: ["東大阪市の整骨院です。腰痛や肩こり、交通事故のけがの施術を行っています。お気軽にお電話でご予約ください。"] };
    expect(copyLanguage(pageDeclaring("en", japanese), undefined, "").code).toBe("ja");
  });

  it("keeps lang=de for a short title that reads as another language", () => {
    expect(copyLanguage(pageDeclaring("de", { title: "Apartment Fürth", headings: [], keyContent: [] }), undefined, "").code).toBe("de");
  });
});

describe("without a page, the form's text decides, else English", () => {
  it("reads the form after a failed crawl", () => {
    expect(copyLanguage(null, undefined, "Software für Handwerker und ihre Teams, die mit der Zeit gehen").code).toBe("de");
  });

  it("is English when nothing tells", () => {
    expect(copyLanguage(null, undefined, "")).toEqual({ code: "en", name: "English", source: "default" });
  });
});
