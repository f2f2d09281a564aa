import { describe, expect, it } from "vitest";
import { oncePerType } from "./once-per-type.ts";

describe("what is built from a type's descriptor is built once per type (issue 18)", () => {
  it("builds on a type's first use and answers the same value after, for each type apart", () => {
    const built: string[] = [];
    const kinds = oncePerType((type) => {
      built.push(type.id);
      return type.assetKinds.map((kind) => kind.key);
    });
    const first = kinds("search");
    expect(kinds("search")).toBe(first);
    expect(kinds("performance_max")).toContain("longHeadlines");
    expect(built).toEqual(["search", "performance_max"]);
  });
});
