import { describe, expect, it } from "vitest";
import { campaignTypeList } from "../../../domain/campaign-types/registry.ts";
import { checkAd } from "../../../domain/policy/policy.ts";
import { displayWidth } from "../../../domain/text/text.ts";
import { englishPage, failedCrawl, formFor, germanPage, japanesePage } from "../../../../test/support/ai/generation-fixtures.ts";
import { allText, bareForm, performanceMax, search, write } from "../../../../test/support/ai/offline-writing.ts";
import { smallPage } from "../../../../test/support/ai/small-pages.ts";
import { english } from "./phrases/english.ts";

/** Words only the English phrasebook writes, in a headline's casing or a sentence's: none may stand beside another language's text. */
const englishGlue = /\b(?:Learn More|Contact Us|Get Started|Book Now|Our Services|Free Trial|Questions\? Get in touch|Who we are)\b/i;

const osteopath = smallPage("https://osteo-lyon.example/", {
  title: "Cabinet d'ostéopathie Martin | Ostéopathe à Lyon",
  language: "en",
  siteName: "Cabinet Martin",
  metaDescription: "Cabinet d'ostéopathie à Lyon pour adultes, sportifs et nourrissons.",
  headings: ["Ostéopathie du sport", "Ostéopathie pédiatrique", "Tarifs et remboursement", "Pourquoi consulter un ostéopathe ?"],
  keyContent: [
    "Nous vous accueillons du lundi au samedi dans notre cabinet près de la place Bellecour, avec ou sans rendez-vous.",
    "Nos ostéopathes soulagent les douleurs de dos, de nuque et les tensions liées au stress.",
    "© 2025 Cabinet Martin. Tous droits réservés.",
  ],
  links: [
    { url: "/prendre-rendez-vous", text: "Prendre rendez-vous" },
    { url: "/tarifs", text: "Tarifs" },
    { url: "/contact", text: "Contact" },
    { url: "/equipe", text: "Notre équipe" },
    { url: "/mentions-legales", text: "Mentions légales" },
  ],
});

describe.each(campaignTypeList.map((type) => [type.label, type] as const))("the offline writer, %s", (_label, type) => {
  const { writing } = write(type);
  const { lists, sitelinks } = writing.draft;

  it("writes Google's minimum at least and never more than the type asks for or keeps", () => {
    for (const kind of type.assetKinds) {
      expect((lists[kind.key] ?? []).length, kind.key).toBeGreaterThanOrEqual(kind.googleMinimum);
      expect((lists[kind.key] ?? []).length, kind.key).toBeLessThanOrEqual(Math.min(kind.requested, kind.kept));
    }
    expect(sitelinks.length).toBeLessThanOrEqual(type.sitelinks?.requested ?? 0);
  });

  it("keeps every asset within its limit and free of policy issues", () => {
    const report = checkAd(type, lists, sitelinks);
    expect(report.errorCount).toBe(0);
    expect(report.warningCount).toBe(0);
    for (const kind of type.assetKinds) expect((lists[kind.key] ?? []).every((item) => displayWidth(item) <= kind.limit)).toBe(true);
  });

  it("writes the same ads for the same input", () => {
    expect(write(type).writing).toEqual(writing);
  });
});

describe("a type that asks a model for more than it keeps", () => {
  it("gets from the offline writer only what it keeps: one long headline where one is kept of five asked", () => {
    const oneLongHeadline = { ...performanceMax, assetKinds: performanceMax.assetKinds.map((kind) => (kind.key === "longHeadlines" ? { ...kind, kept: 1 } : kind)) };
    expect(write(oneLongHeadline).writing.draft.lists.longHeadlines).toHaveLength(1);
  });
});

describe("what the advertiser told the wizard comes first", () => {
  const form = formFor("search", {
    uniqueSellingPoints: "Unlimited boards on every plan\nSet up in five minutes",
    yourSolution: "Taskboard replaces sticky notes and spreadsheets with one shared board.",
    callToAction: "Book a Demo",
  });
  const { writing } = write(search, englishPage, form);
  const { headlines = [], descriptions = [], callouts = [] } = writing.draft.lists;

  it("puts the selling points right after the brand, before anything scraped", () => {
    expect(headlines.slice(0, 4)).toEqual(["Taskboard", "Unlimited Boards on Every Plan", "Book a Demo", "Time Tracking"]);
    expect(headlines).toContain("Set Up in Five Minutes");
  });

  it("opens the descriptions with the advertiser's own sentences and ends them with their call to action", () => {
    expect(descriptions[0]).toBe("Unlimited boards on every plan. Trusted by 4,000 teams. Book a Demo.");
    expect(descriptions.some((description) => description.startsWith("Taskboard replaces sticky notes and spreadsheets with one shared board."))).toBe(true);
  });

  it("uses the social proof as given", () => {
    expect(callouts).toContain("Trusted by 4,000 teams");
  });

  it("writes the advertiser's multi-word keywords as headlines", () => {
    expect(headlines).toEqual(expect.arrayContaining(["Kanban Board", "Team Task Manager"]));
  });
});

