import { describe, expect, it } from "vitest";
import { english } from "./phrases/english.ts";
import { german } from "./phrases/german.ts";
import { french } from "./phrases/french.ts";
import { italian } from "./phrases/italian.ts";
import { spanish } from "./phrases/spanish.ts";
import { asSentence, fillTemplate, shortenAtClause, splitSentences, standaloneClauses } from "./text-pieces.ts";

describe("sentences end where the language ends them, not at an abbreviation", () => {
  it("keeps German 'Mio.' inside its sentence ('Betriebshaftpflicht bis 5 Mio. Euro')", () => {
    expect(splitSentences("Betriebshaftpflicht bis 5 Mio. Euro abgesichert. Wir reinigen täglich.", "de", german.abbreviations)).toEqual([
      "Betriebshaftpflicht bis 5 Mio. Euro abgesichert.",
      "Wir reinigen täglich.",
    ]);
  });

  it("keeps a German ordinal inside its sentence ('Seit 1958 in 3. Generation')", () => {
    expect(splitSentences("Seit 1958 in 3. Generation familiengeführt. Wir freuen uns auf Sie.", "de", german.abbreviations)).toEqual([
      "Seit 1958 in 3. Generation familiengeführt.",
      "Wir freuen uns auf Sie.",
    ]);
  });

  it("keeps a word with stops of its own ('Dipl.-Kfm.') inside its sentence, in any language", () => {
    expect(splitSentences("Die Kanzlei wurde 1998 von Steuerberater Dipl.-Kfm. Klaus Brandt gegründet. Seit 2015 ist sie in Köln.", "de", german.abbreviations)).toEqual([
      "Die Kanzlei wurde 1998 von Steuerberater Dipl.-Kfm. Klaus Brandt gegründet.",
      "Seit 2015 ist sie in Köln.",
    ]);
  });

  it("keeps 'St.' and 'Est.' inside an English sentence", () => {
    expect(splitSentences("Visit our shop on Main St. in Geneva. Est. 1975 in the old town.", "en", english.abbreviations)).toEqual([
      "Visit our shop on Main St. in Geneva.",
      "Est. 1975 in the old town.",
    ]);
  });

  it("keeps 'z.B.' and 'z. B.' inside a German sentence", () => {
    expect(splitSentences("Wir beraten z.B. Handwerker. Und z. B. Ärzte.", "de", german.abbreviations)).toEqual(["Wir beraten z.B. Handwerker.", "Und z. B. Ärzte."]);
  });

  it("keeps 'n.' inside an Italian address sentence", () => {
    expect(splitSentences("Lo studio è in Via Roma n. 5 a Padova. Ricevo su appuntamento.", "it", italian.abbreviations)).toEqual([
      "Lo studio è in Via Roma n. 5 a Padova.",
      "Ricevo su appuntamento.",
    ]);
  });

  it("takes emoji used as separators for the end of a sentence", () => {
    expect(splitSentences("Fisioterapia online en Bogotá ✅ Especialista en telerehabilitación 🧿", "es")).toEqual(["Fisioterapia online en Bogotá", "Especialista en telerehabilitación"]);
  });

  it("takes a top bar's pipes and dots for the ends of its items ('Avocats au Barreau de Lyon | Espace client')", () => {
    expect(splitSentences("Avocats au Barreau de Lyon | ☎ 04 78 52 19 63 | Espace client | English", "fr")).toEqual(["Avocats au Barreau de Lyon", "04 78 52 19 63", "Espace client", "English"]);
    expect(splitSentences("Socio Verace Pizza Napoletana · Tra le 50 Top Pizza Italia 2024 · Impasto anche senza glutine", "it")).toEqual([
      "Socio Verace Pizza Napoletana",
      "Tra le 50 Top Pizza Italia 2024",
      "Impasto anche senza glutine",
    ]);
  });

  it("takes an emoji's variation selector with it ('🏍️ Motorrad A, A2, A1')", () => {
    expect(splitSentences("🏍️ Motorrad A, A2, A1: Saison von März bis Oktober.", "de")).toEqual(["Motorrad A, A2, A1: Saison von März bis Oktober."]);
  });

  it("splits Japanese at '。'", () => {
    expect(splitSentences("営業中です。ご予約は電話で。", "ja")).toEqual(["営業中です。", "ご予約は電話で。"]);
  });
});

