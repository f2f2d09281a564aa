import { describe, expect, it } from "vitest";
import { type BrandSources, brandName, copyrightHolder } from "./brand.ts";

const generic = new Set(["home", "startseite", "accueil", "inicio", "ホーム"]);
const sources = (overrides: Partial<BrandSources>): BrandSources => ({
  businessName: "",
  siteName: "",
  title: "",
  landingPageUrl: "https://example.test/",
  pageText: "",
  texts: [],
  genericWords: generic,
  ...overrides,
});

describe("the advertiser's business name comes first", () => {
  it("uses the name typed in the wizard as it is", () => {
    expect(brandName(sources({ businessName: "Acme Tools", siteName: "Home", title: "Whatever" }))).toBe("Acme Tools");
  });
});

describe("the brand comes from the site's structure", () => {
  it("takes the site's name or the title part that matches the domain", () => {
    expect(brandName(sources({ siteName: "VSCodium", title: "VSCodium - The advanced editor", landingPageUrl: "https://vscodium.com/", pageText: "brew install vscodium" }))).toBe("VSCodium");
    expect(brandName(sources({ title: "Counter: Easy Web Analytics", landingPageUrl: "https://counter.dev/" }))).toBe("Counter");
  });

  it("takes a declared name longer than a headline over a guess from the title ('Denver, CO')", () => {
    const title = "Mile High Comfort Heating & Air – AC Repair, Furnace Installation | Denver, CO";
    expect(brandName(sources({ siteName: "Mile High Comfort Heating & Air", title, landingPageUrl: "https://www.milehighcomfort.example/" }))).toBe("Mile High Comfort Heating & Air");
    expect(brandName(sources({ title, landingPageUrl: "https://hvac.example/", texts: ["© 2025 Mile High Comfort Heating & Air. All rights reserved."] }))).toBe("Mile High Comfort Heating & Air");
  });

  it("takes the domain as the page writes it", () => {
    expect(brandName(sources({ siteName: "Moderne Handwerksbetriebe", title: "Moderne Handwerksbetriebe", landingPageUrl: "https://dokume.net/", pageText: "Willkommen bei DokuMe" }))).toBe("DokuMe");
  });

  it("reads a site name that is the address in small letters as the name the page writes ('fahrschule-kurvenreich.de' is 'Fahrschule Kurvenreich')", () => {
    const page = { siteName: "fahrschule-kurvenreich.de", title: "Führerschein in Leipzig", landingPageUrl: "https://www.fahrschule-kurvenreich.de/" };
    expect(brandName(sources({ ...page, pageText: "Hey, schön dass du da bist! Die Fahrschule Kurvenreich bringt dich sicher zum Führerschein." }))).toBe("Fahrschule Kurvenreich");
  });

  it("takes the title's name that the copyright line confirms over a part that shares a word with the address", () => {
    expect(copyrightHolder(["© 2025 Le Petit Zinc – Mentions légales"])).toBe("Le Petit Zinc");
    const page = { title: "Le Petit Zinc – Bistrot à Lyon | Cuisine du marché", landingPageUrl: "https://bistrot-lyon.fr/", texts: ["© 2025 Le Petit Zinc · 12 rue d'Austerlitz"] };
    expect(brandName(sources(page))).toBe("Le Petit Zinc");
  });

  it("takes the copyright holder", () => {
    expect(copyrightHolder(["© 2024 Sisters Cafe. All rights reserved."])).toBe("Sisters Cafe");
    expect(brandName(sources({ title: "Home", texts: ["Copyright 2019-2024 Lou Cantou | Mentions légales"] }))).toBe("Lou Cantou");
  });
});

describe("generic words and ordinary nouns are never the brand", () => {
  it("rejects Home, Startseite, Accueil, Inicio and ホーム", () => {
    for (const word of ["Home", "Startseite", "Accueil", "Inicio", "ホーム"]) expect(brandName(sources({ siteName: word, title: word }))).toBe("");
  });

  it("rejects a word the page writes in lower case as a common noun", () => {
    expect(brandName(sources({ siteName: "Ostéopathe", title: "Ostéopathe | Emmanuel Lainé", pageText: "Votre ostéopathe à Paris." }))).toBe("Emmanuel Lainé");
  });

  it("takes the name, not the trade, from a domain that joins them ('altorrainmobiliaria')", () => {
    const page = { siteName: "Inmobiliaria", title: "Altorra | Inmobiliaria", pageText: "Altorra - Gestión integral en soluciones inmobiliarias" };
    expect(brandName(sources({ ...page, landingPageUrl: "https://altorrainmobiliaria.co/" }))).toBe("Altorra");
    expect(brandName(sources({ ...page, landingPageUrl: "https://inmobiliaria-cartagena.example/" }))).toBe("Altorra");
  });

  it("gives no brand rather than a bare domain label", () => {
    expect(brandName(sources({ title: "Cosmetic Dentist Shawnee KS Richard M. Dervin DDS", landingPageUrl: "https://dervindental.com/" }))).toBe("");
  });
});
