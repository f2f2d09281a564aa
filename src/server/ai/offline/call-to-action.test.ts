import { describe, expect, it } from "vitest";
import { campaignTypeFor } from "../../../domain/campaign-types/registry.ts";
import { allText, bareForm, lawFirm, lawFirmForm, performanceMax, search, write } from "../../../../test/support/ai/offline-writing.ts";
import { formFor } from "../../../../test/support/ai/generation-fixtures.ts";
import { smallPage } from "../../../../test/support/ai/small-pages.ts";

/** Issue 19's calls to action: the advertiser's or the page's own, in its words and form of address, said once. */

describe("a call to action the advertiser or the page gives, never a stock 'Learn More'", () => {
  it("writes none when the wizard holds the placeholder and the page offers nothing to do", () => {
    const page = smallPage("https://ledger.example/", {
      title: "Ledgerly",
      language: "en",
      headings: ["Bookkeeping for freelancers"],
      keyContent: ["Ledgerly sorts your receipts and files your quarterly VAT return for you."],
    });
    const { writing } = write(search, page, bareForm("https://ledger.example/"));
    const texts = [...(writing.draft.lists.headlines ?? []), ...(writing.draft.lists.descriptions ?? []), ...(writing.draft.lists.callouts ?? [])];
    expect(texts.join(" | ")).not.toMatch(/Learn More/i);
  });

  it("leaves Demand Gen's call to action to the ad's button, the preselected 'Learn more' and a chosen option alike", () => {
    const demandGen = campaignTypeFor("demand_gen");
    const page = smallPage("https://ledger.example/", {
      title: "Ledgerly",
      language: "en",
      headings: ["Bookkeeping for freelancers"],
      keyContent: ["Ledgerly sorts your receipts and files your quarterly VAT return for you."],
    });
    const form = (callToAction: string) => ({ ...formFor("demand_gen"), landingPageUrl: "https://ledger.example/", callToAction });
    expect(allText(write(demandGen, page, form(demandGen.defaults.callToAction)).writing.draft.lists)).not.toMatch(/Learn More/i);
    expect(allText(write(demandGen, page, form("shop_now")).writing.draft.lists)).not.toMatch(/Shop Now/i);
  });

  it("takes the page's own action when it has one", () => {
    const page = smallPage("https://ledger.example/", {
      title: "Ledgerly",
      language: "en",
      headings: ["Bookkeeping for freelancers", "Start your free trial"],
      keyContent: ["Ledgerly sorts your receipts and files your quarterly VAT return for you."],
    });
    const { writing } = write(search, page, bareForm("https://ledger.example/"));
    expect(writing.draft.lists.headlines).toContain("Start a Free Trial");
  });
});

describe("a call to action reads as an invitation in the page's form of address", () => {
  it("asks a Spanish reader the page calls tú to 'Contáctanos', not the button label 'Contactar'", () => {
    const page = smallPage("https://fisio.example/", {
      title: "Fisio Norte",
      language: "es",
      headings: ["Fisioterapia deportiva", "Dolor de espalda"],
      keyContent: ["Recupera tu movilidad con sesiones de fisioterapia a domicilio en todo Medellín."],
      links: [{ url: "https://fisio.example/contacto", text: "Contacto" }],
    });
    const headlines = write(search, page, bareForm("https://fisio.example/")).writing.draft.lists.headlines ?? [];
    expect(headlines).toContain("Contáctanos");
    expect(headlines).not.toContain("Contactar");
  });
});

