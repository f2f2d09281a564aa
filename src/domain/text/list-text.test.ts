import { describe, expect, it } from "vitest";
import { joinList, parseList } from "./list-text.ts";

describe("comma- or line-separated lists", () => {
  it("splits on commas and lines, trims, drops blanks and repeats", () => {
    expect(parseList("crm, sales crm\n\n CRM ,pipeline,")).toEqual(["crm", "sales crm", "pipeline"]);
  });

  it("accepts a stored list and ignores anything else", () => {
    expect(parseList([" a ", "b", 3])).toEqual(["a", "b"]);
    expect(parseList(undefined)).toEqual([]);
    expect(joinList(["tips", "guides"])).toBe("tips, guides");
  });
});
