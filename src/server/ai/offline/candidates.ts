import { fillTemplate } from "./text-pieces.ts";

type Slots = Readonly<Record<string, string | null | undefined>>;

/**
 * Every template filled with every value, ordered so that neighbours differ in both: round r pairs
 * template t with value t + r. Five keywords and three templates give fifteen distinct lines.
 */
export function crossFill(templates: readonly string[], values: readonly string[], slot: string, slots: Slots): string[] {
  const lines: string[] = [];
  if (values.length === 0) return lines;
  const rounds = Math.max(values.length, 1);
  for (let round = 0; round < rounds; round++) {
    templates.forEach((template, index) => {
      const value = values[(index + round) % values.length];
      const line = fillTemplate(template, { ...slots, [slot]: value });
      if (line) lines.push(line);
    });
  }
  return lines;
}

export function fillEach(templates: readonly string[], slots: Slots): string[] {
  return templates.map((template) => fillTemplate(template, slots)).filter((line): line is string => line !== null);
}

/** One line from each group in turn, so the top of the list mixes brand, keywords, features and offers. */
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
