import { describe, expect, it } from "vitest";
import { campaignTypeFor } from "../../../domain/campaign-types/registry.ts";
import { bareForm, search, write } from "../../../../test/support/ai/offline-writing.ts";
import { smallPage } from "../../../../test/support/ai/small-pages.ts";

/** Issue 19's casing: each language's, and the page's own spellings of its words and names. */

describe("after a colon, French, Spanish, Italian, Portuguese and Dutch go on in lower case (issue 19)", () => {
  const page = smallPage("https://osteo-lyon.example/", {
    title: "Cabinet d'ostéopathie Martin",
    language: "fr",
    headings: ["Ostéopathie du sport", "Ostéopathie pédiatrique"],
    keyContent: ["Le cabinet reçoit les sportifs et les enfants à Lyon, du lundi au samedi.", "Nos techniques manuelles sont douces et adaptées à chaque patient."],
    productFeatures: ["Ostéopathie du sport: Techniques manuelles pour les blessures des coureurs.", "Rendez-vous: Marie Martin vous reçoit au cabinet."],
  });
  const descriptions = write(search, page, bareForm("https://osteo-lyon.example/")).writing.draft.lists.descriptions ?? [];

  it("writes 'Ostéopathie du sport: techniques manuelles…', not 'Techniques'", () => {
    expect(descriptions).toContain("Ostéopathie du sport: techniques manuelles pour les blessures des coureurs.");
  });

  it("writes the label before the colon in the headlines' sentence case ('Ostéopathie structurelle: …')", () => {
    const cabinet = smallPage("https://osteo-six.example/", {
      title: "Cabinet Lainé",
      language: "fr",
      headings: ["Ostéopathie structurelle", "Ostéopathie du sport"],
      keyContent: ["Le cabinet pratique l'ostéopathie structurelle et crânienne à Paris, du lundi au samedi."],
      productFeatures: ["Ostéopathie Structurelle: Techniques manuelles sur les articulations et la colonne."],
    });
    const lines = write(search, cabinet, bareForm("https://osteo-six.example/")).writing.draft.lists.descriptions ?? [];
    expect(lines).toContain("Ostéopathie structurelle: techniques manuelles sur les articulations et la colonne.");
  });

  it("keeps the capital of a name the page never writes in lower case", () => {
    expect(descriptions.join(" | ")).not.toMatch(/: marie/);
  });

  it("lowers a word the page writes nowhere else ('Manuele therapie: gerichte behandeling…'), and keeps a name the page capitalises inside its sentences", () => {
    const dutch = smallPage("https://fysio.example/", {
      title: "Fysiotherapie De Brug",
      language: "nl",
      headings: ["Manuele therapie", "Dry needling"],
      keyContent: ["Wij behandelen klachten aan rug, nek en knie in Utrecht, van maandag tot vrijdag."],
      productFeatures: ["Manuele therapie: Gerichte behandeling van gewrichten bij rug- en nekklachten.", "Locatie: Utrecht is onze thuisbasis sinds 2010, vlak bij het station."],
    });
    const lines = write(search, dutch, bareForm("https://fysio.example/")).writing.draft.lists.descriptions ?? [];
    expect(lines).toContain("Manuele therapie: gerichte behandeling van gewrichten bij rug- en nekklachten.");
    expect(lines.join(" | ")).not.toMatch(/: utrecht/u);
  });
});

describe("after a colon, a heading's title case shows no name, and a one-letter word goes on small too (issue 19)", () => {
  it("writes 'Pilates studio: aulas em aparelhos …' and 'Hatha yoga: a base de tudo …'", () => {
    const studio = smallPage("https://prana.example/", {
      title: "Estúdio Prana",
      language: "pt",
      headings: ["Hatha Yoga", "Pilates Studio", "Nossas Aulas em Grupo"],
      keyContent: ["O estúdio oferece yoga e pilates na Vila Madalena, em São Paulo, de segunda a sábado."],
      productFeatures: ["Hatha yoga: A base de tudo, com posturas, respiração e relaxamento.", "Pilates Studio: Aulas em aparelhos com fisioterapeutas formados."],
    });
    const descriptions = write(search, studio, bareForm("https://prana.example/")).writing.draft.lists.descriptions ?? [];
    expect(descriptions).toEqual(expect.arrayContaining(["Hatha yoga: a base de tudo, com posturas, respiração e relaxamento.", "Pilates studio: aulas em aparelhos com fisioterapeutas formados."]));
  });
});