describe("a sentence is compressed by dropping clauses, never cut mid-phrase", () => {
  it("keeps a sentence that fits, with a full stop", () => {
    expect(shortenAtClause("Plan work on visual boards", 90, english)).toBe("Plan work on visual boards.");
  });

  it("drops an aside in parentheses first", () => {
    expect(shortenAtClause("Track time on any card (even on your phone) and export timesheets", 50, english)).toBe("Track time on any card and export timesheets.");
  });

  it("says the point after a colon, not the lead-in before it ('Salariés, cadres, dirigeants ou employeurs : nous …')", () => {
    const sentence = "Salariés, cadres, dirigeants ou employeurs : nous vous accompagnons à chaque étape de la relation de travail, dans la négociation comme au Conseil de prud'hommes.";
    expect(shortenAtClause(sentence, 90, french)).toBe("Nous vous accompagnons à chaque étape de la relation de travail.");
    const list = "Licenciement pour motif personnel, pour faute grave, pour inaptitude ou pour motif économique : nous vérifions la procédure et contestons les licenciements injustifiés.";
    expect(shortenAtClause(list, 90, french)).not.toMatch(/^Licenciement/u);
  });

  it("ends at a clause: a dash, or a comma before a word that opens a clause", () => {
    expect(shortenAtClause("Track time on any card - export timesheets for billing and payroll in one click", 40, english)).toBe("Track time on any card.");
    expect(shortenAtClause("Boards for every team in the company, and calendars that show every due date at a glance", 50, english)).toBe("Boards for every team in the company.");
  });

  it("does not end a sentence that opens with its condition before its point ('Whether you're a seasoned cricketer …')", () => {
    const sentence = "Whether you're a seasoned cricketer or picking up a bat for the first time — Arches CC welcomes all skill levels";
    expect(shortenAtClause(sentence, 90, english)).toBeNull();
  });

  it("does not end inside a list of adjectives", () => {
    expect(shortenAtClause("Manage tasks with the open-source, customizable, and free kanban board for every team", 40, english)).toBeNull();
  });

  it("does not end before a preposition that completes the verb", () => {
    expect(shortenAtClause("VSCodium is a lightweight but powerful source code editor which runs on your desktop", 70, english)).toBeNull();
  });

  it("drops items from the middle of a long list, the last first, before it drops a clause", () => {
    const sentence = "Our practice in Leeds offers cosmetic, family, restorative, sedation and emergency dentistry";
    expect(shortenAtClause(sentence, 80, english)).toBe("Our practice in Leeds offers cosmetic, family, sedation and emergency dentistry.");
    expect(shortenAtClause(sentence, 72, english)).toBe("Our practice in Leeds offers cosmetic, sedation and emergency dentistry.");
  });

  it("leaves no comma before the conjunction when two items are left", () => {
    expect(shortenAtClause("Add cards for every task, with titles, labels, checklists, and due dates", 60, english)).toBe("Add cards for every task, with titles and due dates.");
  });

  it("shortens a list in the page's language", () => {
    expect(shortenAtClause("Ofrecemos fisioterapia deportiva, neurológica, respiratoria y geriátrica en Bogotá", 70, spanish)).toBe(
      "Ofrecemos fisioterapia deportiva, respiratoria y geriátrica en Bogotá.",
    );
  });

  it("ends a Japanese sentence with '。'", () => {
    expect(shortenAtClause("患者様一人ひとりのお気持ちに寄り添います", 90)).toBe("患者様一人ひとりのお気持ちに寄り添います。");
  });
});

describe("templates", () => {
  it("fill their slots, and are not used at all when a slot is empty", () => {
    expect(fillTemplate("{brand} – {service}", { service: "Kanban Boards", brand: "Taskboard" })).toBe("Taskboard – Kanban Boards");
    expect(fillTemplate("For {a}", { a: null })).toBeNull();
  });
});

