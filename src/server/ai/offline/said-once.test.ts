import { describe, expect, it } from "vitest";
import { campaignTypeFor } from "../../../domain/campaign-types/registry.ts";
import { allText, bareForm, performanceMax, search, write } from "../../../../test/support/ai/offline-writing.ts";
import { smallPage } from "../../../../test/support/ai/small-pages.ts";

/**
 * Issue 19: each thing said once across an ad's assets. A description does not repeat a headline or a long
 * headline, long headlines do not repeat each other, the call to action is said where the ad shows it,
 * and Google's minimum counts come before all of that.
 */

/** A café whose meta description is the page's best sentence: every long-headline writer picks it first. */
const cafe = smallPage("https://sisters-cafe.example/", {
  title: "Sisters Cafe",
  language: "en",
  metaDescription: "Enjoy homemade comfort food with a family atmosphere and community spirit.",
  keyContent: [
    "Serving Geneva with delicious homemade meals since 2023.",
    "Experience homemade comfort food in a warm, welcoming atmosphere.",
    "Serving breakfast and lunch daily.",
    "Our pies are baked every morning by the two sisters.",
    "Fresh soup and sandwiches are ready from eleven o'clock.",
    "Families and groups are welcome at the long table by the window.",
    "The coffee comes from a roaster two streets away.",
  ],
});

describe("a Performance Max description says what its long headlines do not", () => {
  it("spends no description on a long headline's sentence while others are left", () => {
    const { lists } = write(performanceMax, cafe, { ...bareForm("https://sisters-cafe.example/"), businessName: "Sisters Cafe" }).writing.draft;
    const longHeadlines = new Set((lists.longHeadlines ?? []).map((line) => line.toLowerCase()));
    const repeats = (lists.descriptions ?? []).filter((line) => longHeadlines.has(line.replace(/[.!]$/u, "").toLowerCase()));
    expect(lists.descriptions?.length).toBeGreaterThanOrEqual(performanceMax.assetKinds.find((kind) => kind.key === "descriptions")?.googleMinimum ?? 2);
    expect(repeats).toEqual([]);
  });
});

describe("a description is not a long headline with a few words added", () => {
  it("a Display ad, whose landscape rendering shows both, gets no 'long headline. Contact us.'", () => {
    const { lists } = write(campaignTypeFor("display"), cafe, { ...bareForm("https://sisters-cafe.example/", { callToAction: "contact_us" }), businessName: "Sisters Cafe" }).writing.draft;
    const [longHeadline = ""] = lists.longHeadlines ?? [];
    expect(longHeadline.length).toBeGreaterThan(20);
    const wording = (line: string) => line.replace(/[.!]/gu, "").toLowerCase();
    expect((lists.descriptions ?? []).filter((line) => wording(line).startsWith(wording(longHeadline)))).toEqual([]);
    expect(lists.descriptions?.length).toBeGreaterThanOrEqual(2);
  });
});

describe("Google's minimum of descriptions comes before not repeating a long headline", () => {
  it("a page whose sentences all went into long headlines still gets Performance Max's two descriptions and its short one, and no more repeats than that", () => {
    const bakery = smallPage("https://crumb.example/", {
      title: "Crumb & Co. Bakery",
      language: "en",
      metaDescription: "Organic sourdough, rye and spelt loaves baked every morning and delivered across Leeds.",
      keyContent: ["Order by 9 pm and your loaves arrive warm at your door by 8 am, anywhere in Leeds.", "No additives or preservatives."],
    });
    const { lists } = write(performanceMax, bakery, { ...bareForm("https://crumb.example/"), businessName: "Crumb & Co." }).writing.draft;
    const minimum = performanceMax.assetKinds.find((kind) => kind.key === "descriptions")?.googleMinimum ?? 2;
    // Two for Google's count, and a third because neither of them is of the 60 characters Google also needs.
    expect(lists.descriptions).toHaveLength(minimum + 1);
    expect(lists.descriptions?.filter((description) => description.length <= 60)).toHaveLength(1);
  });
});

