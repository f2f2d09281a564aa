import { describe, expect, it } from "vitest";
import { allText, bareForm, search, write } from "../../../../test/support/ai/offline-writing.ts";
import { smallPage } from "../../../../test/support/ai/small-pages.ts";

/** Issue 19: the headings and links that label a part of a page or a site (page-labels.ts) are not what it offers. */

describe("a heading that labels a part of the page is not an offer", () => {
  it("keeps 'Formation & Diplômes' and 'Mes Spécialités' out of the headlines and callouts, and the services in", () => {
    const page = smallPage("https://osteo.example/", {
      title: "Cabinet Martin - Ostéopathe à Lyon",
      language: "fr",
      headings: ["Mes Spécialités", "Ostéopathie du Sport", "Ostéopathie Viscérale", "Formation & Diplômes", "Expérience Professionnelle"],
      keyContent: ["Le cabinet soigne les douleurs de dos, les entorses et les migraines à Lyon 3ème."],
    });
    const { writing } = write(search, page, bareForm("https://osteo.example/"));
    const texts = [...(writing.draft.lists.headlines ?? []), ...(writing.draft.lists.callouts ?? [])];
    expect(texts).toContain("Ostéopathie du sport");
    expect(texts.join(" | ")).not.toMatch(/Formation|Diplômes|Spécialités|Expérience Professionnelle/);
  });

  it("does so in German and Japanese too", () => {
    const german = smallPage("https://ferienwohnung.example/", {
      title: "Ferienwohnung am Stadtpark",
      language: "de",
      headings: ["Ihre Vorteile im Überblick", "Balkon mit Parkblick", "Kostenloses WLAN"],
      keyContent: ["Die Wohnung liegt ruhig am Stadtpark und bietet Platz für vier Gäste."],
    });
    expect(write(search, german, bareForm("https://ferienwohnung.example/")).writing.draft.lists.headlines).not.toContain("Ihre Vorteile im Überblick");
    const japanese = smallPage("https://seikotsu.example/", {
      title: "さくら整骨院",
      language: "ja",
      headings: ["施術内容", "骨盤矯正", "スポーツ障害の施術"],
      keyContent: ["一人ひとりの痛みの原因を丁寧に探し、根本から改善します。"],
    });
    expect(write(search, japanese, bareForm("https://seikotsu.example/")).writing.draft.lists.headlines).not.toContain("施術内容");
  });
});

describe("the headings of a page's parts are not what it offers", () => {
  it("writes neither 'Fotos von der Unterkunft', 'Highlights der Unterkunft' nor 'Unsere Ausstattung', and keeps 'Neusiedler See'", () => {
    const page = smallPage("https://parndorf-ferien.example/", {
      title: "Ferienwohnung Parndorf",
      language: "de",
      headings: ["Fotos von der Unterkunft", "Highlights der Unterkunft", "Unsere Ausstattung", "Neusiedler See", "Designer Outlet"],
      keyContent: ["Ferienwohnung Parndorf - gemütliches Apartment in Top-Lage.", "Ideal für Shopping, Erholung am Neusiedler See und Dienstreisen."],
    });
    const headlines = write(search, page, bareForm("https://parndorf-ferien.example/")).writing.draft.lists.headlines ?? [];
    expect(headlines).toContain("Neusiedler See");
    expect(headlines.join(" | ")).not.toMatch(/Fotos|Highlights|Unsere Ausstattung/);
  });

  it("writes neither 'News & offres' nor 'In the Press', nor 'Contributing' as a callout", () => {
    const restaurant = smallPage("https://jardin-chinois.example/", {
      title: "Restaurant Chinois Le Jardin",
      language: "fr",
      headings: ["News & offres", "Fait maison", "Tradition & Passion"],
      keyContent: ["Ouvert depuis 1975, nous sommes un des plus vieux restaurants chinois de Paris."],
    });
    expect(allText(write(search, restaurant, bareForm("https://jardin-chinois.example/")).writing.draft.lists)).not.toMatch(/News/);
    const notes = smallPage("https://notes-app.example/", {
      title: "Notely",
      language: "en",
      headings: ["In the Press", "Contributing", "Multimedia Notes", "Web Clipper"],
      keyContent: ["Notely is an open source note-taking app."],
    });
    expect(allText(write(search, notes, bareForm("https://notes-app.example/")).writing.draft.lists)).not.toMatch(/In the Press|Contributing/);
  });

  it("writes no line that continues another ('...and so much more')", () => {
    const page = smallPage("https://ferdi-app.example/", {
      title: "Ferdi",
      language: "en",
      headings: ["All your messaging services in one place", "No restrictions.", "...and so much more!"],
      productFeatures: ["No restrictions. Ferdi doesn't restrict its usage.", "...and so much more! Ferdi ships with so many great features."],
      keyContent: ["Ferdi brings all your messaging services into one app."],
    });
    expect(allText(write(search, page, bareForm("https://ferdi-app.example/")).writing.draft.lists)).not.toMatch(/\.\.\.|…/);
  });
});

