import { describe, expect, it } from "vitest";
import { bareForm, performanceMax, search, write } from "../../../../test/support/ai/offline-writing.ts";
import { formFor } from "../../../../test/support/ai/generation-fixtures.ts";
import { smallPage } from "../../../../test/support/ai/small-pages.ts";
import { rankSentences, sentencesOf } from "./page-sentences.ts";

/** Issue 19: which of a page's sentences an ad may say as a description, and in what order (page-sentences.ts). */

describe("descriptions say something about the business", () => {
  it("spends no description on repeating a headline", () => {
    const page = smallPage("https://gelateria-cento.example/", {
      title: "Gelateria Lungolago",
      language: "it",
      metaDescription: "Gelato artigianale dal 1996. Gelato vegano e sorbetti con frutta fresca del Garda. Coni e coppette da passeggio sul lungolago.",
    });
    const { writing } = write(search, page, bareForm("https://gelateria-cento.example/"));
    expect(writing.draft.lists.headlines).toContain("Gelato artigianale dal 1996");
    expect(writing.draft.lists.descriptions).not.toContain("Gelato artigianale dal 1996.");
  });

  it("never says one sentence twice, alone and again with the call to action", () => {
    const page = smallPage("https://praktijk.example/", {
      title: "Praktijk Noord",
      language: "nl",
      headings: ["Huisbezoek aan huis", "Afspraak maken"],
      keyContent: ["Gelegen net buiten de dorpskern van Lochristi."],
    });
    const descriptions = write(performanceMax, page, { ...formFor("performance_max"), landingPageUrl: "https://praktijk.example/", businessName: "", uniqueSellingPoints: "", yourSolution: "", socialProof: "", callToAction: performanceMax.defaults.callToAction }).writing.draft.lists.descriptions ?? [];
    expect(descriptions.filter((text) => text.includes("Gelegen net buiten de dorpskern"))).toHaveLength(1);
  });

  it("never makes a description of a stated fact alone ('Open source.'), which is a callout's worth", () => {
    const page = smallPage("https://editor.example/", {
      title: "Quill Editor",
      language: "en",
      headings: ["Live Preview", "Inline Editors"],
      keyContent: ["Quill is a lightweight, yet powerful, modern text editor. It is free and open source."],
    });
    const { writing } = write(performanceMax, page, { ...formFor("performance_max"), landingPageUrl: "https://editor.example/", businessName: "", uniqueSellingPoints: "", yourSolution: "", socialProof: "", callToAction: performanceMax.defaults.callToAction });
    expect(writing.draft.lists.callouts).toContain("Open Source");
    expect(writing.draft.lists.descriptions).not.toContain("Open source.");
  });

  it("spends no Search description on a stated fact and the call to action ('Open source. Download now.') beside the page's sentences", () => {
    const page = smallPage("https://launcher.example/", {
      title: "Swing Launcher",
      language: "en",
      headings: ["Customizable Home Screen", "Icon Packs", "Open Source"],
      keyContent: ["Swing is a customizable launcher for Android phones, with gestures, widgets and themes.", "Pick an icon pack, change the grid and hide the apps you never use on the home screen."],
    });
    const { writing } = write(search, page, { ...bareForm("https://launcher.example/"), callToAction: "Download Now" });
    expect(writing.draft.lists.descriptions?.length).toBeGreaterThanOrEqual(2);
    expect(writing.draft.lists.descriptions).not.toContain("Open source. Download Now.");
  });

  it("puts a sentence that points back to the one before it on the page ('He brings…', 'This is why…') last", () => {
    const page = smallPage("https://smiles.example/", {
      title: "Smiles of Leeds",
      language: "en",
      headings: ["Family Dentistry", "Dental Implants"],
      keyContent: [
        "Dr. Patel trained at the Leeds Dental Institute in implants and cosmetic dentistry.",
        "He brings this expertise to families across Leeds and Bradford.",
        "This is why our patients come back to us for twenty years and more.",
        "We offer check-ups, hygiene visits and white fillings for the whole family.",
        "Nervous patients can ask for sedation at every appointment.",
        "Our practice is open until 8 pm on weekdays, with parking at the door.",
      ],
    });
    const descriptions = write(search, page, bareForm("https://smiles.example/")).writing.draft.lists.descriptions ?? [];
    expect(descriptions).toHaveLength(4);
    expect(descriptions.join(" | ")).not.toMatch(/He brings|This is why/);
  });

  it("counts a pronoun after a short opening phrase as pointing back too ('De plain-pied, elle dispose…')", () => {
    const page = smallPage("https://gite.example/", {
      title: "Gîte des Falaises",
      language: "fr",
      headings: ["Chambre d'hôtes", "Le gîte"],
      keyContent: [
        "Notre gîte accueille de 2 à 4 personnes à 5 minutes des plages d'Étretat.",
        "De plain-pied, elle dispose d'une belle salle d'eau et d'une cuisine partagée.",
        "Le petit déjeuner est servi en terrasse avec des produits de la ferme voisine.",
        "Les chiens sont les bienvenus dans le jardin clos de la maison.",
        "Le parking privé et le wifi sont compris dans le prix de la nuitée.",
      ],
    });
    const descriptions = write(search, page, bareForm("https://gite.example/")).writing.draft.lists.descriptions ?? [];
    expect(descriptions).toHaveLength(4);
    expect(descriptions.join(" | ")).not.toMatch(/elle dispose/);
  });

  it("takes no heading written in title case for a sentence ('Meet Our Friendly Leeds Dentist.')", () => {
    const page = smallPage("https://smiles.example/", {
      title: "Smiles of Leeds",
      language: "en",
      headings: ["Family Dentistry", "Dental Implants"],
      keyContent: [
        "Meet Our Friendly Leeds Dentist. We look after families in Leeds with gentle, modern dental care.",
        "Playing host to the Leeds Dental Society, we train the dentists of tomorrow.",
      ],
    });
    const descriptions = write(search, page, bareForm("https://smiles.example/")).writing.draft.lists.descriptions ?? [];
    expect(descriptions.join(" | ")).not.toMatch(/Meet Our Friendly/);
    // A sentence that names something in capitals is still a sentence.
    expect(descriptions.join(" | ")).toMatch(/Playing host to the Leeds Dental Society/);
  });
});