describe("the brand keeps its own casing inside the language's headline casing", () => {
  it("French sentence case lowers articles, but not the article of 'Le Jardin'", () => {
    const restaurant = smallPage("https://le-jardin.example/", {
      title: "Restaurant Le Jardin",
      language: "fr",
      headings: ["Restaurant Le Jardin", "Cuisine cantonaise traditionnelle"],
      keyContent: ["Ouvert depuis 1975, nous sommes un des plus vieux restaurants chinois de Paris."],
    });
    const { lists } = write(search, restaurant, { ...bareForm("https://le-jardin.example/"), businessName: "Le Jardin" }).writing.draft;
    const named = [...(lists.headlines ?? []), ...(lists.callouts ?? [])].filter((line) => /le jardin/i.test(line));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((line) => !line.includes("Le Jardin"))).toEqual([]);
  });

  it("keeps a part of the name that the page writes only as a name ('Club El Calado' of 'El Calado Rioja'), not a common word of it", () => {
    const shop = smallPage("https://elcalado.example/", {
      title: "El Calado Rioja",
      language: "es",
      siteName: "El Calado Rioja",
      headings: ["Club El Calado", "Vinos de Rioja Alta", "Regalos de Empresa"],
      keyContent: ["Vinos de Rioja seleccionados en Haro desde 1994.", "Preparamos regalos de empresa con tarjeta personalizada."],
    });
    const { headlines = [] } = write(search, shop, bareForm("https://elcalado.example/")).writing.draft.lists;
    expect(headlines).toEqual(expect.arrayContaining(["Club El Calado", "Regalos de empresa"]));
  });
});

describe("a heading the page shouts is written in the page's own case (issue 19)", () => {
  it("gives 'Da costa ao profundo Alentejo', the name capitalised as the page writes it elsewhere", () => {
    const page = smallPage("https://transfers.example/", {
      title: "Land & Sea | Passeios e enoturismo",
      language: "pt",
      headings: ["DA COSTA AO PROFUNDO ALENTEJO", "Passeios à medida"],
      keyContent: ["Queremos mostrar tudo o que o Alentejo tem de melhor, da costa ao campo, com passeios para cada cliente."],
    });
    const { headlines = [] } = write(search, page, bareForm("https://transfers.example/")).writing.draft.lists;
    expect(headlines).toContain("Da costa ao profundo Alentejo");
  });
});

describe("sentence case lowers what the page capitalises in a heading but writes small elsewhere (issue 19)", () => {
  const page = smallPage("https://osteo-paris.example/", {
    title: "Cabinet Durand - Ostéopathe à Paris",
    language: "fr",
    headings: ["Ostéopathie du Sport", "Ostéopathie Structurelle", "Ostéopathie Périnatale"],
    keyContent: ["Le cabinet de Paris propose l'ostéopathie structurelle et l'ostéopathie du sport pour les douleurs de dos."],
  });
  const { headlines = [] } = write(search, page, bareForm("https://osteo-paris.example/")).writing.draft.lists;

  it("writes 'Ostéopathie du sport' and 'Ostéopathie structurelle', as a French copywriter would", () => {
    expect(headlines).toEqual(expect.arrayContaining(["Ostéopathie du sport", "Ostéopathie structurelle"]));
  });

  it("lowers a word of a heading in title case that the page names nowhere ('Périnatale'), and keeps a name it writes in prose ('Paris')", () => {
    expect(headlines).toContain("Ostéopathie périnatale");
    expect(headlines.join(" | ")).not.toMatch(/\bparis\b/u);
  });
});

describe("sentence case lowers the words of a heading the page writes in title case, not its names (issue 19)", () => {
  it("writes 'Efficienza e costi certi' and 'Assistenza legale alle imprese', and keeps the place 'Padova' the address names", () => {
    const page = smallPage("https://studio-rossi.example/", {
      title: "Studio Legale Rossi",
      language: "it",
      headings: ["Efficienza e Costi Certi", "Assistenza Legale alle Imprese", "Avvocato a Padova"],
      keyContent: ["Lo studio assiste privati e aziende in tutte le questioni di diritto civile.", "Via Roma 12, 35122 Padova"],
    });
    const { headlines = [] } = write(search, page, bareForm("https://studio-rossi.example/")).writing.draft.lists;
    expect(headlines).toEqual(expect.arrayContaining(["Efficienza e costi certi", "Assistenza legale alle imprese", "Avvocato a Padova"]));
  });

  it("reads no place in the last word of a title-case line ('Desodorante Natural em Creme' is 'Desodorante natural em creme')", () => {
    const shop = smallPage("https://raiz.example/", {
      title: "Raiz Botânica",
      language: "pt",
      headings: ["Desodorante Natural em Creme", "Shampoo Sólido"],
      keyContent: ["Cosméticos naturais e veganos, feitos à mão em pequenos lotes em Curitiba."],
    });
    expect(write(search, shop, bareForm("https://raiz.example/")).writing.draft.lists.headlines).toContain("Desodorante natural em creme");
  });

  it("keeps 'Bogotá' after 'en' at a heading's end, and a name the page gives a capital in prose ('Páscoa')", () => {
    const clinic = smallPage("https://fisio.example/", {
      title: "Clínica Andina",
      language: "es",
      headings: ["Fisioterapia en Bogotá", "Dolor en las Rodillas"],
      keyContent: ["Tratamos el dolor de espalda y las lesiones deportivas con ejercicios guiados."],
    });
    const { headlines = [] } = write(search, clinic, bareForm("https://fisio.example/")).writing.draft.lists;
    expect(headlines).toEqual(expect.arrayContaining(["Fisioterapia en Bogotá", "Dolor en las rodillas"]));
    const shop = smallPage("https://doces.example/", {
      title: "Doces da Ana",
      language: "pt",
      headings: ["Ovos de Páscoa Artesanais"],
      keyContent: ["Os nossos ovos de Páscoa são feitos à mão com chocolate belga."],
    });
    expect(write(search, shop, bareForm("https://doces.example/")).writing.draft.lists.headlines).toContain("Ovos de Páscoa artesanais");
  });
});

