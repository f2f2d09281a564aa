import { describe, expect, it } from "vitest";
import { brandName } from "./brand.ts";
import { keywordPhrases } from "./keyword-phrases.ts";
import { statedFacts } from "./page-facts.ts";
import { english } from "./phrases/english.ts";
import { german } from "./phrases/german.ts";

describe("the brand", () => {
  it("is the business name when given, else the site's name matching the domain, else the title's", () => {
    expect(brandName("Acme Tools", "", "Whatever", "https://acme.example/", "")).toBe("Acme Tools");
    expect(brandName("", "VSCodium", "VSCodium - Open Source Binaries of VSCode", "https://vscodium.com/", "")).toBe("VSCodium");
    expect(brandName("", "", "Counter: Easy Web Analytics", "https://counter.dev/", "")).toBe("Counter");
  });

  it("is the domain as the page writes it when the title names something else", () => {
    const title = "Moderne Handwerksbetriebe | Die digitale Struktur für deinen Handwerksbetrieb";
    expect(brandName("", "Moderne Handwerksbetriebe", title, "https://dokume.net/", "Willkommen bei DokuMe, der Plattform")).toBe("DokuMe");
  });
});

describe("keywords as headlines can use them", () => {
  const page = "Open source web analytics. Our open source tool makes web analytics easy. Privacy first web analytics.";

  it("widens a single word to the page's phrase for it, and drops vague words and the brand", () => {
    expect(keywordPhrases(["analytics", "source", "install", "counter"], "Counter", page, english)).toEqual(["web analytics", "open source"]);
  });

  it("keeps the page's capitals", () => {
    expect(keywordPhrases(["vscode alternative"], "VSCodium", "The VSCode Alternative you want. A vscode alternative.", english)).toEqual(["VSCode Alternative"]);
  });

  it("widens German words only with a noun", () => {
    expect(keywordPhrases(["kalender"], "DokuMe", "Der Kalender im Team. Den Kalender teilen. Team Kalender für alle. Der Team Kalender hilft.", german)).toEqual(["Team Kalender"]);
  });
});

describe("what a page states", () => {
  it("finds offers and facts in English and German", () => {
    expect([...statedFacts("Free and open source. Works on Windows, macOS and Linux.")].sort()).toEqual(["crossPlatform", "free", "openSource"]);
    expect([...statedFacts("Jetzt kostenlos testen. Datenschutz nach DSGVO.")].sort()).toEqual(["freeTrial", "privacy"]);
  });

  it("does not call a free trial a free product", () => {
    expect(statedFacts("Get 30 days free access to the platform.").has("free")).toBe(false);
    expect(statedFacts("Get 30 days free access to the platform.").has("freeTrial")).toBe(true);
  });
});
