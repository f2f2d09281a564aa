import { describe, expect, it } from "vitest";
import { copyLanguage } from "./copy-language.ts";
import { englishPage, germanPage, japanesePage } from "./testing/generation-fixtures.ts";

describe("the language of the copy", () => {
  it("is the one chosen, else the page's declared one", () => {
    expect(copyLanguage(englishPage, "de-AT", "")).toEqual({ code: "de", name: "German", source: "chosen" });
    expect(copyLanguage(japanesePage, undefined, "")).toEqual({ code: "ja", name: "Japanese", source: "page" });
  });

  it("is read from the page's text when the page declares none", () => {
    expect(copyLanguage({ ...germanPage, page: undefined }, undefined, "").code).toBe("de");
    expect(copyLanguage({ ...japanesePage, page: undefined }, undefined, "").code).toBe("ja");
  });

  it("comes from the form after a failed crawl, and is English when nothing tells", () => {
    expect(copyLanguage(null, undefined, "Software für Handwerker und ihre Teams, die mit der Zeit gehen").code).toBe("de");
    expect(copyLanguage(null, undefined, "")).toEqual({ code: "en", name: "English", source: "default" });
  });
});