describe("the call to action closes one description, and is never a callout (issue 19)", () => {
  const { lists } = write(search, lawFirm, lawFirmForm).writing.draft;
  it("ends at most one description with 'Termin vereinbaren.'", () => {
    expect((lists.descriptions ?? []).filter((description) => description.endsWith("Termin vereinbaren."))).toHaveLength(1);
  });

  it("leaves it out of the callouts, however the page cases it", () => {
    expect((lists.callouts ?? []).map((callout) => callout.toLowerCase())).not.toContain("termin vereinbaren");
  });

  it("reads as a sentence closing a description ('Contact us.') and as a headline in its casing ('Contact Us')", () => {
    const page = smallPage("https://ledger.example/", {
      title: "Ledgerly",
      language: "en",
      headings: ["Bookkeeping for freelancers", "Contact"],
      keyContent: ["Ledgerly sorts your receipts and files your quarterly VAT return for you."],
    });
    const { headlines = [], descriptions = [] } = write(search, page, bareForm("https://ledger.example/")).writing.draft.lists;
    expect(headlines).toContain("Contact Us");
    expect(descriptions.filter((description) => description.endsWith(" Contact us."))).toHaveLength(1);
    expect(descriptions.join(" ")).not.toContain("Contact Us.");
  });

  it("closes no sentence that already asks it in words of its own ('Start your free 14-day trial.' then 'Start free trial.')", () => {
    const page = smallPage("https://billsmith.example/", {
      title: "Billsmith",
      language: "en",
      headings: ["Retainers That Bill Themselves", "Syncs with QuickBooks & Xero"],
      keyContent: ["Start your free 14-day trial with every feature unlocked."],
      callsToAction: ["Start free trial"],
    });
    const { descriptions = [] } = write(search, page, bareForm("https://billsmith.example/")).writing.draft.lists;
    expect(descriptions).toContain("Start your free 14-day trial with every feature unlocked.");
    expect(descriptions.join(" | ")).not.toMatch(/unlocked\. Start free trial/u);
  });
});

describe("a page's button is something to click, not a service or a callout", () => {
  it("writes no callout 'Verfügbarkeit prüfen' from the heading of a holiday flat's booking widget", () => {
    const flat = smallPage("https://ferienwohnung.example/", {
      title: "Ferienwohnung Parndorf",
      language: "de",
      // The booking widget's heading, as the page has it.
      headings: ["Ferienwohnung Parndorf", "Designer Outlet", "Neusiedler See", "Verfügbarkeit prüfen"],
      keyContent: ["Unser Apartment verfügt über eine voll ausgestattete Küche und ein stilvolles Interieur."],
    });
    const { lists } = write(performanceMax, flat, { ...bareForm("https://ferienwohnung.example/"), businessName: "Ferienwohnung Parndorf" }).writing.draft;
    expect([...(lists.callouts ?? []), ...(lists.headlines ?? [])]).not.toContain("Verfügbarkeit prüfen");
  });
});

describe("a free plan's button is a call to sign up (issue 19)", () => {
  it("takes 'Start free' as 'Sign Up', never a trial the page does not offer", () => {
    const page = smallPage("https://invoices.example/", {
      title: "Invoicely – Simple invoicing for freelancers",
      language: "en",
      headings: ["Online payments", "Automatic reminders"],
      keyContent: ["Send branded invoices and let clients pay by card, straight from the invoice."],
      links: [{ url: "https://invoices.example/signup", text: "Start free" }],
    });
    const { headlines = [] } = write(search, page, bareForm("https://invoices.example/")).writing.draft.lists;
    expect(headlines).toContain("Sign Up");
    expect(headlines.join(" | ")).not.toMatch(/trial/iu);
  });
});

describe("the page's first button that asks for something is its call to action (issue 19)", () => {
  it("takes the hero's 'Get a Free Quote' over the menu's 'Contact', and the first button over a later 'Download'", () => {
    const page = smallPage("https://roofers.example/", {
      title: "Hartley Roofing | Roofers in Bristol",
      language: "en",
      headings: ["Roof Repairs", "Flat Roofing"],
      keyContent: ["We repair and replace pitched and flat roofs across Bristol and Bath."],
      links: [{ url: "https://roofers.example/contact/", text: "Contact" }],
      callsToAction: ["Get a Free Quote", "Download our brochure"],
    });
    const { headlines = [], descriptions = [] } = write(search, page, bareForm("https://roofers.example/")).writing.draft.lists;
    expect(headlines).toContain("Get a Free Quote");
    expect(descriptions.join(" ")).toMatch(/Get a free quote\./);
  });
});