describe("the call to action is said once: where the ad draws it as a button, no headline or closer says it again", () => {
  it("a Display or Demand Gen ad gets no 'Contact Us' headline or closing sentence; a Search ad, which has no button, keeps them", () => {
    const url = "https://sisters-cafe.example/";
    for (const id of ["display", "demand_gen"] as const) {
      const { lists } = write(campaignTypeFor(id), cafe, { ...bareForm(url, { callToAction: "contact_us" }), businessName: "Sisters Cafe" }).writing.draft;
      expect(allText(lists), id).not.toMatch(/Contact Us/i);
    }
    const { lists } = write(search, cafe, { ...bareForm(url, { callToAction: "Contact Us" }), keywords: "cafe geneva" }).writing.draft;
    expect(lists.headlines).toContain("Contact Us");
  });
});

describe("a long headline says more than a headline could", () => {
  it("a page whose first line is its name gives Display's one long headline a sentence, not the name", () => {
    const restaurant = smallPage("https://le-jardin.example/", {
      title: "Restaurant Chinois Le Jardin",
      language: "fr",
      headings: ["Restaurant Chinois Le Jardin"],
      metaDescription: "Restaurant Chinois Le Jardin",
      keyContent: ["Ouvert depuis 1975, nous sommes un des plus vieux restaurants chinois de Paris.", "Tout est fait maison, des raviolis aux desserts."],
    });
    const { lists } = write(campaignTypeFor("display"), restaurant, bareForm("https://le-jardin.example/", { callToAction: "learn_more" })).writing.draft;
    expect(lists.longHeadlines).toEqual(["Ouvert depuis 1975, nous sommes un des plus vieux restaurants chinois de Paris"]);
  });
});

describe("a Performance Max sentence is written once among the long headlines", () => {
  it("never gives both 'Lou Cantou: Accès internet …' and 'Accès internet …'", () => {
    const guestHouse = smallPage("https://lou-cantou.example/", {
      title: "Lou Cantou",
      language: "fr",
      metaDescription: "Chambre d'hôtes Bed & Breakfast au calme.",
      keyContent: [
        "Accès internet dans les deux chambres.",
        "La chambre avec un lit double et sa salle d'eau privative.",
        "Le patio réservé à la chambre l'olivier avec accès à la cuisine commune.",
        "Avec sa cuisine partagée, ce gîte de 55m² peut accueillir de 2 à 4 personnes.",
        "Le petit déjeuner est servi en terrasse dès huit heures.",
        "La plage de Veules-les-Roses est à dix minutes en voiture.",
        "Les animaux sont les bienvenus dans toutes les chambres.",
      ],
    });
    const { lists } = write(performanceMax, guestHouse, { ...bareForm("https://lou-cantou.example/"), businessName: "Lou Cantou" }).writing.draft;
    const longHeadlines = lists.longHeadlines ?? [];
    const bare = (line: string) => line.replace(/^Lou Cantou: /u, "").replace(/[.!]$/u, "").toLowerCase();
    expect(longHeadlines.length).toBeGreaterThan(2);
    expect(new Set(longHeadlines.map(bare)).size).toBe(longHeadlines.length);
    // Nor a description that a branded long headline already says.
    expect((lists.descriptions ?? []).filter((line) => longHeadlines.some((long) => bare(long) === bare(line)))).toEqual([]);
  });
});

describe("a headline that only joins two headlines already written says nothing new", () => {
  const restaurant = smallPage("https://le-jardin.example/", {
    title: "Restaurant Le Jardin",
    language: "fr",
    headings: ["Restaurant Le Jardin", "Depuis 1975 - Fait Maison", "Tradition & Passion"],
    keyContent: ["Ouvert depuis 1975, nous sommes un des plus vieux restaurants chinois de Paris.", "Tout est fait maison, chaque jour, dans notre cuisine."],
  });

  it("writes 'Le Jardin' and 'Depuis 1975', and not 'Le Jardin – Depuis 1975' as well", () => {
    const headlines = write(search, restaurant, { ...bareForm("https://le-jardin.example/"), businessName: "Le Jardin" }).writing.draft.lists.headlines ?? [];
    const said = new Set(headlines.map((line) => line.toLowerCase()));
    expect(said).toContain("depuis 1975");
    const joined = headlines.filter((line) => {
      const parts = line.split(/\s+[-–—|·•+&]\s+|,\s+/u);
      return parts.length >= 2 && parts.every((part) => said.has(part.toLowerCase()));
    });
    expect(joined).toEqual([]);
  });
});