describe("a line of the page's team is no description (issue 19)", () => {
  it("leaves out 'Carlos Ruiz – Entrenador personal' and keeps what the gym says of itself", () => {
    const page = smallPage("https://fitzone.example/", {
      title: "FitZone | Gimnasio en Valencia",
      language: "es",
      siteName: "FitZone",
      headings: ["Entrenamiento personal", "Clases dirigidas"],
      keyContent: [
        "Entrena cuando quieras en más de 1.500 m² con máquinas de última generación.",
        "Carlos Ruiz – Entrenador personal con diez años de experiencia en el club.",
        "Lucía Gómez – Instructora de yoga y pilates para todos los niveles.",
        "Más de 60 clases semanales de spinning, yoga y pilates en el centro de Valencia.",
      ],
    });
    const { lists } = write(performanceMax, page, bareForm("https://fitzone.example/")).writing.draft;
    const texts = [...(lists.descriptions ?? []), ...(lists.longHeadlines ?? [])].join(" | ");
    expect(texts).not.toMatch(/Carlos Ruiz|Lucía Gómez/u);
    expect(texts).toMatch(/Más de 60 clases semanales/u);
  });
});

describe("a card's fields run together are no sentence (issue 19)", () => {
  it("never says 'The Elopement: £850 Up to 3 hours of coverage.' or '1x por semana · yoga ou pilates solo.'", () => {
    const photographer = smallPage("https://emma.example/", {
      title: "Emma Hartley Photography",
      language: "en",
      keyContent: ["The Elopement: £850 Up to 3 hours of coverage.", "Every package includes a pre-wedding call and a carefully edited online gallery.", "Fully insured and backed up to two locations on the day."],
    });
    expect(write(search, photographer, bareForm("https://emma.example/")).writing.draft.lists.descriptions?.join(" | ")).not.toMatch(/£850 Up/u);
    const studio = smallPage("https://prana.example/", {
      title: "Estúdio Prana",
      language: "pt",
      keyContent: ["1x por semana · yoga ou pilates solo.", "Turmas pequenas, professores certificados e planos mensais a partir de R$ 249.", "Aulas de yoga e pilates na Vila Madalena, em São Paulo."],
    });
    const descriptions = write(search, studio, bareForm("https://prana.example/")).writing.draft.lists.descriptions ?? [];
    expect(descriptions.join(" | ")).not.toMatch(/·/u);
    expect(descriptions.join(" | ")).toMatch(/a partir de R\$ 249/u);
  });

  it("never says a card's heading before a label of its own ('Kids (6 a 11 años): aprenden jugando: canciones …')", () => {
    const academy = smallPage("https://bridge.example/", {
      title: "Bridge English Academy",
      language: "es",
      productFeatures: ["Kids (6 a 11 años): Aprenden jugando: canciones, proyectos y mucha conversación."],
      keyContent: ["Clases de inglés en grupos pequeños en Providencia, Guadalajara.", "Preparamos exámenes TOEFL ITP y Cambridge con profesores certificados."],
    });
    const descriptions = write(search, academy, bareForm("https://bridge.example/")).writing.draft.lists.descriptions ?? [];
    expect(descriptions.join(" | ")).not.toMatch(/jugando/u);
    expect(descriptions).toContain("Clases de inglés en grupos pequeños en Providencia, Guadalajara.");
  });
});

