import { describe, expect, it } from "vitest";
import { allText, bareForm, lawFirm, lawFirmForm, performanceMax, search, write } from "../../../../test/support/ai/offline-writing.ts";
import { smallPage } from "../../../../test/support/ai/small-pages.ts";
import { buildBrief } from "./brief.ts";

/** Issue 19's copy rules: which of a page's headings, labels and links the offline writer takes as an offer. */
describe("a heading that opens a list, and a list of labels, are not copy", () => {
  it("takes neither 'O nosso serviço inclui' as a headline nor 'Enoturismo - Campo - Mar - Aventura.' as a description", () => {
    const page = smallPage("https://tours.example/", {
      title: "Alentejo Tours",
      language: "pt",
      headings: ["O nosso serviço inclui", "Passeios de barco", "Provas de vinho"],
      keyContent: ["Enoturismo - Campo - Mar - Aventura.", "Organizamos passeios pelo Alentejo com guia local e transporte incluído."],
    });
    const { writing } = write(search, page, bareForm("https://tours.example/"));
    expect(writing.draft.lists.headlines).toContain("Passeios de barco");
    expect(writing.draft.lists.headlines).not.toContain("O nosso serviço inclui");
    expect((writing.draft.lists.descriptions ?? []).join(" | ")).not.toContain("Enoturismo - Campo");
  });
});



/** A law firm's page as many small firms write it: one-word section labels, a heading ending in a colon, a call to action as a link. */

describe("callouts name what is offered before a page's one-word values (issue 19)", () => {
  it("offers 'Dolor de espalda' and 'Dolor de cuello' before 'Calidad' and 'Independencia'", () => {
    const page = smallPage("https://fisio-cali.example/", {
      title: "Fisioterapia Cali",
      language: "es",
      headings: ["Calidad", "Independencia", "Cercanía", "Dolor de Espalda", "Dolor de Cuello", "Rehabilitación Deportiva"],
      keyContent: ["Tratamos el dolor de espalda y de cuello con terapia manual y ejercicio en nuestra clínica de Cali."],
    });
    const callouts = write(search, page, bareForm("https://fisio-cali.example/")).writing.draft.lists.callouts ?? [];
    expect(callouts.slice(0, 2)).toEqual(["Dolor de espalda", "Dolor de cuello"]);
  });

  it("keeps a German page's order, where one compound word names the service ('Zeiterfassung')", () => {
    const page = smallPage("https://handwerk.example/", {
      title: "Werkbank",
      language: "de",
      headings: ["Zeiterfassung", "Auftragsübersicht", "Digitale Baustellenakte"],
      keyContent: ["Werkbank ordnet Aufträge, Zeiten und Fotos deines Handwerksbetriebs an einem Ort."],
    });
    const callouts = write(search, page, bareForm("https://handwerk.example/")).writing.draft.lists.callouts ?? [];
    expect(callouts.slice(0, 2)).toEqual(["Zeiterfassung", "Auftragsübersicht"]);
  });
});

describe("the brand's list of services reads as a list (issue 19)", () => {
  it("lists no name that joins two ('Depuis 1975 et Tradition & Passion') in a long headline, in the page's language only", () => {
    const page = smallPage("https://jardin.example/", {
      title: "Le Jardin",
      language: "fr",
      siteName: "Le Jardin",
      headings: ["Tradition & Passion", "Cuisine cantonaise", "Plats à emporter", "Salle privatisable"],
      keyContent: ["Ouvert depuis 1975, le restaurant sert une cuisine cantonaise faite maison au cœur de Paris."],
    });
    const longHeadlines = write(performanceMax, page, bareForm("https://jardin.example/")).writing.draft.lists.longHeadlines ?? [];
    expect(longHeadlines).toContain("Le Jardin – Cuisine cantonaise, Plats à emporter et Salle privatisable");
    expect(longHeadlines.join(" | ")).not.toMatch(/Tradition & Passion/);
    const spanish = smallPage("https://altamar.example/", {
      title: "Altamar",
      language: "es",
      siteName: "Altamar",
      headings: ["Propiedades en Venta", "Propiedades en Arriendo", "Avalúos"],
      keyContent: ["Altamar vende y arrienda propiedades en Cartagena desde hace veinte años."],
    });
    expect(write(performanceMax, spanish, bareForm("https://altamar.example/")).writing.draft.lists.longHeadlines).toContain(
      "Altamar – Propiedades en Venta, Propiedades en Arriendo y Avalúos",
    );
  });
});

