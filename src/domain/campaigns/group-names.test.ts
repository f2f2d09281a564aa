import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exportGroupNames, firstFreeName, groupNameKey, sharedGroupName, sharedGroupNameMessage } from "./group-names.ts";

const name = fc.oneof(
  fc.constantFrom("", " ", "Shoes", "shoes ", "Default Ad Group", "default ad group (2)", "東京", "Ünïcode", "🏃 Runners", "عربى", '"Quoted"', "Tab\there"),
  fc.string({ unit: "grapheme", maxLength: 12 }),
);

describe("R8: group names are unique within a campaign", () => {
  it("finds two groups of one name, trimmed and ignoring case, as the first spells it", () => {
    expect(sharedGroupName(["Shoes", "Boots", " shoes "])).toBe("Shoes");
    expect(sharedGroupName(["Shoes", "Boots", "", " "])).toBeNull();
    expect(sharedGroupNameMessage("Shoes")).toBe('Two groups are named "Shoes": Google Ads Editor would merge them into one. Give each group its own name.');
  });

  it("numbers blank names instead of giving them all 'Default Ad Group'", () => {
    expect(exportGroupNames(["", " Boots ", "", ""], "Default Ad Group")).toEqual(["Default Ad Group", "Boots", "Default Ad Group (2)", "Default Ad Group (3)"]);
    expect(exportGroupNames(["", "default ad group", "Default Ad Group (2)", ""], "Default Ad Group")).toEqual([
      "Default Ad Group (3)",
      "default ad group",
      "Default Ad Group (2)",
      "Default Ad Group (4)",
    ]);
  });

  it("gives distinct names whenever the named groups are distinct, and keeps every given name", () => {
    fc.assert(
      fc.property(fc.array(name, { maxLength: 12 }), (names) => {
        const exported = exportGroupNames(names, "Default Ad Group");
        expect(exported).toHaveLength(names.length);
        names.forEach((given, index) => {
          if (given.trim()) expect(exported[index]).toBe(given.trim());
          else expect(exported[index]).toMatch(/^Default Ad Group( \(\d+\))?$/);
        });
        if (sharedGroupName(names) === null) expect(new Set(exported.map(groupNameKey)).size).toBe(names.length);
      }),
    );
  });
});

describe("R8: a campaign's name is free in its ad account, or numbered", () => {
  it("keeps a free name and numbers past every taken one, comparing trimmed and ignoring case", () => {
    expect(firstFreeName(" Spring ", new Set(["autumn"]))).toBe("Spring");
    expect(firstFreeName("Spring", new Set(["spring", "spring (2)"]))).toBe("Spring (3)");
  });
});