describe("a sentence ends with its language's full stop", () => {
  it("Japanese and Chinese take 。 after their own letters, brackets and full-width marks; Latin text a period", () => {
    expect(asSentence("骨盤矯正で姿勢を整えます")).toBe("骨盤矯正で姿勢を整えます。");
    expect(asSentence("ご予約は【WEB予約】")).toBe("ご予約は【WEB予約】。");
    expect(asSentence("初回限定（税込）")).toBe("初回限定（税込）。");
    expect(asSentence("Open on Sundays")).toBe("Open on Sundays.");
  });
});

describe("a clause stands alone as a headline only when it reads whole", () => {
  it("takes a clause after a name, never the name alone", () => {
    expect(standaloneClauses("Fabrizio Bottesi, 30 anni di esperienza.", 30, italian, "it")).toEqual(["30 anni di esperienza"]);
  });

  it("takes no clause that starts or ends on a small word, nor one too wide", () => {
    expect(standaloneClauses("Gelato artigianale con materie prime selezionate, e gelato per cani.", 30, italian, "it")).toEqual([]);
  });

  it("in German, where every noun has a capital, a run of capitals is no name", () => {
    expect(standaloneClauses("Kanzlei Bergmann im Spreewald: Erbrecht und Familienrecht.", 30, german, "de")).toEqual(["Kanzlei Bergmann im Spreewald", "Erbrecht und Familienrecht"]);
  });

  it("gives nothing for a sentence of one clause: the sentence itself is no clause of it", () => {
    expect(standaloneClauses("Gelato artigianale dal 1996.", 30, italian, "it")).toEqual([]);
  });
});

describe("a sentence too long for a description ends before an 'as well as' that adds one more thing", () => {
  it("keeps 'Individuelle Betreuung durch gemeinsame Problemerkennung.' of a German firm's 122-character sentence", () => {
    const sentence = "Individuelle Betreuung durch gemeinsame Problemerkennung sowie konstruktive, kompetente und kostengünstige Problemlösungen.";
    expect(shortenAtClause(sentence, 90, german)).toBe("Individuelle Betreuung durch gemeinsame Problemerkennung.");
  });
});

describe("a sentence too long for a description may end before an 'and' that adds a clause (issue 19)", () => {
  it("keeps the clause before 'and' when it has five words or more ('… ayuda a personas que son físicamente activas.')", () => {
    const sentence = "Fysiopuntura ayuda a personas que son físicamente activas y las empodera a manejar su dolor sin analgésicos y a restaurar su movilidad.";
    expect(shortenAtClause(sentence, 90, spanish)).toBe("Fysiopuntura ayuda a personas que son físicamente activas.");
    expect(shortenAtClause("Launch or attach to your running apps and debug with break points, call stacks, and an interactive console", 60, english)).toBe("Launch or attach to your running apps.");
    // With its list at its shortest, a longer clause fits: 'break points, call stacks, and an interactive console' gives up its middle first.
    expect(shortenAtClause("Launch or attach to your running apps and debug with break points, call stacks, and an interactive console", 70, english)).toBe(
      "Launch or attach to your running apps and debug with break points.",
    );
  });

  it("never ends inside a pair ('between London and Paris') nor in German, whose verb may follow the joined clause", () => {
    expect(shortenAtClause("Our coaches run every single day between London and Paris with free wifi, snacks and a seat for every bag", 60, english)).toBeNull();
    expect(shortenAtClause("Wir bieten Ihnen seit vielen Jahren eine persönliche Beratung und eine sorgfältige Planung Ihrer Reise an", 60, german)).toBeNull();
  });

  it("never ends on a word an article leads ('… has created a beautiful and relaxing space'), nor after a lead-in ('En todos estos años …')", () => {
    expect(shortenAtClause("A highly-trained dentist, Dr. Dervin has created a beautiful and relaxing space for every patient who walks in", 60, english)).toBeNull();
    expect(shortenAtClause("En todos estos años desarrollando actividades sanitarias privadas y hemos ayudado a cientos de clínicas", 60, spanish)).toBeNull();
  });
});