describe("the advertiser's keywords read as the page writes their words (issue 19)", () => {
  it("writes the keyword line 'Zahnarzt Freiburg' for 'zahnarzt freiburg' on a German page", () => {
    const page = smallPage("https://praxis-meier.example/", {
      title: "Zahnarztpraxis Dr. Meier – Ihr Zahnarzt in Freiburg",
      language: "de",
      headings: ["Professionelle Zahnreinigung", "Behandlung von Angstpatienten"],
      keyContent: ["Seit über 20 Jahren behandeln wir unsere Patienten in Freiburg mit moderner Zahnmedizin."],
    });
    const { headlines = [] } = write(search, page, bareForm("https://praxis-meier.example/", { keywords: "zahnarzt freiburg" })).writing.draft.lists;
    expect(headlines).toContain("Zahnarzt Freiburg");
    expect(headlines).not.toContain("Zahnarzt freiburg");
  });

  it("keeps a keyword the page writes only as a name inside its sentences ('Marina Centro'), though it writes 'centro' small elsewhere", () => {
    const page = smallPage("https://villa.example/", {
      title: "Hotel Villa Ortensia",
      language: "it",
      headings: ["Pensione completa con bevande", "Spiaggia convenzionata"],
      keyContent: ["Il nostro hotel si trova nel cuore di Marina Centro, a 50 metri dal mare.", "Il centro storico di Rimini è a dieci minuti in bicicletta."],
    });
    const { headlines = [] } = write(search, page, bareForm("https://villa.example/", { keywords: "marina centro, pensione completa" })).writing.draft.lists;
    expect(headlines).toContain("Marina Centro");
    expect(headlines).not.toContain("Marina centro");
  });

  it("writes the page's own apostrophe in a keyword typed without it ('prud hommes' is 'Prud'hommes')", () => {
    const page = smallPage("https://cabinet.example/", {
      title: "Cabinet Morel – Avocats",
      language: "fr",
      headings: ["Rupture conventionnelle", "Harcèlement au travail"],
      keyContent: ["Nous défendons les salariés devant le conseil de prud'hommes de Lyon.", "Chaque dossier de prud'hommes commence par un rendez-vous au cabinet."],
    });
    const { headlines = [] } = write(search, page, bareForm("https://cabinet.example/", { keywords: "prud hommes, rupture conventionnelle" })).writing.draft.lists;
    expect(headlines).toContain("Prud'hommes");
    expect(headlines).not.toContain("Prud hommes");
  });
});

describe("a short sentence of the page is a headline in the language's headline casing (issue 19)", () => {
  it("writes 'Home Roasted in San Francisco' among English title-case headlines, and 'Assistenza legale alle imprese' in Italian", () => {
    const roastery = smallPage("https://roastery.example/", {
      title: "Elm Roasting",
      language: "en",
      keyContent: ["Home roasted in San Francisco.", "We roast small batches of specialty coffee every week for our subscribers."],
    });
    expect(write(search, roastery, bareForm("https://roastery.example/")).writing.draft.lists.headlines).toContain("Home Roasted in San Francisco");
    const lawyers = smallPage("https://studio-verdi.example/", {
      title: "Studio Legale Verdi",
      language: "it",
      keyContent: ["Lo Studio Legale Verdi segue privati e aziende nelle questioni di diritto civile. Assistenza Legale alle Imprese."],
    });
    expect(write(search, lawyers, bareForm("https://studio-verdi.example/")).writing.draft.lists.headlines).toContain("Assistenza legale alle imprese");
  });
});

describe("the page's services listed inside a line are in sentence case (issue 19)", () => {
  it("writes 'Studio Legale Rossi – Contenzioso civile, Recupero crediti e Procedure fallimentari'", () => {
    const page = smallPage("https://studio-rossi.example/", {
      title: "Studio Legale Rossi",
      language: "it",
      headings: ["Contenzioso Civile", "Recupero Crediti", "Procedure Fallimentari"],
      keyContent: ["Lo studio assiste privati e aziende nel contenzioso, nel recupero dei crediti e nelle procedure fallimentari."],
    });
    const { longHeadlines = [], descriptions = [] } = write(campaignTypeFor("demand_gen"), page, bareForm("https://studio-rossi.example/")).writing.draft.lists;
    expect([...longHeadlines, ...descriptions].join(" | ")).toContain("Studio Legale Rossi – Contenzioso civile, Recupero crediti e Procedure fallimentari");
  });
});