describe("the ads are in the page's language", () => {
  it("writes a French page in French: its own headings, a French call to action and French sitelinks", () => {
    const { writing } = write(search, osteopath, bareForm("https://osteo-lyon.example/"));
    const { headlines = [], descriptions = [] } = writing.draft.lists;
    expect(writing.language).toBe("fr");
    expect(headlines.slice(0, 3)).toEqual(["Cabinet Martin", "Ostéopathie du sport", "Prendre rendez-vous"]);
    expect(descriptions[0]).toBe("Cabinet d'ostéopathie à Lyon pour adultes, sportifs et nourrissons. Prendre rendez-vous.");
    expect(writing.draft.sitelinks.map((sitelink) => sitelink.linkText)).toEqual(["Tarifs", "Prendre rendez-vous", "Notre équipe", "Contact"]);
    expect(writing.draft.sitelinks[3]).toMatchObject({ description1: "Écrivez-nous", description2: "Nos coordonnées" });
    expect(allText(writing.draft.lists)).not.toMatch(englishGlue);
  });

  it("writes a German page in German", () => {
    const { writing } = write(search, germanPage, bareForm("https://handwerkerbuero.example/", { keywords: "Zeiterfassung, Handwerker Software" }));
    expect(writing.language).toBe("de");
    expect(writing.draft.lists.headlines).toContain("Kostenlos testen");
    expect(writing.draft.sitelinks[0]).toMatchObject({ linkText: "Preise", description1: "Alle Preise im Überblick" });
    expect(allText(writing.draft.lists)).not.toMatch(englishGlue);
  });

  it("writes a Japanese page in Japanese, without a notice", () => {
    const withDownload = { ...japanesePage, page: japanesePage.page && { ...japanesePage.page, links: [{ url: "https://editor.example/ja/download", text: "ダウンロード" }] } };
    const { writing } = write(search, withDownload, bareForm("https://editor.example/ja/"));
    expect(writing.language).toBe("ja");
    expect(writing.notices.join(" ")).not.toContain("phrasebook");
    expect(writing.draft.lists.headlines).toContain("ダウンロード");
    expect(allText(writing.draft.lists)).not.toMatch(/[A-Za-z]{4,} [A-Za-z]{4,}/);
  });
});

describe("a language without a phrasebook gets only the page's own words, and a notice", () => {
  const polish = smallPage("https://warsztat.example/", {
    title: "Warsztat Nowak | Naprawa samochodów w Krakowie",
    language: "pl",
    headings: ["Naprawa silników", "Wymiana opon", "Klimatyzacja samochodowa"],
    keyContent: ["Naprawiamy samochody osobowe i dostawcze wszystkich marek od dwudziestu lat."],
  });
  const { writing } = write(search, polish, bareForm("https://warsztat.example/"));

  it("writes no word of its own", () => {
    expect(writing.draft.lists.headlines).toEqual(["Warsztat Nowak", "Naprawa silników", "Wymiana opon", "Klimatyzacja samochodowa", "Naprawa samochodów w Krakowie"]);
    expect(writing.draft.lists.descriptions).toEqual(["Naprawiamy samochody osobowe i dostawcze wszystkich marek od dwudziestu lat."]);
  });

  it("says so", () => {
    expect(writing.notices[0]).toBe(
      "The offline writer has no phrasebook for Polish, so these ads use only the page's own Polish phrases and your own words; connect an AI provider for more.",
    );
  });
});

