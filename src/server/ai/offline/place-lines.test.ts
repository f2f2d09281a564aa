import { describe, expect, it } from "vitest";
import { bareForm, search, write } from "../../../../test/support/ai/offline-writing.ts";
import { smallPage } from "../../../../test/support/ai/small-pages.ts";

/** Issue 19: a keyword that names a place says where the offer is, not what it is ('Kansas City' alone as a headline). */

const headlinesOf = (page: ReturnType<typeof smallPage>, url: string, keywords: string) => write(search, page, bareForm(url, { keywords })).writing.draft.lists.headlines ?? [];

describe("a keyword the page writes as a place is said with the offer", () => {
  it("takes the page's own words where an offer stands before the place: 'Dentist Near Kansas City'", () => {
    const page = smallPage("https://smiles.example/", {
      title: "Prairie Smiles | Dentist in Shawnee, KS",
      language: "en",
      headings: ["Cosmetic Dentistry", "Dental Implants", "Teeth Whitening"],
      keyContent: ["Dr. Ortiz is a dentist near Kansas City for cosmetic, family and implant dentistry.", "Patients come from Shawnee, Kansas City and Olathe."],
    });
    const headlines = headlinesOf(page, "https://smiles.example/", "dentist, kansas city, dental implants");
    expect(headlines).toContain("Dentist Near Kansas City");
    expect(headlines).not.toContain("Kansas City");
  });

  it("puts the first offer the page writes small before the page's preposition: 'Ostéopathie à Paris 6ème', 'Gelato sul Lago di Garda'", () => {
    const osteopath = smallPage("https://osteo.example/", {
      title: "Claire Dubois - Ostéopathe",
      language: "fr",
      headings: ["Ostéopathie du Sport", "Ostéopathie Viscérale"],
      keyContent: ["Cabinet de Claire Dubois à Paris 6ème, sur rendez-vous.", "L'ostéopathie soulage les douleurs de dos et les migraines."],
    });
    const french = headlinesOf(osteopath, "https://osteo.example/", "claire dubois, ostéopathie, paris 6ème");
    expect(french).toContain("Ostéopathie à Paris 6ème");
    expect(french).not.toContain("Paris 6ème");
    // The keyword 'claire dubois' names the osteopath, not what is done in Paris.
    expect(french).not.toContain("Dubois à Paris 6ème");
    const gelateria = smallPage("https://gelato.example/", {
      title: "Gelateria Da Marco",
      language: "it",
      headings: ["Gelato Artigianale", "Gelato Vegano"],
      keyContent: ["La gelateria di Malcesine sul Lago di Garda, aperta dal 1996.", "Il nostro gelato è fatto ogni mattina con latte fresco."],
    });
    expect(headlinesOf(gelateria, "https://gelato.example/", "gelato, lago di garda")).toContain("Gelato sul Lago di Garda");
  });

  it("reads no place in the brand's own name ('en Clínica Dental Ríos Rosas')", () => {
    const page = smallPage("https://riosrosas.example/", {
      title: "Clínica Dental Ríos Rosas",
      language: "es",
      siteName: "Clínica Dental Ríos Rosas",
      headings: ["Ortodoncia invisible", "Implantes dentales"],
      keyContent: ["Trabajamos en Clínica Dental Ríos Rosas desde 1996.", "Somos una clínica dental familiar de Madrid.", "La ortodoncia invisible corrige los dientes sin brackets visibles."],
    });
    expect(headlinesOf(page, "https://riosrosas.example/", "clínica dental, ortodoncia").join(" | ")).not.toMatch(/en clínica dental/iu);
  });

  it("leaves a keyword that is a thing, not a place, as it is ('Code Editor' after 'in')", () => {
    const page = smallPage("https://editor.example/", {
      title: "Quill | Code editor for the web",
      language: "en",
      headings: ["Live Preview", "Inline Editors"],
      keyContent: ["Everything you need in a code editor, and nothing more.", "Quill is a code editor for the web."],
    });
    expect(headlinesOf(page, "https://editor.example/", "code editor, live preview")).toContain("Code Editor");
  });
});
