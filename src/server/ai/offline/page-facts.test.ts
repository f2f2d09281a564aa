import { describe, expect, it } from "vitest";
import { statedFacts } from "./page-facts.ts";

describe("the writer claims only what the page states", () => {
  it("finds facts in the languages it writes", () => {
    expect([...statedFacts("Free and open source. Works on Windows, macOS and Linux.")].sort()).toEqual(["crossPlatform", "openSource"]);
    expect([...statedFacts("Jetzt kostenlos testen. Haustiere willkommen.")].sort()).toEqual(["freeTrial", "petsWelcome"]);
    expect([...statedFacts("Tout est fait maison. Wi-Fi gratuit dans les chambres.")].sort()).toEqual(["freeWifi", "homemade"]);
  });

  it("finds a free quote, which trades and services offer ('Free quotes', 'Presupuesto sin compromiso', 'Devis gratuit')", () => {
    expect([...statedFacts("Gas Safe registered plumbers in Leeds. Free quotes.")]).toEqual(["freeQuote"]);
    expect([...statedFacts("Reformas integrales en Madrid. Presupuesto sin compromiso.")]).toEqual(["freeQuote"]);
    expect([...statedFacts("Couverture et zinguerie à Rouen : devis gratuit sous 48 heures.")]).toEqual(["freeQuote"]);
    expect([...statedFacts("Request a quote for your project.")]).toEqual([]);
  });

  it("does not claim what the page offers only on request ('Animali ammessi su richiesta', 'Pets welcome on request')", () => {
    expect([...statedFacts("Wi-Fi gratuito. Animali ammessi su richiesta.")]).toEqual(["freeWifi"]);
    expect([...statedFacts("Dogs welcome on request. Free parking.")]).toEqual(["freeParking"]);
  });

  it("finds homemade food, not a treatment done at home ('clareamento caseiro')", () => {
    expect([...statedFacts("Bolos caseiros e comida caseira todos os dias.")]).toEqual(["homemade"]);
    expect([...statedFacts("Clareamento a laser ou caseiro supervisionado.")]).toEqual([]);
  });

  it("does not make a free product of free cancellation", () => {
    expect([...statedFacts("Kostenlos stornierbar bis 24 Stunden vor Anreise.")]).toEqual([]);
  });

  it("does not promise free delivery the page ties to a minimum order", () => {
    expect([...statedFacts("Free delivery over £20.")]).toEqual([]);
    expect([...statedFacts("Livraison gratuite dès 50 € d'achat.")]).toEqual([]);
    expect([...statedFacts("5,000円以上で送料無料")]).toEqual([]);
    expect([...statedFacts("Free delivery on every order. Open since 1998.")]).toEqual(["freeShipping"]);
  });
});
