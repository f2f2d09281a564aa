import { describe, expect, it } from "vitest";
import { countryTargets, geoTargetById, placeLabel, regionTargets, searchGeoTargets } from "./geo-targets.ts";

describe("R8-R9: countries as Google's geo target constants", () => {
  it("gives each country 2000 plus its ISO numeric code, as Google's geotargets file does", () => {
    expect(geoTargetById("2840")?.name).toBe("United States");
    expect(geoTargetById("2276")?.name).toBe("Germany");
    expect(geoTargetById("2250")?.name).toBe("France");
    expect(geoTargetById("2076")?.name).toBe("Brazil");
    expect(geoTargetById("2826")?.name).toBe("United Kingdom");
    // Where Google's file departs from 2000 + ISO: Sudan keeps its code from before South Sudan, Kosovo has none.
    expect(geoTargetById("2736")?.name).toBe("Sudan");
    expect(geoTargetById("2900")?.name).toBe("Kosovo");
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

describe("R8-R9: regions as Google's geo target constants, from Google's geotargets file", () => {
  it("holds the states, provinces and prefectures of Google's file under their own ids and types", () => {
    expect([geoTargetById("21137"), geoTargetById("20229"), geoTargetById("20636"), geoTargetById("20278")].map((target) => [target?.label, target?.type])).toEqual([
      ["California, United States", "State"],
      ["Bavaria, Germany", "State"],
      ["Tokyo, Japan", "Prefecture"],
      ["Catalonia, Spain", "Autonomous Community"],
    ]);
    expect(regionTargets.filter((target) => target.code === "US")).toHaveLength(51);
    expect(regionTargets.filter((target) => target.code === "DE")).toHaveLength(16);
    expect(new Set(regionTargets.map((target) => target.id)).size).toBe(regionTargets.length);
    // Every region's country is one an export can target, so every label names it.
    expect(regionTargets.filter((target) => !target.label.includes(", "))).toEqual([]);
  });

  it("reads a region id as the region and its country", () => {
    expect(placeLabel("20035")).toBe("New South Wales, Australia");
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
    expect(searchGeoTargets("curacao")[0]?.code).toBe("CW");
    expect(searchGeoTargets("turkiye")[0]?.code).toBe("TR");
  });

  it("finds regions after the countries that match as well", () => {
    expect(searchGeoTargets("bava")[0]?.label).toBe("Bavaria, Germany");
    expect(searchGeoTargets("new south")[0]?.label).toBe("New South Wales, Australia");
    expect(searchGeoTargets("georgia").map((target) => target.label).slice(0, 2)).toEqual(["Georgia", "Georgia, United States"]);
  });

  it("answers nothing for a blank query and at most the limit", () => {
    expect(searchGeoTargets("  ")).toEqual([]);
    expect(searchGeoTargets("a", 5)).toHaveLength(5);
  });
});