describe("words about the page are not what it offers (issue 19)", () => {
  it("writes 'Swing Launcher, the launcher for…', not 'The official website of Swing Launcher…'", () => {
    const page = smallPage("https://swing.example/", {
      title: "Swing Launcher",
      language: "en",
      metaDescription: "The official website of Swing Launcher, the launcher for Android phones that stays out of your way.",
      headings: ["Icon Packs", "Gestures"],
      keyContent: ["Pick an icon pack, change the grid and hide the apps you never use."],
    });
    const descriptions = write(search, page, bareForm("https://swing.example/")).writing.draft.lists.descriptions ?? [];
    expect(descriptions.join(" | ")).toMatch(/^Swing Launcher, the launcher for Android phones that stays out of your way\./);
    expect(descriptions.join(" | ")).not.toMatch(/official website/i);
  });
});

describe("a link's way to a page is not a service (issue 19)", () => {
  it("writes no 'More About E2EE' headline from a 'More about E2EE' link, and keeps the page a link names", () => {
    const page = smallPage("https://notes.example/", {
      title: "Quillnotes",
      language: "en",
      headings: ["Encrypted Notes", "Web Clipper"],
      keyContent: ["Quillnotes keeps your notes encrypted on every device you own."],
      links: [
        { url: "/e2ee", text: "More about E2EE" },
        { url: "/sync", text: "Sync Across Devices" },
      ],
    });
    const headlines = write(search, page, bareForm("https://notes.example/")).writing.draft.lists.headlines ?? [];
    expect(headlines).not.toContain("More About E2EE");
    expect(headlines).toContain("Sync Across Devices");
  });
});

describe("a one-word section label is not a headline of its own (issue 19)", () => {
  it("keeps the page's named services and leaves 'Kompetenz' or 'Hinweise' out", () => {
    const headlines = write(search, lawFirm, lawFirmForm).writing.draft.lists.headlines ?? [];
    expect(headlines).toEqual(expect.arrayContaining(["Arbeitsrecht für Arbeitnehmer"]));
    for (const label of ["Kompetenz", "Erfahrung", "Erreichbarkeit", "Hinweise"]) expect(headlines).not.toContain(label);
  });

  it("but a German or Dutch service the page describes in a card of its own is one ('Lohnabrechnung: Wir übernehmen …')", () => {
    const page = smallPage("https://kanzlei.example/", {
      title: "Steuerberatung Brandt",
      language: "de",
      headings: ["Lohnabrechnung", "Finanzbuchhaltung", "Kompetenz"],
      productFeatures: ["Lohnabrechnung: Wir übernehmen die komplette Lohn- und Gehaltsabrechnung für Ihren Betrieb.", "Finanzbuchhaltung: Laufende Buchführung und Auswertungen, digital über DATEV.", "Kompetenz"],
      keyContent: ["Die Kanzlei berät Arbeitnehmer, Vermieter und Betriebe in Köln."],
    });
    const headlines = write(search, page, bareForm("https://kanzlei.example/")).writing.draft.lists.headlines ?? [];
    expect(headlines).toEqual(expect.arrayContaining(["Lohnabrechnung", "Finanzbuchhaltung"]));
    expect(headlines).not.toContain("Kompetenz");
  });

  it("nor beside the brand ('Tasklane – Boards') but to make up Google's three headlines", () => {
    const tasklane = (headings: string[]) =>
      smallPage("https://tasklane.example/", {
        title: "Tasklane",
        language: "en",
        siteName: "Tasklane",
        headings,
        keyContent: ["Tasklane puts every project of your team on one board, with due dates and reminders."],
      });
    const headlinesOf = (headings: string[]) => write(search, tasklane(headings), bareForm("https://tasklane.example/")).writing.draft.lists.headlines ?? [];
    const full = headlinesOf(["Boards", "Calendars", "Time Tracking for Teams", "Shared Inboxes", "Client Portals"]);
    expect(full).toEqual(expect.arrayContaining(["Time Tracking for Teams", "Client Portals"]));
    expect(full.filter((headline) => /^Tasklane – (?:Boards|Calendars)$/u.test(headline))).toEqual([]);
    expect(headlinesOf(["Boards", "Calendars", "Time Tracking for Teams"])).toEqual(["Tasklane", "Time Tracking for Teams", "Tasklane – Boards"]);
  });
});