describe("a club's section titles are parts of its page, not offers (issue 19)", () => {
  it("keeps 'Match Moments', 'Club Leadership', 'From the Club', 'Our Sponsors' and 'Vorstand' out of the headlines and callouts", () => {
    const page = smallPage("https://rovers.example/", {
      title: "Riverside Rovers Hockey Club",
      language: "en",
      headings: ["Riverside Rovers Hockey Club", "Match Moments", "Club Leadership", "From the Club", "Our Sponsors", "Junior Hockey Sessions", "Adult Beginners Programme"],
      keyContent: ["Riverside Rovers play in the Yorkshire Hockey League with four men's and three women's teams.", "Junior sessions run every Saturday morning for ages 6 to 16."],
    });
    const { headlines = [], callouts = [] } = write(search, page, bareForm("https://rovers.example/")).writing.draft.lists;
    expect([...headlines, ...callouts].join(" | ")).not.toMatch(/Moments|Leadership|From the Club|Sponsors/);
    expect(headlines).toContain("Junior Hockey Sessions");
    const verein = smallPage("https://tsv.example/", { title: "TSV Grünwald", language: "de", headings: ["Vorstand", "Saison in Bildern", "Kinderturnen", "Volleyball für Erwachsene"] });
    expect(allText(write(search, verein, bareForm("https://tsv.example/")).writing.draft.lists)).not.toMatch(/Vorstand|in Bildern/);
  });
});

describe("a callout says what is offered, not where to click (issue 19)", () => {
  it("leaves out 'Download Lumen for Free', 'View Fixtures' and 'Join Us for a Meal Today'", () => {
    const page = smallPage("https://lumen.example/", {
      title: "Lumen – Photo Editor",
      language: "en",
      headings: ["Download Lumen for Free", "View Fixtures", "Join Us for a Meal Today", "Non-Destructive Editing", "RAW Support"],
      keyContent: ["Lumen edits RAW photos without touching the originals, on Linux, Windows and macOS."],
    });
    const { callouts = [] } = write(search, page, bareForm("https://lumen.example/")).writing.draft.lists;
    expect(callouts.join(" | ")).not.toMatch(/Download|View|Join/);
    expect(callouts).toContain("Non-Destructive Editing");
  });
});

describe("the parts every business site has are no offers, in any language the writer knows (issue 19)", () => {
  const cases: [string, string[], string][] = [
    ["en", ["Kind Words", "Questions Couples Often Ask", "Our HVAC Services", "See Details", "About Emma", "Why Choose Mile High", "Tell Me About Your Day", "Real Weddings"], "Furnace Installation"],
    ["de", ["Über die Kanzlei", "Darum Physio Limmat", "Häufige Fragen", "So funktioniert's", "Kontakt & Bürozeiten"], "Lohnabrechnung für Betriebe"],
    ["es", ["Conoce a nuestro equipo", "Preguntas frecuentes", "Lo que dicen nuestros pacientes", "Términos y condiciones"], "Ortodoncia invisible"],
    ["fr", ["Questions fréquentes", "Ce que disent nos élèves", "Pourquoi nous choisir"], "Conduite accompagnée"],
    ["nl", ["Zo werkt online bestellen", "Algemene voorwaarden", "Wat klanten zeggen"], "Taarten op bestelling"],
    ["pt", ["Termos de uso", "Depoimentos", "Perguntas frequentes", "O menu"], "Yoga para gestantes"],
    ["es", ["Nuestras Áreas de práctica", "Horario"], "Derecho de familia"],
    ["it", ["Resi e rimborsi", "Guida alle misure", "I più amati"], "Orecchini in argento"],
    ["fr", ["Heures d’ouverture", "Tarifs indicatifs", "Tarifs 2024"], "Chirurgie des tissus mous"],
    ["ja", ["店主について", "Take Outテイクアウト", "特定商取引法に基づく表記", "求人情報", "診療案内TREATMENT", "年末年始休診のお知らせ"], "濃厚鶏白湯らーめん"],
    ["en", ["Everything in Standard", "Everything in Pro, plus", "Open Source, by the Numbers"], "Everything in One Place"],
    ["fr", ["Honoraires indicatifs", "La Lettre sociale du cabinet", "Nous trouver", "Espace patient"], "Rupture conventionnelle"],
    ["es", ["Nuestro equipo médico", "Área de pacientes"], "Ortodoncia invisible"],
    ["nl", ["Blijf op de hoogte", "😊 Niet blij? Binnen 7 dagen passen we het aan."], "Krullen & curly cut"],
    ["de", ["Alles aus Basic, plus", "Webcam & Wetter", "Preise für Selbstzahler*innen", "Das sagen unsere Patient*innen", "Das machen wir für dich"], "Alles aus einer Hand"],
    ["en", ["Packages & Prices", "What We Do Best"], "Exclusive Use Weddings"],
    ["en", ["Meet the Sparkies", "Areas We Service", "Years on the Drive", "Featured Listings"], "EV Charger Installation"],
    ["fr", ["Agenda & concerts"], "Éveil musical"],
    ["de", ["Grüß Gott bei der Tischlerei Pichler", "Beliebte E-Bikes"], "Inspektion ab 79 €"],
    ["es", ["Propiedades destacadas", "Conoce a tus teachers"], "Tasación en 48 h"],
    ["cs", ["Ceník nejčastějších služeb", "Ceník 2025"], "Pneuservis a uskladnění"],
    ["tr", ["KVKK Aydınlatma Metni", "Öncesi & Sonrası", "Hakkımızda"], "Zirkonyum Kaplama"],
    ["sv", ["Om oss"], "Färg & balayage"],
  ];

  it.each(cases)("%s: leaves the site's parts out of the headlines and callouts and keeps the offer", (language, parts, offer) => {
    const page = smallPage("https://business.example/", { title: "Business Example", language, headings: [...parts, offer] });
    const { headlines = [], callouts = [] } = write(search, page, bareForm("https://business.example/")).writing.draft.lists;
    for (const part of parts) expect([...headlines, ...callouts]).not.toContain(part);
    expect(headlines).toContain(offer);
  });
});
