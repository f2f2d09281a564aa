import { describe, expect, it } from "vitest";
import { findUnsafeInput, maxInputDepth, unsafeInputMessages } from "./safe-input.ts";

const nestedArrays = (depth: number): unknown => JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`);

describe("text PostgreSQL can store: no NUL, no unpaired surrogate", () => {
  it("finds a NUL or a lone surrogate in any string and names its path", () => {
    expect(findUnsafeInput({ name: "Bread\u0000" })).toEqual({ path: ["name"], message: unsafeInputMessages.nul });
    expect(findUnsafeInput({ formData: { items: ["ok", { text: "\uD800" }] } })).toEqual({
      path: ["formData", "items", 1, "text"],
      message: unsafeInputMessages.loneSurrogate,
    });
    expect(findUnsafeInput("\uDC00 alone")).toEqual({ path: [], message: unsafeInputMessages.loneSurrogate });
  });

  it("reports a key at the object that holds it, never echoing the key", () => {
    expect(findUnsafeInput({ assets: { "head\u0000lines": [] } })).toEqual({ path: ["assets"], message: unsafeInputMessages.keyNul });
    expect(findUnsafeInput({ assets: { "\uDBFF": [] } })).toEqual({ path: ["assets"], message: unsafeInputMessages.keyLoneSurrogate });
  });

  it("reports the first problem in document order", () => {
    expect(findUnsafeInput({ a: ["fine", "x\u0000"], b: "\uD800" })?.path).toEqual(["a", 1]);
  });

  it("accepts every valid character, emoji (a surrogate pair) included", () => {
    expect(findUnsafeInput({ name: "Bäckerei 🥖 パン", list: ["\uD83E\uDD56", "\u00A0", "\u200B"], n: 1, ok: true, none: null })).toBeNull();
  });
});

describe(`JSON nests at most ${maxInputDepth} levels`, () => {
  it("accepts 32 levels and refuses 33, at the top-level field", () => {
    expect(findUnsafeInput(nestedArrays(maxInputDepth))).toBeNull();
    expect(findUnsafeInput({ formData: nestedArrays(maxInputDepth) })).toEqual({ path: ["formData"], message: unsafeInputMessages.tooDeep });
  });

  it("walks 100,000 levels without overflowing the stack", () => {
    expect(findUnsafeInput({ assets: nestedArrays(100_000) })).toEqual({ path: ["assets"], message: unsafeInputMessages.tooDeep });
  });
});
