import { describe, expect, it } from "vitest";
import { rewriteForPolicy } from "./policy-rewrite.ts";

const headline = { limit: 30, isHeadline: true, singular: "headline" };
const description = { limit: 90, isHeadline: false, singular: "description" };

describe("rewriting an asset so it passes Google's editorial checks", () => {
  it.each([
    ["Plan Work Visually!!", headline, "Plan Work Visually"],
    ["Save Hours Every Week!", headline, "Save Hours Every Week"],
    ["Plan every sprint. Ship on time!!!", description, "Plan every sprint. Ship on time!"],
    ["FREE Kanban Boards", headline, "Free Kanban Boards"],
    ["Kanban boards 🚀 for small teams", description, "Kanban boards for small teams"],
    ["Click here to start your free trial.", description, "Start your free trial."],
    ["Boards for for small teams", headline, "Boards for small teams"],
    ["Plan your week. Call 555-123-4567 today.", description, "Plan your week."],
  ])("%s -> %s", (text, kind, expected) => {
    expect(rewriteForPolicy(text, kind)).toBe(expected);
  });

  it("leaves a clean asset and an acronym alone", () => {
    expect(rewriteForPolicy("Kanban Boards for SEO Teams", headline)).toBe("Kanban Boards for SEO Teams");
  });

  it("gives up when a fix would leave too little, or cannot remove the problem", () => {
    expect(rewriteForPolicy("Call +1 (555) 123-4567", headline)).toBeNull();
    expect(rewriteForPolicy("Click here", headline)).toBeNull();
    expect(rewriteForPolicy("$ave on Kanban Boards", headline)).toBeNull();
  });
});
