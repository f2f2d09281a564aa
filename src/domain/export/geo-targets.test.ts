import { describe, expect, it } from "vitest";
import { countryTargets, geoTargetById, placeLabel, searchGeoTargets } from "./geo-targets.ts";

describe("R8-R9: countries as Google's geo target constants", () => {
  it("gives each country 2000 plus its ISO numeric code, as Google's geotargets file does", () => {
    expect(geoTargetById("2840")?.name).toBe("United States");
    expect(geoTargetById("2276")?.name).toBe("Germany");
    expect(geoTargetById("2250")?.name).toBe("France");
    expect(geoTargetById("2076")?.name).toBe("Brazil");
    expect(geoTargetById("2826")?.name).toBe("United Kingdom");
    expect(new Set(countryTargets.map((target) => target.id)).size).toBe(countryTargets.length);
  });

  it("leaves out the countries where Google Ads serves no ads", () => {
    expect(countryTargets.map((target) => target.code)).not.toContain("KP");
    expect(countryTargets.map((target) => target.code)).not.toContain("CU");
  });

  it("reads a known id by its name and anything else as typed", () => {
    expect(placeLabel("2756")).toBe("Switzerland");
    expect(placeLabel("Paris, Ile-de-France, France")).toBe("Paris, Ile-de-France, France");
    expect(placeLabel("1023191")).toBe("1023191");
  });
});

describe("search as you type", () => {
  it("puts names that start with the query first", () => {
    expect(searchGeoTargets("ger")[0]?.name).toBe("Germany");
    expect(searchGeoTargets("united").map((target) => target.name)).toEqual(expect.arrayContaining(["United States", "United Kingdom", "United Arab Emirates"]));
  });

  it("finds a word inside a name, codes, other names and names without their accents", () => {
    expect(searchGeoTargets("zealand")[0]?.name).toBe("New Zealand");
    expect(searchGeoTargets("usa")[0]?.name).toBe("United States");
    expect(searchGeoTargets("great britain")[0]?.name).toBe("United Kingdom");
    expect(searchGeoTargets("aland")[0]?.code).toBe("AX");
    expect(searchGeoTargets("turkiye")[0]?.code).toBe("TR");
  });

  it("answers nothing for a blank query and at most the limit", () => {
    expect(searchGeoTargets("  ")).toEqual([]);
    expect(searchGeoTargets("a", 5)).toHaveLength(5);
  });
});
