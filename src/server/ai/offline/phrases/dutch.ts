import { sentenceCaseWith } from "./casing.ts";
import type { Phrasebook } from "./phrasebook.ts";

const functionWords = new Set([
  "de", "het", "een", "en", "of", "van", "in", "op", "met", "voor", "aan", "bij", "door", "naar", "om", "te", "tot", "uit", "over",
  "onder", "zonder", "is", "zijn", "wordt", "worden", "u", "uw", "je", "jouw", "jij", "wij", "we", "ons", "onze", "die", "dat",
  "dit", "deze", "er", "als", "ook", "maar", "niet", "meer", "zeer", "terecht", "kunt", "kan",
]);

/** Dutch imperatives ('Maak een afspraak') serve u and je alike; only reflexive ones ('Meld u aan') differ. */
export const dutch: Phrasebook = {
  language: "nl",
  headlineCase: sentenceCaseWith(functionWords),
  functionWords,
  genericWords: new Set([
    // A stay's nearby sights and the way there: a page of the site, not what it offers.
    "omgeving", "bereikbaarheid", "in de buurt", "wat te doen",
    "home", "welkom", "contact", "over ons", "wie zijn wij", "diensten", "onze diensten", "blog", "nieuws", "galerij", "foto's",
    "team", "ons team", "route", "disclaimer", "privacy", "menu", "faq", "veelgestelde vragen", "reviews", "openingsuren",
    "openingstijden", "praktisch", "volgende", "vorige",
    // Section labels: they name a part of the page (training, benefits, treatments), not an offer.
    "opleiding", "opleidingen", "ervaring", "werkervaring", "specialisaties", "aanpak", "werkwijze", "methode", "waarom wij",
    "voordelen", "behandelingen", "certificaten",
    "informatie", "nuttige informatie", "praktische informatie",
  ]),
  abbreviations: ["bijv", "bv", "o.a", "d.w.z", "enz", "ca", "nr", "dhr", "mevr", "Dr", "drs", "ir", "mr", "tel", "t.o.v", "m.b.t", "incl", "excl", "Ma", "Di", "Wo", "Do", "Vr", "Za", "Zo"],
  listConjunctions: new Set(["en", "of"]),
  // The verb may close the sentence after the joined clause ('bieten Beratung und Planung an'): never end before it.
  clauseJoiners: new Set([]),
  phraseStarters: new Set(["met", "zonder", "voor", "en", "in", "op", "door", "van", "bij", "die", "dat", "waar", "dankzij"]),
  actions: {
    book: "Boek nu",
    appointment: "Maak een afspraak",
    order: "Bestel nu",
    shop: "Bekijk de winkel",
    contact: "Neem contact op",
    download: "Download nu",
    signUp: { formal: "Meld u aan", informal: "Meld je aan" },
    freeTrial: "Probeer het gratis",
    requestDemo: "Vraag een demo aan",
    quote: "Vraag een offerte aan",
    subscribe: { formal: "Schrijf u in", informal: "Schrijf je in" },
    watchVideo: "Bekijk de video",
    learnMore: "Meer informatie",
    getStarted: "Begin vandaag",
  },
  nameFrames: ["{brand} – {service}", "{service} – {brand}"],
  audienceFrame: "Voor {a}",
  facts: {
    freeTrial: { callout: "Gratis proefperiode", proof: "Probeer het gratis." },
    openSource: { callout: "Open source", proof: "Open source." },
    crossPlatform: { callout: "Voor alle platforms", proof: "Voor alle platforms." },
    selfHosted: { callout: "Zelf te hosten", proof: { formal: "Op uw eigen server.", informal: "Op je eigen server." } },
    freeShipping: { callout: "Gratis verzending", proof: "Gratis verzending." },
    moneyBack: { callout: "Geld-terug-garantie", proof: "Met geld-terug-garantie." },
    noCreditCard: { callout: "Geen creditcard nodig", proof: "Geen creditcard nodig." },
    freeConsultation: { callout: "Gratis eerste gesprek", proof: "Gratis eerste gesprek." },
    freeQuote: { callout: "Gratis offerte", proof: "Gratis offerte." },
    petsWelcome: { callout: "Huisdieren welkom", proof: "Huisdieren welkom." },
    freeWifi: { callout: "Gratis wifi", proof: "Gratis wifi." },
    freeParking: { callout: "Gratis parkeren", proof: "Gratis parkeren." },
    homemade: { callout: "Huisgemaakt", proof: "Alles huisgemaakt." },
  },
  sitelinks: {
    pricing: { label: "Tarieven", descriptions: ["Alle tarieven", "Pakketten en prijzen"] },
    services: { label: "Diensten", descriptions: ["Alles wat we aanbieden", "Onze diensten op een rij"] },
    features: { label: "Functies", descriptions: ["Alle functies", "Elke functie uitgelegd"] },
    booking: { label: "Reserveren", descriptions: ["Beschikbaarheid bekijken", "Online reserveren"] },
    menu: { label: "Menukaart", descriptions: ["De volledige kaart", "Gerechten en dranken"] },
    shop: { label: "Winkel", descriptions: ["Het hele assortiment", "Alle producten"] },
    about: { label: "Over ons", descriptions: ["Wie we zijn", "Ons verhaal"] },
    contact: { label: "Contact", descriptions: ["Contactgegevens", { formal: "Stel uw vraag", informal: "Stel je vraag" }] },
    location: { label: "Route", descriptions: ["Kaart en routebeschrijving", { formal: "Zo vindt u ons", informal: "Zo vind je ons" }] },
    gallery: { label: "Foto's", descriptions: ["Alle foto's", "Een kijkje binnen"] },
    download: { label: "Downloaden", descriptions: ["De nieuwste versie", "Downloaden en installeren"] },
    docs: { label: "Documentatie", descriptions: ["Handleidingen en naslag", "Elke functie uitgelegd"] },
    faq: { label: "Veelgestelde vragen", descriptions: ["Antwoorden op veelgestelde vragen", "Goed om te weten"] },
    blog: { label: "Blog", descriptions: ["Nieuws en tips", "De nieuwste berichten"] },
    signUp: { label: "Aanmelden", descriptions: ["Maak een account aan", "Binnen enkele minuten klaar"] },
    demo: { label: "Demo", descriptions: ["Zie het in actie", "Zo werkt het"] },
    support: { label: "Ondersteuning", descriptions: ["Hulp en antwoorden", { formal: "Ons team helpt u", informal: "Ons team helpt je" }] },
  },
  joinList: (items) => (items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} en ${items.at(-1)}`),
};
