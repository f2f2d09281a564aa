import { describe, expect, it } from "vitest";
import { nextNewItem } from "./regenerate-item.ts";

describe("regenerating one item never offers the same text again (issue 18)", () => {
  const items = ["Baked every morning.", "Rye and spelt loaves.", "Free delivery in Leeds."];

  it("takes the fresh item at the same index when the list does not hold it", () => {
    expect(nextNewItem(["A new one.", "Another new one.", "Third."], items, 1)).toBe("Another new one.");
  });

  it("walks on from the index past items the list already holds, in any case", () => {
    expect(nextNewItem(["Baked every morning.", "RYE AND SPELT LOAVES.", "Free delivery in Leeds.", "Order by 9 am."], items, 1)).toBe("Order by 9 am.");
  });

  it("has none when the writer gave the same list again", () => {
    expect(nextNewItem(items, items, 1)).toBeNull();
  });
});