describe("a description that lists the page's names is written only when the page gives too few sentences", () => {
  const withSentences = smallPage("https://le-jardin.example/", {
    title: "Restaurant Le Jardin",
    language: "fr",
    headings: ["Restaurant Le Jardin", "Depuis 1975", "Tradition & Passion", "Fait maison"],
    keyContent: ["Ouvert depuis 1975, nous sommes un des plus vieux restaurants chinois de Paris.", "Tout est fait maison, chaque jour, dans notre cuisine."],
  });
  const descriptionsOf = (page: typeof withSentences) => write(search, page, { ...bareForm("https://le-jardin.example/"), businessName: "Le Jardin" }).writing.draft.lists.descriptions ?? [];

  it("does not list 'Depuis 1975 et Tradition & Passion' under the brand beside the page's own sentences", () => {
    expect(descriptionsOf(withSentences).filter((line) => line.startsWith("Le Jardin – "))).toEqual([]);
  });

  it("lists the names that are one thing each when the page has no sentence to say", () => {
    const thin = smallPage("https://le-jardin.example/", { title: "Restaurant Le Jardin", language: "fr", headings: ["Restaurant Le Jardin", "Cuisine cantonaise", "Tradition & Passion", "Plats à emporter"] });
    const listed = descriptionsOf(thin).filter((line) => line.startsWith("Le Jardin – "));
    expect(listed).toHaveLength(1);
    expect(listed[0]).not.toContain("&");
  });
});

describe("a description whose words an earlier description already says is left out", () => {
  it("writes the meta description, not the heading it repeats", () => {
    const agency = smallPage("https://altorra.example/", {
      title: "Altorra | Inmobiliaria",
      language: "es",
      metaDescription: "Altorra - Gestión integral en soluciones inmobiliarias",
      brandMessaging: "Gestión Integral en Soluciones Inmobiliarias",
      headings: ["Gestión Integral en Soluciones Inmobiliarias", "Propiedades en Venta"],
      keyContent: ["Tu próximo hogar te está esperando."],
    });
    const form = { ...bareForm("https://altorra.example/"), businessName: "Altorra", callToAction: "Contáctanos" };
    const descriptions = write(search, agency, form).writing.draft.lists.descriptions ?? [];
    const gestion = descriptions.filter((line) => /gestión integral/i.test(line));
    expect(gestion).toHaveLength(1);
  });
});

describe("two lines that share six words in a row make one claim twice (issue 19)", () => {
  const page = smallPage("https://invoices.example/", {
    title: "Invoicely – Simple invoicing for freelancers",
    language: "en",
    siteName: "Invoicely",
    metaDescription: "Free for up to 5 clients. No credit card needed to start.",
    headings: ["Online payments", "Automatic reminders"],
    keyContent: [
      "Simple pricing: free for up to 5 clients, then one price for unlimited clients.",
      "Let clients pay by card, Apple Pay or bank transfer, straight from the invoice.",
      "Polite reminders go out before and after the due date, so you never have to chase.",
      "Snap receipts with your phone and see your profit at a glance.",
    ],
  });

  it("writes 'free for up to 5 clients' once among a Demand Gen ad's long headlines and descriptions", () => {
    const { lists } = write(campaignTypeFor("demand_gen"), page, bareForm("https://invoices.example/")).writing.draft;
    const all = [...(lists.descriptions ?? []), ...(lists.longHeadlines ?? [])];
    expect(all.filter((line) => /free for up to 5 clients/iu.test(line))).toHaveLength(1);
  });
});

describe("a line said once where Google needs it (issue 19)", () => {
  const demandGen = campaignTypeFor("demand_gen");
  const thin = smallPage("https://kanzlei.example/", {
    title: "Kanzlei Weber",
    language: "de",
    headings: ["Arbeitsrecht", "Mietrecht"],
    keyContent: ["Individuelle Betreuung durch gemeinsame Problemerkennung."],
  });

  it("gives a thin page's one sentence to the description Google needs, not also to an optional long headline", () => {
    const { lists } = write(demandGen, thin, bareForm("https://kanzlei.example/")).writing.draft;
    const sentence = /Individuelle Betreuung durch gemeinsame Problemerkennung/u;
    expect(lists.descriptions?.join(" ")).toMatch(sentence);
    expect((lists.longHeadlines ?? []).filter((line) => sentence.test(line))).toEqual([]);
  });

  it("writes no long headline that is a headline word for word ('Gelato artigianale dal 1996' twice)", () => {
    const gelateria = smallPage("https://gelato.example/", {
      title: "Gelateria Sole",
      language: "it",
      headings: ["Gelato artigianale dal 1996"],
      keyContent: ["Gelato artigianale dal 1996.", "La migliore gelateria di Malcesine sul Lago di Garda."],
    });
    const { lists } = write(demandGen, gelateria, bareForm("https://gelato.example/")).writing.draft;
    const headlines = new Set((lists.headlines ?? []).map((line) => line.toLowerCase()));
    expect((lists.longHeadlines ?? []).filter((line) => headlines.has(line.toLowerCase()))).toEqual([]);
  });
});