describe("the form of address is the page's", () => {
  const italianPage = (text: string) =>
    smallPage("https://gelateria.example/", {
      title: "Gelateria Bianchi | Gelato artigianale a Verona",
      language: "it",
      keyContent: [text],
      links: [{ url: "/prenota", text: "Prenota una torta" }],
    });

  it("writes 'tu' for a page that says tu and 'Lei' for one that says Lei", () => {
    const informal = write(search, italianPage("Scegli il tuo gusto preferito e ti prepariamo la tua torta gelato per la festa."), bareForm("https://gelateria.example/"));
    const formal = write(search, italianPage("Scelga il Suo gusto preferito: Le prepariamo la Sua torta gelato per la festa."), bareForm("https://gelateria.example/"));
    expect(informal.writing.draft.lists.headlines).toContain("Prenota ora");
    expect(formal.writing.draft.lists.headlines).toContain("Prenoti ora");
  });

  it("writes 'du' in German sitelinks for a page that says du", () => {
    const page = { ...germanPage, keyContent: ["Mit uns siehst du alle deine Aufträge auf einen Blick, und dein Team erfasst die Zeit per App."] };
    const { writing } = write(search, page, bareForm("https://handwerkerbuero.example/"));
    expect(writing.draft.sitelinks.find((sitelink) => sitelink.linkText === "Kontakt")?.description1).toBe("Fragen? Schreib uns");
  });
});

describe("extract, do not decorate", () => {
  const cafe = smallPage("https://cafe.example/", {
    title: "Harbour Cafe | Breakfast and lunch in Portree",
    language: "en",
    headings: ["Homemade Breakfast", "Why Choose Us?", "Opening Hours", "Posted on March 3, 2025", "Reviews"],
    keyContent: [
      "Monday to Friday 8:00 - 16:00",
      "“The best scones on Skye!” – Mary K.",
      "We will be closed from 24 December to 2 January.",
      "You are using an outdated browser.",
      "We serve homemade breakfast and lunch with local produce, right on the harbour of Portree.",
      "© 2025 Harbour Cafe",
    ],
  });
  const { writing } = write(search, cafe, bareForm("https://cafe.example/"));
  const text = allText(writing.draft.lists);

  it("takes no dates, hours, quotes, notices, questions or copyright into the ads", () => {
    expect(text).not.toMatch(/March|8:00|scones|closed|browser|Why Choose|©|Reviews/);
    expect(writing.draft.lists.descriptions?.[0]).toBe("We serve homemade breakfast and lunch with local produce, right on the harbour of Portree.");
  });

  it("names the brand at most twice among the headlines", () => {
    expect((writing.draft.lists.headlines ?? []).filter((headline) => headline.includes("Harbour Cafe")).length).toBeLessThanOrEqual(2);
  });

  it("writes none of the old slogans", () => {
    expect(text).not.toMatch(/That Delivers|Reliable|Simplified|Work Smarter|Made Easy|Included|See how it works/);
  });
});

describe("honest when there is little to say", () => {
  it("writes the few lines a page of only a title allows, and asks for a description", () => {
    const shell = smallPage("https://notes.example/", { title: "Notewise", language: "en" });
    const { writing } = write(search, shell, bareForm("https://notes.example/"));
    expect(writing.draft.lists.headlines).toEqual(["Notewise"]);
    expect(writing.notices).toContain(
      "The page says little about the business, so the offline writer wrote only the lines it can stand behind: add your unique selling points and your solution in the wizard for more.",
    );
  });
});

describe("without a page", () => {
  it("writes from the form alone when the crawl failed", () => {
    const { writing } = write(search, failedCrawl, formFor("search", { businessName: "Taskboard", uniqueSellingPoints: "Unlimited boards\nTime tracking built in" }));
    expect(writing.draft.lists.headlines?.slice(0, 4)).toEqual(["Taskboard", "Unlimited Boards", "Start Free Trial", "Time Tracking Built In"]);
    expect(checkAd(search, writing.draft.lists).errorCount).toBe(0);
  });
});

describe("notices and regeneration", () => {
  it("says it cannot follow 'Changes to Make'", () => {
    const { writing } = write(search, englishPage, formFor("search", { changesToMake: "Mention the mobile app" }));
    expect(writing.notices).toContain("The offline writer cannot follow 'Changes to Make'; connect an AI provider for that.");
  });

  it("regenerates a headline the ad does not have yet, and says when there is none left", () => {
    const { writer, writing } = write(search);
    const headlines = writing.draft.lists.headlines ?? [];
    const kind = search.assetKinds[0];
    if (!kind) throw new Error("Search has headlines");
    const others = headlines.slice(1, 5);
    const first = writer.next(kind, headlines[0] ?? "", others);
    expect(first).not.toBeNull();
    expect([headlines[0], ...others]).not.toContain(first);
    expect(writer.next(kind, headlines[0] ?? "", headlines.slice(1))).toBeNull();
  });

  it("claims a fact only in the language's own words", () => {
    expect(english.facts.freeTrial.callout).toBe("Free Trial");
    expect(write(performanceMax).writing.draft.lists.callouts).toEqual(expect.arrayContaining(["Free Trial", "Cross-Platform"]));
  });
});