describe("a heading in English title case is no sentence, a sentence full of names is (issue 19)", () => {
  it("leaves out 'Caring for the Pets of East Van Since 1987' and keeps 'Playing in the Northern Ireland Cricket League.'", () => {
    const vet = smallPage("https://grandview.example/", {
      title: "Grandview Animal Hospital",
      language: "en",
      brandMessaging: "Caring for the Pets of East Van Since 1987",
      keyContent: ["From first puppy shots to gentle senior care, we treat your pet like one of our own.", "Playing in the Northern Ireland Cricket League since 1987."],
    });
    const descriptions = write(search, vet, bareForm("https://grandview.example/")).writing.draft.lists.descriptions ?? [];
    expect(descriptions.join(" | ")).not.toMatch(/Caring for the Pets/u);
    expect(descriptions).toContain("Playing in the Northern Ireland Cricket League since 1987.");
  });
});

describe("an FAQ's answer says its fact without the 'yes' that answers no question in the ad (issue 19)", () => {
  it("writes 'Restaurants, hôtels et épiceries fines …', not 'Oui, restaurants …'", () => {
    const bakery = smallPage("https://lacoste.example/", {
      title: "Maison Lacoste",
      language: "fr",
      keyContent: ["Oui, restaurants, hôtels et épiceries fines de Bordeaux sont livrés chaque matin.", "Du vrai pain au levain, cuit chaque matin aux Chartrons."],
    });
    const descriptions = write(search, bakery, bareForm("https://lacoste.example/")).writing.draft.lists.descriptions ?? [];
    expect(descriptions.join(" | ")).not.toMatch(/Oui/u);
    expect(descriptions).toContain("Restaurants, hôtels et épiceries fines de Bordeaux sont livrés chaque matin.");
  });
});

describe("a sentence cut at an abbreviation or inside brackets is none (issue 19)", () => {
  it("never says '$129) — Book before November 30.' for 'Tune-Up Special: $79 (reg. $129) — Book before November 30!'", () => {
    const sentences = sentencesOf(["Fall Furnace Tune-Up Special: $79 (reg. $129) — Book before November 30!", "Our techs carry parts on every truck (and a spare filter) for you."], "en");
    expect(sentences.join(" | ")).not.toMatch(/(?:^|\| )\$129\)/u);
    expect(sentences).toContain("Our techs carry parts on every truck (and a spare filter) for you.");
    expect(sentencesOf(["Breakfast is served until 11) on weekdays and weekends alike."], "en")).toEqual([]);
  });
});

describe("a sentence about a person named before, or going on from the one before, comes last (issue 19)", () => {
  it("ranks 'Seit 2015 führt er sie gemeinsam …' and 'In 2010 she opened …' after the sentences that stand alone", () => {
    const ranked = rankSentences([], ["Seit 2015 führt er sie gemeinsam mit Steuerberaterin Elif Yilmaz.", "Wir übernehmen die komplette Lohnabrechnung für Ihren Betrieb."], []);
    expect(ranked[0]).toBe("Wir übernehmen die komplette Lohnabrechnung für Ihren Betrieb.");
    expect(rankSentences([], ["In 2010 she opened the studio on Main Street.", "The studio teaches yoga and pilates in small classes."], [])[0]).toBe("The studio teaches yoga and pilates in small classes.");
    expect(rankSentences([], ["Et parce que les urgences n'attendent pas, nous sommes joignables 24h/24.", "La clinique soigne chiens, chats et NAC à Liège."], [])[0]).toBe("La clinique soigne chiens, chats et NAC à Liège.");
    expect(rankSentences([], ["Includes exam fee and the right to work 20 hours a week.", "Small classes on the River Liffey, five minutes from Temple Bar."], [])[0]).toBe("Small classes on the River Liffey, five minutes from Temple Bar.");
  });
});