describe("the page's button is the call to action in its own words where it names what it offers (issue 19)", () => {
  const cottage = (callsToAction: string[], language = "en") =>
    smallPage("https://cottage.example/", {
      title: "Rose Cottage, Kirkcudbright",
      language,
      headings: ["Three-Bed Home with Garden", "Detached Garage"],
      keyContent: ["A three-bed cottage for sale with a south-facing garden and a detached garage."],
      callsToAction,
    });

  it("writes 'Book a Viewing' for a house for sale, not the phrasebook's 'Book Now'", () => {
    const headlines = write(search, cottage(["Book a Viewing"]), bareForm("https://cottage.example/")).writing.draft.lists.headlines ?? [];
    expect(headlines).toContain("Book a Viewing");
    expect(headlines).not.toContain("Book Now");
  });

  it("keeps the phrasebook's line for a button of one word, a figure, an address or an abbreviation ('Prendre RDV')", () => {
    for (const button of ["Reserve", "Book Your 3 Nights", "Booking.com"]) {
      const headlines = write(search, cottage([button]), bareForm("https://cottage.example/")).writing.draft.lists.headlines ?? [];
      expect(headlines).toContain("Book Now");
    }
    const osteo = smallPage("https://osteo.example/", {
      title: "Cabinet Martin – Ostéopathe à Lyon",
      language: "fr",
      headings: ["Ostéopathie du sport", "Ostéopathie pédiatrique"],
      keyContent: ["Le cabinet soigne les douleurs de dos et les entorses à Lyon."],
      callsToAction: ["Prendre RDV"],
    });
    expect(write(search, osteo, bareForm("https://osteo.example/")).writing.draft.lists.headlines).toContain("Prendre rendez-vous");
  });

  it("leaves out the figure that only measures the offer: 'Schedule My Free 30-Minute Consultation' asks to 'Schedule My Free Consultation'", () => {
    const page = smallPage("https://family-law.example/", {
      title: "Ortega Family Law | Divorce Attorney in Phoenix",
      language: "en",
      headings: ["Divorce", "Child Support", "Spousal Maintenance"],
      keyContent: ["We guide Phoenix parents through divorce and custody with flat-fee options."],
      callsToAction: ["Schedule My Free 30-Minute Consultation"],
      links: [{ url: "https://family-law.example/wp-content/uploads/divorce-guide.pdf", text: "Download: Arizona Divorce Guide (PDF)" }],
    });
    expect(write(search, page, bareForm("https://family-law.example/")).writing.draft.lists.headlines).toContain("Schedule My Free Consultation");
  });

  it("asks a Swiss fiduciary's reader for the first meeting its button offers, not to open its 'Downloads' page", () => {
    const page = smallPage("https://treuhand.example/", {
      title: "Brunner & Keller Treuhand AG",
      language: "de",
      headings: ["Buchhaltung & Jahresabschluss", "Steuerberatung", "Lohnbuchhaltung"],
      keyContent: ["Seit 1987 betreuen wir KMU, Selbständige und Privatpersonen in Zürich."],
      callsToAction: ["Kostenloses Erstgespräch vereinbaren"],
      links: [{ url: "https://treuhand.example/downloads.html", text: "Downloads" }],
    });
    const headlines = write(search, page, bareForm("https://treuhand.example/")).writing.draft.lists.headlines ?? [];
    expect(headlines).toContain("Termin vereinbaren");
    expect(headlines).not.toContain("Jetzt herunterladen");
  });

  it("asks for the inspection and the subscription a button offers, not the guide a button to a PDF gives away", () => {
    const roofer = smallPage("https://roofer.example/", {
      title: "Lone Star Peak Roofing",
      language: "en",
      headings: ["Storm & Hail Damage Repair", "Full Roof Replacement"],
      keyContent: ["Family-owned Dallas roofing contractor since 2003."],
      callsToAction: ["Download the Homeowner Claim Guide (PDF)", "Schedule My Free Inspection"],
    });
    const roofHeadlines = write(search, roofer, bareForm("https://roofer.example/")).writing.draft.lists.headlines ?? [];
    expect(roofHeadlines).toContain("Schedule My Free Inspection");
    expect(roofHeadlines).not.toContain("Download Now");
    const roastery = smallPage("https://ridgeline.example/", {
      title: "Ridgeline Coffee Roasters",
      language: "en",
      headings: ["Summit Blend", "Roasted to Order"],
      keyContent: ["Specialty-grade coffee roasted to order in small batches in Portland."],
      callsToAction: ["Start My Subscription"],
      links: [{ url: "https://ridgeline.example/pages/contact", text: "Contact" }],
    });
    expect(write(search, roastery, bareForm("https://ridgeline.example/")).writing.draft.lists.headlines).toContain("Start My Subscription");
  });

  it("reads a Dutch practice's 'Inschrijven' as asking to sign up", () => {
    const page = smallPage("https://tandarts.example/", {
      title: "Tandartsen Kralingen",
      language: "nl",
      headings: ["Controle & reiniging", "Implantaten"],
      keyContent: ["Bij ons wordt u geholpen door een vast team in een rustige praktijk."],
      links: [{ url: "https://tandarts.example/inschrijven/", text: "Inschrijven" }],
    });
    expect(write(search, page, bareForm("https://tandarts.example/")).writing.draft.lists.headlines).toContain("Meld u aan");
  });

  it("reads 'Live-Demo buchen' as asking for a demo, not for a booking", () => {
    const page = smallPage("https://stempla.example/", {
      title: "Stempla – Zeiterfassung",
      language: "de",
      headings: ["Schichtplanung", "Urlaub & Abwesenheiten"],
      keyContent: ["Mit Stempla stempeln deine Mitarbeitenden per App, Browser oder NFC-Terminal."],
      links: [{ url: "https://stempla.example/demo", text: "Live-Demo buchen" }],
    });
    const headlines = write(search, page, bareForm("https://stempla.example/")).writing.draft.lists.headlines ?? [];
    expect(headlines).toContain("Demo anfragen");
    expect(headlines).not.toContain("Jetzt buchen");
  });

  it("asks for the consultation a button offers, not the download of a guide the page gives away", () => {
    const page = smallPage("https://family-law.example/", {
      title: "Ortega Family Law | Divorce Attorney in Phoenix",
      language: "en",
      headings: ["Divorce", "Child Support", "Spousal Maintenance"],
      keyContent: ["We guide Phoenix parents through divorce and custody with flat-fee options."],
      callsToAction: ["Call (602) 555-0187"],
      links: [
        { url: "https://family-law.example/wp-content/uploads/divorce-guide.pdf", text: "Download: Arizona Divorce Guide (PDF)" },
        { url: "https://family-law.example/free-consultation/", text: "Free Consultation" },
      ],
    });
    const headlines = write(search, page, bareForm("https://family-law.example/")).writing.draft.lists.headlines ?? [];
    expect(headlines).toContain("Book an Appointment");
    expect(headlines).not.toContain("Download Now");
  });

  it("reads checking availability as asking for a booking ('Verfügbarkeit prüfen' → 'Jetzt buchen')", () => {
    const page = smallPage("https://fewo.example/", {
      title: "Ferienwohnung am See",
      language: "de",
      headings: ["Ferienwohnung am See", "Verfügbarkeit prüfen", "Ausstattung"],
      keyContent: ["Die Ferienwohnung liegt direkt am Ufer und bietet Platz für vier Personen."],
      links: [{ url: "https://fewo.example/kontakt", text: "Kontakt" }],
    });
    expect(write(search, page, bareForm("https://fewo.example/")).writing.draft.lists.headlines).toContain("Jetzt buchen");
  });
});