describe("a heading that introduces what follows loses its colon (issue 19)", () => {
  it("names the offer 'Kanzlei im Spreewald', never 'Kanzlei im Spreewald :'", () => {
    // With a title that is only the name, the phrase for the offer comes from the headings.
    const { request } = write(search, { ...lawFirm, title: "Kanzlei Vogel" }, lawFirmForm);
    expect(buildBrief(request).product).toBe("Kanzlei im Spreewald");
  });
});

describe("headings about the site and quotes cut short are not the offer (issue 19)", () => {
  const physio = smallPage("https://fisio.example/", {
    title: "Fisio Andina | Fisioterapia en Bogotá",
    language: "es",
    headings: ["Acerca de Adriana", "Cómo nace Fisio Andina", "Rehabilitación de rodilla", "Terapia manual"],
    keyContent: [
      "Nuestro mayor miedo no es ser insuficientes. Nuestro mayor miedo es ser poderosos más allá de toda medida....",
      "Tratamos lesiones deportivas y dolor de espalda con terapia manual en Bogotá.",
      "Cada plan de rehabilitación empieza con una valoración completa de una hora.",
    ],
  });
  const { writing } = write(search, physio, bareForm("https://fisio.example/"));

  it("keeps the services as headlines and leaves 'Acerca de …' and 'Cómo nace …' out", () => {
    const headlines = writing.draft.lists.headlines ?? [];
    expect(headlines).toEqual(expect.arrayContaining(["Rehabilitación de rodilla", "Terapia manual"]));
    expect(headlines.join(" | ")).not.toMatch(/Acerca de|nace/);
  });

  it("takes no sentence of a passage that trails off into an ellipsis", () => {
    expect(allText(writing.draft.lists)).not.toMatch(/miedo/);
    expect(writing.draft.lists.descriptions ?? []).toEqual(expect.arrayContaining([expect.stringMatching(/^Tratamos lesiones deportivas/)]));
  });
});

describe("a thin page still gets Google's three headlines, from clauses that stand alone", () => {
  const gelateria = smallPage("https://gelateria-cento.example/", {
    title: "Gelateria Cento – Gelato artigianale a Malcesine, Lago di Garda",
    language: "it",
    metaDescription: "Gelateria Cento è la migliore gelateria artigianale di Malcesine sul Lago di Garda.",
    brandMessaging: "Fabrizio Bottesi, mastro gelataio dal 1996 con 30 anni di esperienza. Gelato artigianale dal 1996.",
  });

  it("takes '30 anni di esperienza' of 'Fabrizio Bottesi, 30 anni di esperienza.', never the name alone", () => {
    const page = { ...gelateria, brandMessaging: `${gelateria.brandMessaging} Fabrizio Bottesi, 30 anni di esperienza.` };
    const headlines = write(search, page, bareForm("https://gelateria-cento.example/")).writing.draft.lists.headlines ?? [];
    expect(headlines.length).toBeGreaterThanOrEqual(3);
    expect(headlines).toContain("30 anni di esperienza");
    expect(headlines).not.toContain("Fabrizio Bottesi");
  });
});

describe("the items that finish a lead-in's sentence are not the offer", () => {
  it("takes neither 'Cirugía' nor 'Tu rutina de ejercicio' after '… debido a:' as a service, callout or headline", () => {
    const page = smallPage("https://fisio-activa.example/", {
      title: "Fisio Activa | Fisioterapia en Bogotá",
      language: "es",
      headings: ["Fisioterapia en Bogotá", "Telerehabilitación"],
      productFeatures: [
        "Dolor de cuello, espalda, rodilla y pie debido a:",
        "Una lesión deportiva",
        "Tu rutina de ejercicio",
        "Cirugía",
        "Alteraciones posturales y de la biomecánica corporal, la forma normal de tu cuerpo de moverse",
        "Manejo de estrés",
      ],
    });
    const { writer, writing } = write(search, page, bareForm("https://fisio-activa.example/"));
    expect(writer.brief.services).toContain("Manejo de estrés");
    expect(allText(writing.draft.lists)).not.toMatch(/Cirugía|Tu rutina/);
  });
});

