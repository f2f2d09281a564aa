import { describe, expect, it } from "vitest";
import { pageCasing } from "./page-casing.ts";
import { portuguese } from "./phrases/portuguese.ts";
import { english } from "./phrases/english.ts";
import { italian } from "./phrases/italian.ts";

describe("a line the page shouts reads in the case the page writes its words elsewhere (issue 19)", () => {
  const page = ["DA COSTA AO PROFUNDO ALENTEJO", "Queremos mostrar tudo o que o Alentejo tem de melhor.", "Passeios pela costa e pelo campo."];

  it("keeps the capital of a name the page only ever capitalises, and lowers what it writes small and the language's small words", () => {
    expect(pageCasing(page, portuguese.functionWords).unshouted("DA COSTA AO PROFUNDO ALENTEJO")).toBe("da costa ao profundo Alentejo");
  });

  it("keeps a short acronym the page writes nowhere else, and leaves a line that does not shout as it is", () => {
    const { unshouted } = pageCasing(["DAY SPA AND SAUNA", "Relax in our sauna for a day."], english.functionWords);
    expect(unshouted("DAY SPA AND SAUNA")).toBe("day SPA and sauna");
    expect(unshouted("Day Spa and Sauna")).toBe("Day Spa and Sauna");
  });
});

describe("a keyword typed in small letters takes the capitals the page gives its words (issue 19)", () => {
  it("gives 'Zahnarzt Freiburg' for 'zahnarzt freiburg', and leaves a word the page also writes small", () => {
    const { withPageCapitals } = pageCasing(["Ihr Zahnarzt in Freiburg", "Termine auch samstags, in der Praxis oder online."], english.functionWords);
    expect(withPageCapitals("zahnarzt freiburg")).toBe("Zahnarzt Freiburg");
    expect(withPageCapitals("termine online")).toBe("Termine online");
    expect(pageCasing(["Au cœur de la Croix-Rousse."], english.functionWords).withPageCapitals("bistrot croix-rousse")).toBe("bistrot Croix-Rousse");
    expect(pageCasing(["Il nostro B&B è a Lucca, vicino al SEO Café."], english.functionWords).withPageCapitals("b&b lucca")).toBe("B&B Lucca");
  });
});

describe("a capital shows a name only where a common word has none (issue 19)", () => {
  const casing = pageCasing(
    [
      "Efficienza e Costi Certi",
      "Lo studio di Padova assiste le imprese del Veneto.",
      "Via Roma 12, 35122 Padova",
      "Avvocato a Vicenza",
      "Studio Nova segue ogni pratica con cura.",
      "Come nasce Studio Nova",
    ],
    italian.functionWords,
  );

  it("does not take a heading's title case for names ('Costi', 'Certi')", () => {
    expect(casing.namedInProse("Costi")).toBe(false);
    expect(casing.namedInProse("Certi")).toBe(false);
  });

  it("takes a capital inside prose, after a postcode or after 'a' at a line's end for a name ('Veneto', 'Padova', 'Vicenza')", () => {
    expect(casing.namedInProse("Veneto")).toBe(true);
    expect(casing.namedInProse("Padova")).toBe(true);
    expect(casing.namedInProse("Vicenza")).toBe(true);
  });

  it("takes a word that opens a sentence and has a capital inside a line too for a name ('Nova'), never one the page writes small ('imprese')", () => {
    expect(casing.namedInProse("Nova")).toBe(true);
    expect(casing.namedInProse("Imprese")).toBe(false);
  });
});

describe("an address's words show no casing (issue 19)", () => {
  it("does not take 'eindhoven' in 'info@fitfabriek-eindhoven.nl' or a web address for the word written small", () => {
    const casing = pageCasing(["Sportschool in Eindhoven Strijp-S, 24/7 open.", "Mail info@fitfabriek-eindhoven.nl of kijk op www.fitfabriek-eindhoven.nl/rooster"], english.functionWords, "FitFabriek");
    expect(casing.writtenSmall("Eindhoven")).toBe(false);
    expect(casing.namedInProse("Eindhoven")).toBe(true);
  });
});