describe("a language without a phrasebook gets the page's own button as its call to action (issue 19)", () => {
  const page = smallPage("https://salong.example/", {
    title: "Salong Lisa – Frisör i Uppsala",
    language: "sv",
    headings: ["Välkommen till Salong Lisa", "Våra tjänster", "Klippning", "Färgning och slingor"],
    keyContent: ["Salong Lisa är en frisörsalong i centrala Uppsala.", "Vi klipper och färgar för dam, herr och barn sedan 2005."],
    links: [{ url: "https://salong.example/boka/", text: "Boka tid" }],
    callsToAction: ["Nästa", "Boka tid"],
  });
  const { headlines = [], callouts = [], descriptions = [] } = write(search, page, bareForm("https://salong.example/")).writing.draft.lists;

  it("closes a description with 'Boka tid.', the button its menu also offers, and never a carousel's 'Nästa'", () => {
    expect(descriptions.filter((line) => line.endsWith(" Boka tid."))).toHaveLength(1);
    expect([...headlines, ...callouts]).not.toContain("Nästa");
  });

  it("greets and labels in Swedish too: no 'Välkommen till …' or 'Våra tjänster'", () => {
    expect([...headlines, ...callouts].join(" | ")).not.toMatch(/Välkommen|Våra tjänster/u);
  });
});

