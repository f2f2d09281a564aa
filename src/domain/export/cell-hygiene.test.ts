import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { singleLine, spreadsheetSafe } from "./cell-hygiene.ts";

const text = fc.string({ unit: fc.oneof(fc.constantFrom("\t", "\r", "\n", "\r\n", " ", "=", "+", "-", "@", '"', "東", "😀", "ש", "é"), fc.string({ unit: "grapheme", maxLength: 1 })), maxLength: 30 });

describe("R41: every cell is one line", () => {
  it("turns CR, LF and tabs into one space and collapses runs", () => {
    expect(singleLine("Baked at dawn.\r\nOrder\tahead  online.\n")).toBe("Baked at dawn. Order ahead online.");
  });

  it("never leaves a tab, CR, LF or double space, and keeps every other character", () => {
    fc.assert(
      fc.property(text, (value) => {
        const line = singleLine(value);
        expect(line).not.toMatch(/[\t\r\n\v\f\u0085\u2028\u2029]| {2}/);
        expect(line.replace(/\s/g, "")).toBe(value.replace(/\s/g, ""));
      }),
    );
  });
});

describe("R42: a cell a spreadsheet would run as a formula", () => {
  it.each(["=SUM(A1)", "+1 555", "-50% off", "@home", "\tindent", "\u0000x"])("%j gets a leading apostrophe", (value) => {
    expect(spreadsheetSafe(value)).toBe(`'${value}`);
  });

  it("leaves every other cell exactly as it is", () => {
    fc.assert(
      fc.property(text, (value) => {
        const safe = spreadsheetSafe(value);
        if (["=", "+", "-", "@", "\t", "\r", "\u0000"].some((lead) => value.startsWith(lead))) expect(safe).toBe(`'${value}`);
        else expect(safe).toBe(value);
      }),
    );
  });
});
