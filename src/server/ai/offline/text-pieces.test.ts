import { describe, expect, it } from "vitest";
import { fillTemplate, fitSentence, shortenAtClause } from "./text-pieces.ts";

describe("fitting the page's sentences into a limit without cutting a word", () => {
  it("keeps a sentence that fits, with a full stop", () => {
    expect(fitSentence("Plan work on visual boards", 90)).toBe("Plan work on visual boards.");
  });

  it("ends at a clause: a dash, a colon, or a comma before a new phrase", () => {
    expect(shortenAtClause("Track time on any card - export timesheets for billing and payroll in one click", 40)).toBe("Track time on any card.");
    expect(shortenAtClause("Boards for every team, and calendars that show every due date at a glance", 40)).toBe("Boards for every team.");
  });

  it("does not end inside a list of adjectives", () => {
    expect(shortenAtClause("A chat app with a simple, elegant and secure interface protected by encryption", 40)).toBeNull();
  });

  it("ends before a phrase when no clause fits, never on a dangling word", () => {
    expect(fitSentence("Free and open source binaries of the editor without telemetry and tracking", 60)).toBe("Free and open source binaries of the editor.");
    expect(fitSentence("Supercalifragilisticexpialidocious", 10)).toBeNull();
  });
});

describe("templates", () => {
  it("fill their slots, and are not used at all when a slot is empty", () => {
    expect(fillTemplate("{k} by {brand}", { k: "Kanban Boards", brand: "Taskboard" })).toBe("Kanban Boards by Taskboard");
    expect(fillTemplate("Built for {a}", { a: null })).toBeNull();
  });
});