describe("a description gives no proof it already states in its own words (issue 19)", () => {
  it("writes 'Start your free trial — no credit card required.' without 'No credit card needed.' after it", () => {
    const page = smallPage("https://tally.example/", {
      title: "Tallybird",
      language: "en",
      headings: ["Online Payments", "Automatic Reminders"],
      keyContent: ["Start your free trial — no credit card required.", "Tallybird is simple invoicing software for freelancers and small agencies."],
    });
    const { descriptions = [] } = write(search, page, bareForm("https://tally.example/")).writing.draft.lists;
    expect(descriptions.join(" | ")).not.toMatch(/required\. No credit card/u);
  });
});

describe("a long headline says more than a headline could (issue 19)", () => {
  it("leaves a line that fits a headline ('No additives or preservatives') to the headlines and descriptions while longer sentences are left", () => {
    const bakery = smallPage("https://crumb.example/", {
      title: "Crumb & Co.",
      language: "en",
      headings: ["Delivered Before Breakfast", "Sourdough Loaves", "Rye and Spelt Bread", "Weekly Bread Boxes", "Gift Hampers", "Bakery Workshops"],
      productFeatures: ["No additives or preservatives", "Free delivery over £20"],
      keyContent: [
        "Organic sourdough, rye and spelt loaves baked every morning and delivered across Leeds.",
        "Order by 9 pm and your loaves arrive warm at your door by 8 am, anywhere in Leeds.",
      ],
    });
    const demandGen = campaignTypeFor("demand_gen");
    const { writer, writing } = write(demandGen, bakery, bareForm("https://crumb.example/"));
    const longHeadlines = demandGen.assetKinds.find((kind) => kind.key === "longHeadlines");
    if (!longHeadlines) throw new Error("Demand Gen has long headlines");
    expect(writer.candidates(longHeadlines).filter((line) => line.length <= 30)).toEqual([]);
    expect(writing.draft.lists.longHeadlines?.length).toBeGreaterThan(0);
  });
});

describe("a line with the same words in another ending says the same (issue 19)", () => {
  it("writes 'Consultations & vaccinations' once, not again as 'Consultations & vaccins'", () => {
    const page = smallPage("https://veto.example/", {
      title: "Clinique des Coteaux",
      language: "fr",
      headings: ["Consultations & vaccinations", "Chirurgie des tissus mous", "Urgences 24h/24"],
      productFeatures: ["Consultations & vaccins", "Nouveaux animaux de compagnie"],
      keyContent: ["La clinique soigne chiens, chats et NAC à Liège, du lundi au samedi."],
    });
    const { headlines = [] } = write(search, page, bareForm("https://veto.example/")).writing.draft.lists;
    expect(headlines.filter((line) => line.startsWith("Consultations"))).toHaveLength(1);
  });
});

describe("Performance Max keeps Google's short description, even where it says a long headline again (issue 19)", () => {
  it("gives a description of 60 characters or fewer when the page's only short sentence is a long headline", () => {
    const bakery = smallPage("https://crumb.example/", {
      title: "Crumb & Co. Bakery | Organic Sourdough Delivered",
      language: "en",
      metaDescription: "Organic sourdough, rye and spelt loaves baked every morning and delivered across Leeds.",
      brandMessaging: "Organic sourdough, baked every morning",
      headings: ["Organic sourdough, baked every morning", "Delivered before breakfast", "Loved by 3,000 neighbours"],
      keyContent: [
        "Order by 9 pm and your loaves arrive warm at your door by 8 am, anywhere in Leeds.",
        "Rated 4.9 out of 5 by customers who switched from supermarket bread and never looked back.",
      ],
      productFeatures: ["48-hour slow fermentation", "No additives or preservatives"],
    });
    const form = bareForm("https://crumb.example/", { callToAction: "Order Today", businessName: "Crumb & Co." });
    const descriptions = write(performanceMax, bakery, form).writing.draft.lists.descriptions ?? [];
    expect(descriptions.some((description) => description.length <= 60)).toBe(true);
  });
});
