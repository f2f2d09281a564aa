import { describe, expect, it } from "vitest";
import { displayWidth } from "../../../../domain/text/text.ts";
import { phrasebooks } from "./phrasebooks.ts";
import { english } from "./english.ts";
import { german } from "./german.ts";
import { italian } from "./italian.ts";
import { japanese } from "./japanese.ts";
import { type Addressed, phrasebookLanguages } from "./phrasebook.ts";

const bothForms = (line: Addressed) => (typeof line === "string" ? [line] : [line.formal, line.informal]);

describe.each(phrasebookLanguages.map((language) => [language, phrasebooks[language]] as const))("the %s phrasebook", (_language, phrases) => {
  it("holds calls to action that fit a headline, and facts that fit a callout", () => {
    for (const line of Object.values(phrases.actions).flatMap(bothForms)) expect(displayWidth(line), line).toBeLessThanOrEqual(30);
    for (const fact of Object.values(phrases.facts)) expect(displayWidth(fact.callout), fact.callout).toBeLessThanOrEqual(25);
  });

  it("holds sitelink labels and descriptions that fit", () => {
    for (const { label, descriptions } of Object.values(phrases.sitelinks)) {
      expect(displayWidth(label), label).toBeLessThanOrEqual(25);
      for (const line of descriptions.flatMap(bothForms)) expect(displayWidth(line), line).toBeLessThanOrEqual(35);
    }
  });

  it("has slots only in name frames, never around a word they would have to agree with", () => {
    const fixed = [...Object.values(phrases.actions), ...Object.values(phrases.facts).flatMap((fact) => [fact.callout, fact.proof]), ...Object.values(phrases.sitelinks).flatMap((link) => [link.label, ...link.descriptions])];
    expect(fixed.flatMap(bothForms).filter((line) => line.includes("{"))).toEqual([]);
    for (const frame of [...phrases.nameFrames, phrases.audienceFrame]) expect(frame.replace(/\{(?:brand|service|a)\}/g, "")).not.toMatch(/\{/);
  });
});

describe("no slogans that fit any business", () => {
  it("has none of the old filler frames in any language", () => {
    const everything = JSON.stringify(Object.values(phrasebooks).map(({ actions, facts, sitelinks, nameFrames, audienceFrame }) => ({ actions, facts, sitelinks, nameFrames, audienceFrame })));
    expect(everything).not.toMatch(/That Delivers|Reliable \{|Simplified|Work Smarter|Made Easy|die überzeugt|Included|inklusive"/);
  });
});

describe("each language is cased its own way", () => {
  it("writes English headlines in title case, keeping the page's casing of names", () => {
    expect(english.headlineCase("plain text editor for macOS and iPhone")).toBe("Plain Text Editor for macOS and iPhone");
    expect(english.headlineCase("delivered by 8 am")).toBe("Delivered by 8 am");
    expect(english.headlineCase("plow at 5 cm accumulation")).toBe("Plow at 5 cm Accumulation");
    expect(english.headlineCase("boxes up to 20 kg")).toBe("Boxes Up to 20 kg");
  });

  it("keeps German nouns as the page writes them, raising only the first word", () => {
    expect(german.headlineCase("digitale Zeiterfassung für Handwerker")).toBe("Digitale Zeiterfassung für Handwerker");
    expect(german.headlineCase("Gebäudereinigung In München Und Umgebung")).toBe("Gebäudereinigung in München und Umgebung");
    expect(german.headlineCase("Beratung Für Sie")).toBe("Beratung für Sie");
  });

  it("never writes English title case in the Romance languages, and lowers what the page shouts", () => {
    expect(italian.headlineCase("minestrone di orzo e fagioli")).toBe("Minestrone di orzo e fagioli");
    expect(italian.headlineCase("COMPETENZA E PROFESSIONALITÀ")).toBe("Competenza e professionalità");
    expect(phrasebooks.fr.headlineCase("Nouveaux modes DE paiement")).toBe("Nouveaux modes de paiement");
  });

  it("leaves Japanese as written", () => {
    expect(japanese.headlineCase("macOS専用")).toBe("macOS専用");
  });
});
