import { describe, expect, it } from "vitest";
import { isArtefact, isQuotedOrCutShort, isSiteFurniture } from "./artefacts.ts";

const rejects = (lines: readonly string[]) => expect(lines.filter((line) => !isArtefact(line))).toEqual([]);
const keeps = (lines: readonly string[]) => expect(lines.filter(isArtefact)).toEqual([]);

describe("dates and bylines are not copy", () => {
  it("rejects dates in any common form", () => rejects(["Posted 12/03/2024", "12 March 2024", "March 12, 2024", "2024年3月12日更新"]));
  it("rejects a day of a month without its year, a season's notice", () =>
    rejects(["Das Restaurant ist am 24. Dezember nur für Hausgäste geöffnet.", "Order by December 20 for Christmas delivery.", "Précommandes jusqu'au 20 décembre.", "Order by Dec 15 for Christmas delivery."]));
  it("rejects a month and its year, a review's or a post's date", () => rejects(["Sophie & James, June 2024", "Priya & Daniel, September 2023"]));
  it("rejects bylines", () => rejects(["Posted on Monday by the team", "by Jane Doe", "Publié le 3 mai", "Pubblicato il 4 aprile"]));
});

describe("opening hours and addresses belong to their own assets", () => {
  it("rejects opening hours", () => rejects(["Monday to Friday 9:00 - 17:00", "Lunes a Viernes de 9:00 am a 9:00 pm", "Ma-Vr 08.30-20.00", "Öffnungszeiten", "診療時間 9:00〜14:00"]));
  it("rejects street addresses and postal codes", () => rejects(["12 Main Street, Geneva", "Hauptstraße 5", "Via Roma 12", "75006 Paris"]));
});

describe("copyright lines and notices are not copy", () => {
  it("rejects copyright and legal lines", () => rejects(["© 2024 Sisters Cafe. All rights reserved.", "Tous droits réservés", "P.IVA 01234567890"]));
  it("rejects notices about cookies, browsers, loading, construction and closures", () =>
    rejects([
      "This website uses cookies to improve your experience",
      "You are using an outdated browser",
      "Cargando propiedades...",
      "(Under Construction) Elevate",
      "Wir haben vom 1. bis 15. August geschlossen",
      "Fermeture annuelle en août",
      "La pizzeria riapre lunedì 26 agosto a pranzo.",
      "We reopen on 2 January with the new menu.",
      "Log in to check out faster.",
      "Merry Christmas from the Brightline crew.",
      "Frohe Weihnachten und einen guten Rutsch!",
    ]));
});

describe("shop widgets are not copy", () => {
  it("rejects a cart's quantity, total and empty prices", () => rejects(["Quantidade 1 Total R$ 0,00", "Quantity: 2", "Subtotal €12.50", "Warenkorb 0,00 €"]));
  it("rejects a listing's figures and its prices alone", () => rejects(["72 m² tot", "2 dorm", "3 amb. con balcón corrido", "4 bedrooms", "USD 249.000 USD 232.000"]));
});

describe("questions, quotes and testimonials are someone else's words", () => {
  it("rejects questions, with or without their mark", () => rejects(["Why choose us?", "¿Una caída", "What Is Elevate", "Pourquoi l'ostéopathie"]));
  it("rejects quotes and signed testimonials", () => rejects(["“The best coffee in town”", "Great service, would come back! – Anna M.", "★★★★★ Amazing", "What our clients say"]));
});

describe("the offer itself passes", () => {
  it("keeps service names and sentences about the offer", () =>
    keeps(["Cosmetic Dentistry", "Ostéopathie du sport", "Fresh cookies baked every morning", "Ferienwohnung mit Blick auf den Neusiedler See", "Open since 1975, we cook everything in house.", "Alquiler de vacaciones en Cartagena", "9 out of 10 patients recommend us", "A 2 mar de la playa"]));
});

describe("site furniture is not a service", () => {
  it("recognises legal, sign-in and social links in any language", () => {
    expect(["Mentions légales", "Datenschutzerklärung", "Login agenda", "Privacy Policy", "Réseaux sociaux", "Haftungsausschluß", "Complaints Procedure", "Règlement intérieur", "Area riservata agenzie", "Conditions de la garantie", "Garantiebedingungen"].every(isSiteFurniture)).toBe(true);
    expect(["Dental Implants", "Diritto di famiglia"].some(isSiteFurniture)).toBe(false);
  });
});

describe("a passage that is a quote or trails off gives no sentence", () => {
  it("finds quotes by their marks and passages cut short by an ellipsis", () => {
    expect(isQuotedOrCutShort("“The best scones on Skye!” – Mary K.")).toBe(true);
    expect(isQuotedOrCutShort("Onze diepste angst is niet dat we ontoereikend zijn. Onze diepste angst is dat wij krachtig zijn....")).toBe(true);
    expect(isQuotedOrCutShort("Lees verder…")).toBe(true);
    expect(isQuotedOrCutShort("Wir reparieren alle Marken. Termine auch am Samstag.")).toBe(false);
  });

  it("drops a star rating's sentence, not the passage it sits in", () => {
    const passage = "Gelato artigianale dal 1996. 4.8★ su Google con 842 recensioni. Gelato vegano e gelato per cani.";
    expect(isQuotedOrCutShort(passage)).toBe(false);
    expect(isArtefact("4.8★ su Google con 842 recensioni.")).toBe(true);
    expect(isArtefact("Gelato vegano e gelato per cani.")).toBe(false);
  });
});
