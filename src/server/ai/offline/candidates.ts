import { withNameCasing } from "../../../domain/brand-rules/index.ts";
import type { Brief } from "./brief.ts";
import { firstWordRaised } from "./phrases/casing.ts";
import { fillTemplate } from "./text-pieces.ts";

type Slots = Readonly<Record<string, string | null | undefined>>;

export function fillEach(templates: readonly string[], slots: Slots): string[] {
  return templates.map((template) => fillTemplate(template, slots)).filter((line): line is string => line !== null);
}

/**
 * The language's headline casing, the brand kept as it is written: French sentence case lowers the
 * article of 'Restaurant Le Jardin', which is part of the name. Sentence case lowers a word the page
 * capitalises in a heading but writes small elsewhere ('Ostéopathie du Sport', '… du sport').
 */
export function headlineCaser(brief: Brief): (text: string) => string {
  const { phrases, casing } = brief;
  // Without a phrasebook the line stays as the page wrote it, but for its first letter: a heading the page shouted was lowered.
  const names = namesOf(brief);
  const asNamed = (text: string) => names.reduce((line, name) => withNameCasing(line, name), text);
  if (!phrases) return (text) => asNamed(firstWordRaised(text));
  return (text) => asNamed(phrases.headlineCase(text, casing));
}

/**
 * The names a headline writes as they are written, read once per brief: the brand and the keywords the
 * page writes only as names; and a run of two or
 * more of the brand's words that the page writes only as a name ('Club El Calado' of 'El Calado Rioja').
 * A single word of it is not ('Assistenza legale' beside 'Studio Legale Rossi'), nor a run the page also
 * writes small ('restaurant chinois' of 'Restaurant Chinois Le Jardin').
 */
function namesOf({ brand, casing, words: language, namedKeywords }: Brief): string[] {
  const words = brand.split(/\s+/u).filter(Boolean);
  // A keyword the page only ever writes as a name ('Marina Centro') keeps its capitals as well.
  const names = [brand, ...namedKeywords].filter(Boolean);
  for (let length = words.length - 1; length >= 2; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      const run = words.slice(start, start + length);
      if (run.some((word) => !language.functionWords.has(word.toLowerCase()) && !casing.writtenSmall(word))) names.push(run.join(" "));
    }
  }
  return names;
}

/** One line from each group in turn, so the top of the list mixes the advertiser's points, services and offers. */
export function roundRobin(groups: readonly (readonly string[])[]): string[] {
  const lines: string[] = [];
  const longest = Math.max(0, ...groups.map((group) => group.length));
  for (let index = 0; index < longest; index++) {
    for (const group of groups) {
      const line = group[index];
      if (line !== undefined) lines.push(line);
    }
  }
  return lines;
}

/** The brand in the name frames ('{brand} – {service}'), each service in turn; nothing without a brand. */
export function nameFrames(brief: Brief, services: readonly string[]): string[] {
  if (!brief.phrases || !brief.brand) return [];
  const frames = brief.phrases.nameFrames;
  return services.flatMap((service, index) => fillEach([frames[index % frames.length] ?? "{brand}"], { brand: brief.brand, service }));
}

/** A name that is two names joined: by a sign, or by the page's language's 'and' or 'or' ('Tradition & Passion', 'Obbligazioni e Contratti'). */
const joinsTwo = (name: string, brief: Brief) =>
  /[&+/]/u.test(name) || name.toLowerCase().split(/\s+/u).slice(1, -1).some((word) => brief.words.listConjunctions.has(word));

/**
 * The page's first three services as one list under the brand ('Kristin Bergmann – Kompetenz, Erfolg und
 * Erreichbarkeit'), or null with fewer than two. A name that joins two things itself ('Tradition & Passion')
 * makes the list unreadable: 'Depuis 1975 et Tradition & Passion'.
 */
export function serviceList(brief: Brief): string | null {
  const listable = brief.services.filter((service) => !joinsTwo(service, brief));
  const { phrases } = brief;
  if (!phrases || listable.length < 2) return null;
  // Inside a sentence each name is in sentence case ('Recupero crediti', not the heading's 'Recupero
  // Crediti'), its first letter as the page wrote it ('consultoría por áreas y consultoría por especialidades').
  const cased = (service: string) => withNameCasing(service.charAt(0) + phrases.sentenceCase(service, brief.casing).slice(1), brief.brand);
  return phrases.joinList(listable.slice(0, 3).map(cased));
}

/** Lines that name the brand, beyond `most`, are dropped: a name said in every line says nothing. */
export function brandAtMost(lines: readonly string[], brand: string, most: number): string[] {
  if (!brand) return [...lines];
  let count = 0;
  return lines.filter((line) => !line.includes(brand) || ++count <= most);
}
