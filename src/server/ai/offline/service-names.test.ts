import { describe, expect, it } from "vitest";
import { bareForm, search, write } from "../../../../test/support/ai/offline-writing.ts";
import { smallPage } from "../../../../test/support/ai/small-pages.ts";

/** Issue 19: the page's own names for what it offers (brief.ts, serviceNames) become headlines as the page writes them. */

describe("a service named by codes is the page's own language, not a foreign one", () => {
  it("writes a driving school's 'Klasse B & B197' and 'Motorrad A, A2, A1', its emoji and their selectors left out", () => {
    const page = smallPage("https://fahrschule.example/", {
      title: "Fahrschule Kurvenreich",
      language: "de",
      headings: ["🚗 Klasse B & B197", "🏍️ Motorrad A, A2, A1", "🛻 BE, B96 & AM"],
      keyContent: ["Bei uns lernst du in deinem Tempo, mit Fahrlehrern, die Geduld haben."],
    });
    const { headlines = [] } = write(search, page, bareForm("https://fahrschule.example/")).writing.draft.lists;
    expect(headlines).toEqual(expect.arrayContaining(["Klasse B & B197", "Motorrad A, A2, A1"]));
    expect(headlines.join(" | ")).not.toMatch(/\uFE0F/u);
  });
});

describe("a service named with its price keeps the currency that ends it", () => {
  it("writes 'Inspektion ab 79 €' as a service", () => {
    const shop = smallPage("https://radwerk.example/", {
      title: "Radwerk Freiburg – E-Bikes & Fahrräder",
      language: "de",
      headings: ["Zubehör & Teile", "Lastenräder", "Inspektion ab 79 €"],
      keyContent: ["Wir prüfen Bremsen, Schaltung und Licht in unserer Werkstatt in Freiburg."],
    });
    expect(write(search, shop, bareForm("https://radwerk.example/")).writing.draft.lists.callouts).toContain("Inspektion ab 79 €");
  });
});
