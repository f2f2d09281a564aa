import { describe, expect, it } from "vitest";
import { adsLanguageName, adsLanguageOf } from "./ads-languages.ts";

describe("R8: languages by Google Ads' own codes", () => {
  it("takes the primary subtag of a page's language tag", () => {
    expect(adsLanguageOf("de")).toBe("de");
    expect(adsLanguageOf("pt-BR")).toBe("pt");
    expect(adsLanguageOf("EN_us")).toBe("en");
  });

  it("spells Hebrew, Filipino, Norwegian and Chinese the way Google does", () => {
    expect(adsLanguageOf("he")).toBe("iw");
    expect(adsLanguageOf("fil")).toBe("tl");
    expect(adsLanguageOf("nb")).toBe("no");
    expect(adsLanguageOf("zh")).toBe("zh_CN");
    expect(adsLanguageOf("zh-Hant")).toBe("zh_TW");
    expect(adsLanguageOf("zh-TW")).toBe("zh_TW");
  });

  it("answers null for a language Google Ads does not target", () => {
    expect(adsLanguageOf("eo")).toBeNull();
    expect(adsLanguageOf("")).toBeNull();
  });

  it("names a code for the dialog, and leaves an unknown one as it is", () => {
    expect(adsLanguageName("iw")).toBe("Hebrew");
    expect(adsLanguageName("xx")).toBe("xx");
  });
});