describe("the call to action is asked for once among the headlines (issue 19)", () => {
  it("leaves out 'Maak direct een afspraak' beside the call to action 'Maak een afspraak'", () => {
    const page = smallPage("https://fysio-debrug.example/", {
      title: "Fysiotherapie De Brug – Fysiotherapeut in Utrecht",
      language: "nl",
      metaDescription: "Manuele therapie en sportfysiotherapie in Utrecht-Oost. Maak direct een afspraak.",
      headings: ["Manuele therapie", "Sportfysiotherapie", "Dry needling"],
      keyContent: ["We kijken naar de oorzaak van je klachten en stellen samen met jou een behandelplan op."],
      callsToAction: ["Maak een afspraak"],
      links: [{ url: "https://fysio-debrug.example/afspraak/", text: "Maak een afspraak" }],
    });
    const { headlines = [] } = write(search, page, bareForm("https://fysio-debrug.example/")).writing.draft.lists;
    expect(headlines).toContain("Maak een afspraak");
    expect(headlines).not.toContain("Maak direct een afspraak");
  });
});

describe("a club asks its reader to join (issue 19)", () => {
  it("writes 'Join Us' for a club whose page invites members, and 'Word lid' in Dutch, not 'Contact Us'", () => {
    const club = smallPage("https://rovers.example/", {
      title: "Riverside Rovers Hockey Club",
      language: "en",
      headings: ["Junior Hockey Sessions", "Become a Member"],
      keyContent: ["Riverside Rovers play in the Yorkshire Hockey League with four men's and three women's teams."],
      links: [{ url: "https://rovers.example/contact", text: "Contact" }],
    });
    const headlines = write(search, club, bareForm("https://rovers.example/")).writing.draft.lists.headlines ?? [];
    expect(headlines).toContain("Join Us");
    expect(headlines).not.toContain("Contact Us");
    const vereniging = smallPage("https://hockey.example/", {
      title: "Hockeyclub De Uilen",
      language: "nl",
      headings: ["Jeugdhockey op zaterdag", "Lid worden"],
      keyContent: ["De Uilen spelen met twaalf teams in de competitie van de KNHB."],
    });
    expect(write(search, vereniging, bareForm("https://hockey.example/")).writing.draft.lists.headlines).toContain("Word lid");
  });
});

describe("the page's button asks in its own words in every language the writer knows (issue 19)", () => {
  it.each([
    ["en", "Schedule Service", "Schedule Service"],
    ["es", "Pide tu cita", "Pide tu cita"],
    ["es", "Ordena en línea", "Ordena en línea"],
    ["fr", "Inscription en ligne", "Inscription en ligne"],
    ["pt", "Agende sua aula experimental", "Agende sua aula experimental"],
    ["es", "Solicite su consulta", "Solicite su consulta"],
    ["pt", "Peça uma avaliação", "Peça uma avaliação"],
    ["en", "Book a Free Trial Class", "Book a Free Trial Class"],
  ])("%s: the button '%s' is the call to action '%s'", (language, button, headline) => {
    const page = smallPage("https://business.example/", {
      title: "Business Example",
      language,
      headings: ["Business Example", "Offer One", "Offer Two"],
      links: [{ url: "https://business.example/contact", text: "Contact" }],
      callsToAction: [button],
    });
    expect(write(search, page, bareForm("https://business.example/")).writing.draft.lists.headlines).toContain(headline);
  });
});