describe("a topic's section heading is no service", () => {
  it("writes neither 'L'Ostéopathie' nor 'Emmanuel Lainé – L'Ostéopathie', and keeps 'Ostéopathie du sport'", () => {
    const page = smallPage("https://osteo-laine.example/", {
      title: "Emmanuel Lainé, ostéopathe à Paris",
      language: "fr",
      headings: ["L'Ostéopathie", "Ostéopathie du sport", "Ostéopathie viscérale"],
      keyContent: ["Cabinet d'ostéopathie d'Emmanuel Lainé à Paris 6ème.", "L'ostéopathie est à visée préventive et curative."],
    });
    const { writer, writing } = write(search, page, bareForm("https://osteo-laine.example/", { businessName: "Emmanuel Lainé" }));
    expect(writer.brief.services).toContain("Ostéopathie du sport");
    expect([...(writing.draft.lists.headlines ?? []), ...(writing.draft.lists.callouts ?? [])].join(" | ")).not.toMatch(/L'Ostéopathie/);
  });
});

describe("a name a Japanese page sets in 【】 is one of its services", () => {
  it("writes '【ゑびす式骨格矯正】' as the headline 'ゑびす式骨格矯正'", () => {
    const page = smallPage("https://ebisu-seikotsuin.example/", {
      title: "ホーム | ふせ ゑびす整骨院",
      language: "ja",
      headings: ["すぐに効果を実感"],
      keyContent: ["歪んだ骨格を瞬時に矯正するという、当院院長が考案の【ゑびす式骨格矯正】", "痛みの原因を追求します。"],
    });
    const { writing } = write(search, page, bareForm("https://ebisu-seikotsuin.example/"));
    expect(writing.draft.lists.headlines).toContain("ゑびす式骨格矯正");
  });
});

describe("a summary's label is neither a headline nor the start of a description", () => {
  const cottage = smallPage("https://apple-cottage.example/", {
    title: "Apple Cottage, Creetown",
    language: "en",
    headings: ["Property at a Glance", "Designer Kitchen", "Solar PV + Battery"],
    keyContent: ["Key Metrics: a three-bed home with an annex, EV charging and landscaped gardens.", "Installation: Solar panels with a home battery keep the bills low."],
  });

  it("writes no 'Property at a Glance' or 'Key Metrics' headline", () => {
    const headlines = write(search, cottage, bareForm("https://apple-cottage.example/")).writing.draft.lists.headlines ?? [];
    expect(headlines).toContain("Designer Kitchen");
    expect(headlines.join(" | ")).not.toMatch(/at a Glance|Key Metrics/i);
  });

  it("drops 'Key Metrics:' and 'Installation:' before what the sentence says", () => {
    const descriptions = write(search, cottage, bareForm("https://apple-cottage.example/")).writing.draft.lists.descriptions ?? [];
    expect(descriptions.join(" | ")).toMatch(/A three-bed home with an annex/i);
    expect(descriptions.join(" | ")).not.toMatch(/Key Metrics:|Installation:/);
  });
});

describe("a trade's page: its quote, its questions and its areas (issue 19)", () => {
  const page = smallPage("https://roofing.example/", {
    title: "Hartley Roofing | Roofers in Bristol",
    language: "en",
    siteName: "Hartley Roofing",
    headings: ["Roof Repairs", "Flat Roofing", "Need a Roofer Today?", "Why Choose Us?", "Areas We Cover"],
    keyContent: ["We repair and replace pitched and flat roofs across Bristol and Bath, with a 15-year guarantee on new roofs."],
    links: [{ url: "https://roofing.example/quote/", text: "Get a Free Quote" }],
  });
  const { lists } = write(search, page, bareForm("https://roofing.example/")).writing.draft;
  const texts = [...(lists.headlines ?? []), ...(lists.callouts ?? [])];

  it("takes the page's 'Get a Free Quote' as its call to action", () => {
    expect(lists.headlines).toContain("Request a Quote");
  });

  it("names no service after a heading that asks ('Need a Roofer Today?') or labels the areas it covers", () => {
    expect(texts.join(" | ")).not.toMatch(/Need a Roofer|Why Choose|Areas We Cover/);
    expect(texts).toEqual(expect.arrayContaining(["Roof Repairs", "Flat Roofing"]));
  });
});

describe("a stay's nearby sights and the way there are pages of the site, and its button says how it speaks (issue 19)", () => {
  const page = smallPage("https://glicine.example/", {
    title: "B&B Il Glicine – Bed and Breakfast a Lucca",
    language: "it",
    headings: ["Camera Glicine", "Suite delle Mura", "Cosa vedere", "Come arrivare"],
    keyContent: ["Camere con bagno privato e colazione fatta in casa, a due passi dalle Mura di Lucca."],
    links: [{ url: "https://glicine.example/prenota-ora/", text: "Prenota ora" }],
  });
  const { lists } = write(search, page, bareForm("https://glicine.example/")).writing.draft;

  it("names no service 'Cosa vedere' or 'Come arrivare'", () => {
    expect([...(lists.headlines ?? []), ...(lists.callouts ?? [])].join(" | ")).not.toMatch(/Cosa vedere|Come arrivare/u);
  });

  it("writes the call to action as the page's own button does ('Prenota ora', not 'Prenoti ora')", () => {
    expect(lists.headlines).toContain("Prenota ora");
    expect(lists.headlines).not.toContain("Prenoti ora");
  });
});

describe("a Brazilian clinic's page: its treatments, not its labels or a treatment done at home (issue 19)", () => {
  const page = smallPage("https://sorriso.example/", {
    title: "Clínica Sorriso Vivo | Dentista em Curitiba",
    language: "pt",
    siteName: "Clínica Sorriso Vivo",
    headings: ["Nossos tratamentos", "Implantes dentários", "Clareamento dental", "Urgência 24h"],
    keyContent: ["Dentes até 8 tons mais claros com clareamento a laser ou caseiro supervisionado.", "Atendemos urgências todos os dias em Curitiba, inclusive fins de semana."],
  });
  const { headlines = [], callouts = [] } = write(search, page, bareForm("https://sorriso.example/", { keywords: "dentista curitiba" })).writing.draft.lists;

  it("claims nothing homemade and names no 'Nossos tratamentos'", () => {
    expect([...headlines, ...callouts].join(" | ")).not.toMatch(/Feito em casa|Nossos tratamentos/u);
  });

  it("writes 'Dentista Curitiba' or 'Dentista em Curitiba', not both", () => {
    expect(headlines.filter((line) => /^Dentista (?:em )?Curitiba$/u.test(line))).toHaveLength(1);
  });
});

describe("a heading is cut at its sentence's end, not at an abbreviation, and a greeting is none (issue 19)", () => {
  it("never gives 'Feste Ansprechpartnerin bzw' or 'Hello, I'm Emma'", () => {
    const page = smallPage("https://kanzlei.example/", {
      title: "Steuerberatung Brandt",
      language: "de",
      headings: ["Feste Ansprechpartnerin bzw. fester Ansprechpartner für Sie", "Digitale Belegübermittlung", "Lohnabrechnung für Betriebe"],
    });
    expect(allText(write(search, page, bareForm("https://kanzlei.example/")).writing.draft.lists)).not.toMatch(/\bbzw(?!\.)/u);
    const photographer = smallPage("https://emma.example/", { title: "Emma Hartley Photography", language: "en", headings: ["Hello, I'm Emma 👋", "Wedding Packages From £1,650", "Natural Wedding Photography"] });
    expect(allText(write(search, photographer, bareForm("https://emma.example/")).writing.draft.lists)).not.toMatch(/Hello/u);
    const drivingSchool = smallPage("https://fahrschule.example/", { title: "Fahrschule Kurvenreich", language: "de", headings: ["Hey, schön dass du da bist!", "Führerschein Klasse B", "Ferien-Intensivkurse"] });
    expect(allText(write(search, drivingSchool, bareForm("https://fahrschule.example/")).writing.draft.lists)).not.toMatch(/Hey|schön dass/u);
  });

  it("reads a dash between figures as a range, not as the heading's end ('Snow Removal Plans 2024–2025')", () => {
    const page = smallPage("https://greenleaf.example/", { title: "Greenleaf Landscaping", language: "en", headings: ["Snow Removal Plans 2024–2025", "Interlock & Patios", "Retaining Walls"] });
    const { headlines = [] } = write(search, page, bareForm("https://greenleaf.example/")).writing.draft.lists;
    expect(headlines).toContain("Snow Removal Plans 2024–2025");
    expect(headlines).not.toContain("Snow Removal Plans 2024");
  });
});

describe("a keyword line says more than a piece of the brand's name (issue 19)", () => {
  it("leaves out 'Mile High' of 'Mile High Comfort Heating', keeps 'Restaurant chinois' the page says in its sentences too, and finds 'Köln-Ehrenfeld' for 'köln ehrenfeld'", () => {
    const hvac = smallPage("https://milehigh.example/", {
      title: "Mile High Comfort Heating",
      language: "en",
      headings: ["Furnace Installation", "AC Repair"],
      keyContent: ["Mile High Comfort Heating installs and repairs furnaces across Denver."],
    });
    expect(write(search, hvac, bareForm("https://milehigh.example/", { businessName: "Mile High Comfort Heating", keywords: "mile high, furnace repair denver" })).writing.draft.lists.headlines).not.toContain("Mile High");
    const jardin = smallPage("https://jardin.example/", {
      title: "Restaurant Chinois Le Jardin",
      language: "fr",
      headings: ["Fait maison", "Depuis 1975"],
      keyContent: ["Nous sommes un des plus vieux restaurant chinois de Paris."],
    });
    expect(write(search, jardin, bareForm("https://jardin.example/", { businessName: "Restaurant Chinois Le Jardin", keywords: "restaurant chinois, jardin" })).writing.draft.lists.headlines).toContain("Restaurant chinois");
    const kanzlei = smallPage("https://kanzlei.example/", { title: "Steuerberatung Brandt", language: "de", keyContent: ["Ihr Steuerbüro in Köln-Ehrenfeld seit 1998."] });
    expect(write(search, kanzlei, bareForm("https://kanzlei.example/", { keywords: "steuerbüro köln, köln ehrenfeld" })).writing.draft.lists.headlines).toContain("Steuerbüro in Köln-Ehrenfeld");
  });

  it("leaves out a keyword line the page always goes on with a code ('Führerschein Klasse' of 'Führerschein Klasse B')", () => {
    const page = smallPage("https://fahrschule.example/", {
      title: "Fahrschule Kurvenreich",
      language: "de",
      headings: ["Führerschein Klasse B in 6 Wochen", "Motorrad A, A2, A1"],
      keyContent: ["Was kostet der Führerschein Klasse B? Alle Preise findest du hier.", "Den Führerschein Klasse BE machst du in zwei Wochen."],
    });
    const { headlines = [] } = write(search, page, bareForm("https://fahrschule.example/", { keywords: "führerschein klasse, fahrschule leipzig" })).writing.draft.lists;
    expect(headlines).not.toContain("Führerschein Klasse");
  });

  it("raises the first letter of a shouted heading on a page in a language without a phrasebook ('Pogotowie hydrauliczne 24h')", () => {
    const page = smallPage("https://hydraulik.example/", {
      title: "Hydro-Serwis Nowak",
      language: "pl",
      headings: ["POGOTOWIE HYDRAULICZNE 24H", "Udrażnianie kanalizacji", "Montaż armatury"],
      keyContent: ["Doświadczony hydraulik z pełnym wyposażeniem będzie u Ciebie szybko."],
    });
    const { headlines = [] } = write(search, page, bareForm("https://hydraulik.example/")).writing.draft.lists;
    expect(headlines.join(" | ")).not.toMatch(/(?:^|\| )\p{Ll}/u);
  });
});
