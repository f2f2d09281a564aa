import { describe, expect, it } from "vitest";
import { campaignTypeFor } from "../../../domain/campaign-types/registry.ts";
import { displayPathProblems } from "../../../domain/ads/display-paths.ts";
import { allText, bareForm, performanceMax, search, write } from "../../../../test/support/ai/offline-writing.ts";
import { smallPage } from "../../../../test/support/ai/small-pages.ts";

/** Issue 20's Path 1 and Path 2 as the offline writer writes them (display-paths.ts). */
describe("display paths name what the searcher looks for, in the advertiser's keywords", () => {
  const clinic = smallPage("https://fisio.example/", {
    title: "Movimiento Vivo | Fisioterapia en Bogotá",
    language: "es",
    headings: ["Fisioterapia deportiva", "Rehabilitación de lesiones"],
    keyContent: ["Tratamos lesiones deportivas con un plan de ejercicio para cada paciente."],
  });

  it("the first keyword fills them, its words joined by hyphens as far as 15 allows, without the language's small words", () => {
    const { writing } = write(search, clinic, bareForm("https://fisio.example/", { businessName: "Movimiento Vivo", keywords: "fisioterapia en bogotá, fisioterapia deportiva" }));
    expect(writing.draft.paths).toEqual(["Fisioterapia", "Bogotá"]);
  });

  it("a keyword that fits whole is Path 1, and the next keyword narrows it", () => {
    const { writing } = write(search, smallPage("https://plumb.example/", { title: "Plumbing", language: "en" }), bareForm("https://plumb.example/", { keywords: "plumber, boiler repair" }));
    expect(writing.draft.paths).toEqual(["Plumber", "Boiler-Repair"]);
  });

  it("a phrase takes the paths it needs or none: never half of it ('Plumber › Emergency' for 'emergency callouts')", () => {
    const { writing } = write(search, smallPage("https://plumb.example/", { title: "Plumbing", language: "en" }), bareForm("https://plumb.example/", { keywords: "plumber, emergency callouts, boilers" }));
    expect(writing.draft.paths).toEqual(["Plumber", "Boilers"]);
  });

  it("reads keywords as searched: no negatives, no match-type marks", () => {
    const { writing } = write(search, smallPage("https://plumb.example/", { title: "Plumbing", language: "en" }), bareForm("https://plumb.example/", { keywords: '-free, [emergency plumber], "boiler repair"' }));
    expect(writing.draft.paths).toEqual(["Emergency", "Plumber"]);
    expect(allText(writing.draft.lists)).not.toMatch(/\bfree\b|\[|"/i);
  });

  it("leaves out the site's own name, which the address shows, and a word said again in another form", () => {
    const page = smallPage("https://etherpad.example/", { title: "Etherpad", language: "en" });
    const { writing } = write(search, page, bareForm("https://etherpad.example/", { keywords: "etherpad, dentist, dentistry, CONSULTING" }));
    expect(writing.draft.paths).toEqual(["Dentist", "Consulting"]);
    const agency = write(search, page, bareForm("https://etherpad.example/", { keywords: "agency, agencies, invoicing" }));
    expect(agency.writing.draft.paths).toEqual(["Agency", "Invoicing"]);
  });

  it("keeps a hyphenated word whole, with the page's capitals ('Croix-Rousse', never 'Bistrot-Croix')", () => {
    const page = smallPage("https://zinc.example/", { title: "Le Petit Zinc", language: "fr", keyContent: ["Notre bistrot est au cœur de la Croix-Rousse, à Lyon, depuis 2009."] });
    const { writing } = write(search, page, bareForm("https://zinc.example/", { keywords: "bistrot croix-rousse" }));
    expect(writing.draft.paths).toEqual(["Bistrot", "Croix-Rousse"]);
  });

  it("leaves out an English loan's small words on any language's page ('Bed-Breakfast', not 'Bed-And')", () => {
    const page = smallPage("https://glicine.example/", { title: "B&B Il Glicine", language: "it", keyContent: ["Un bed and breakfast a due passi dalle Mura di Lucca."] });
    const { writing } = write(search, page, bareForm("https://glicine.example/", { keywords: "bed and breakfast lucca" }));
    expect(writing.draft.paths).toEqual(["Bed-Breakfast", "Lucca"]);
  });

  it("every path the writer gives is one Google takes", () => {
    const { writing } = write(performanceMax);
    expect(writing.draft.paths.length).toBeGreaterThan(0);
    for (const path of writing.draft.paths) expect(displayPathProblems([path], 15)).toEqual([]);
  });

  it("a Demand Gen image ad has no display paths (R27)", () => {
    expect(write(campaignTypeFor("demand_gen")).writing.draft.paths).toEqual([]);
  });
});
