import { describe, expect, it } from "vitest";
import type { Address } from "../offline/phrases/phrasebook.ts";
import { misfit } from "./fits-request.ts";

const request = (code: string, address: Address = "formal") => ({ language: { code, name: code, source: "page" as const }, address });

describe("an asset in another language than the campaign's is a misfit", () => {
  it.each([
    ["de", "Track every job and every hour of your team in one app."],
    ["fr", "Book your room online today and save on your stay."],
    ["es", "Order your cake online and pick it up tomorrow morning."],
    ["it", "Reserve your table online tonight with one click."],
    ["nl", "Book your appointment online today in just a minute."],
    ["pt", "Book your table online tonight in just one click."],
    ["ja", "Try our app free for thirty days with no card needed."],
  ])("%s: an English sentence", (code, text) => {
    expect(misfit(request(code), text)).toBe("language");
  });

  it.each([
    ["de", "Mit Handwerkerbüro sehen Sie alle Aufträge auf einen Blick."],
    ["fr", "Réservez votre chambre d'hôtes au cœur du pays de Caux."],
    ["es", "Fisioterapia a domicilio en Bogotá con cita en el mismo día."],
    ["it", "Gelato artigianale con materie prime selezionate ogni giorno."],
    ["nl", "Uw fysiotherapeut in Utrecht, ook op zaterdag voor een afspraak."],
    ["pt", "Ovos de Páscoa artesanais feitos com chocolate belga de verdade."],
    ["ja", "生活習慣病の予防と改善をサポートする整体院です。"],
  ])("%s: a sentence in the language belongs", (code, text) => {
    expect(misfit(request(code), text)).toBeNull();
  });

  it("leaves short lines alone: a name or a loanword decides them", () => {
    expect(misfit(request("de"), "Kostenlose Netflix Nutzung")).toBeNull();
    expect(misfit(request("fr"), "Wi-Fi gratuit")).toBeNull();
  });
});

describe("page details a writer copied are misfits", () => {
  it.each([
    "Öffnungszeiten Mo-Fr 8:00-17:00",
    "© 2025 Handwerkerbüro GmbH. Alle Rechte vorbehalten.",
    "Hauptstraße 12, 03046 Cottbus",
    "Rufen Sie 0355 1234567 an",
    "www.handwerkerbuero.example",
  ])("%s", (text) => {
    expect(misfit(request("de"), text)).toBe("artefact");
  });
});

describe("the other form of address than the page's is a misfit", () => {
  it.each([
    ["de", "formal", "Starte deine Testphase heute"],
    ["de", "informal", "Testen Sie unsere App kostenlos"],
    ["fr", "formal", "Réserve ta chambre en ligne"],
    ["es", "formal", "Reserva tu cita hoy mismo"],
    ["nl", "formal", "Boek je afspraak vandaag"],
  ] as const)("%s, %s page: %s", (code, address, text) => {
    expect(misfit(request(code, address), text)).toBe("address");
  });

  it("keeps the page's own form", () => {
    expect(misfit(request("de", "formal"), "Testen Sie unsere App kostenlos")).toBeNull();
    expect(misfit(request("fr", "formal"), "Réservez votre chambre en ligne")).toBeNull();
  });
});
