import { describe, expect, it } from "vitest";
import { demandGen } from "../campaign-types/demand-gen.ts";
import { performanceMax } from "../campaign-types/performance-max.ts";
import { search } from "../campaign-types/search.ts";
import type { ProgressMessages } from "../campaign-types/descriptor.ts";
import { nextProgressMessageIndex } from "./wizard-progress.ts";

/** The message a screen shows after this long: one tick per interval, from the first. */
function shownAfter(progress: ProgressMessages, elapsedMs: number): number {
  let index = 0;
  for (let tick = 1; tick * progress.intervalMs <= elapsedMs; tick++) index = nextProgressMessageIndex(progress, index);
  return index;
}

describe("progress messages rotate and stop at the last", () => {
  it.each([
    ["Search results", search.progress.results, 0, 0],
    ["Search results", search.progress.results, 1499, 0],
    ["Search results", search.progress.results, 1500, 1],
    ["Search results", search.progress.results, 9000, 6],
    ["Search results", search.progress.results, 60_000, 6],
    ["ad group screen", search.progress.group ?? search.progress.results, 6000, 4],
    ["Performance Max", performanceMax.progress.results, 10_500, 7],
    ["Demand Gen", demandGen.progress.results, 3999, 1],
    ["Demand Gen", demandGen.progress.results, 12_000, 6],
  ] as const)("%s after %i ms shows message %i", (_screen, progress, elapsed, index) => {
    expect(shownAfter(progress, elapsed)).toBe(index);
  });

  it("ticks forward and holds on the last", () => {
    const progress = search.progress.results;
    expect(nextProgressMessageIndex(progress, 0)).toBe(1);
    expect(nextProgressMessageIndex(progress, 6)).toBe(6);
    expect(nextProgressMessageIndex({ messages: [], intervalMs: 1000 }, 0)).toBe(0);
  });
});
