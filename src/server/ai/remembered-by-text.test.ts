import { describe, expect, it } from "vitest";
import { rememberedBy, rememberedByText } from "./remembered-by-text.ts";

describe("a reading of a text is made once and remembered (issue 18: the request's overhead)", () => {
  it("reads a text once, however often it is asked, and answers the same", () => {
    const read: string[] = [];
    const length = rememberedByText((text: string) => {
      read.push(text);
      return text.length;
    });
    expect([length("Bakery"), length("Bakery"), length("Café")]).toEqual([6, 6, 4]);
    expect(read).toEqual(["Bakery", "Café"]);
  });

  it("remembers a null answer too", () => {
    let reads = 0;
    const nothing = rememberedByText(() => {
      reads++;
      return null;
    });
    nothing("?");
    nothing("?");
    expect(reads).toBe(1);
  });

  it("forgets the oldest text when its memory is full", () => {
    const read: string[] = [];
    const echo = rememberedByText((text: string) => {
      read.push(text);
      return text;
    }, 2);
    for (const text of ["a", "b", "c", "a"]) echo(text);
    expect(read).toEqual(["a", "b", "c", "a"]);
  });
});

describe("a reading that depends on more than the text is remembered by all it depends on", () => {
  it("reads the same text again for another language, and once per pair", () => {
    const read: string[] = [];
    const sentences = rememberedBy(
      (text: string, language: string) => `${language}\n${text}`,
      (text: string, language: string) => {
        read.push(`${language}:${text}`);
        return text.split(". ");
      },
    );
    sentences("Hallo. Welt", "de");
    sentences("Hallo. Welt", "de");
    sentences("Hallo. Welt", "nl");
    expect(read).toEqual(["de:Hallo. Welt", "nl:Hallo. Welt"]);
  });
});
