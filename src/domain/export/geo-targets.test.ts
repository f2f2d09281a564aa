import { describe, expect, it } from "vitest";
import { buildEditorRows } from "./editor-rows.ts";
import type { ExportSettings } from "./export-settings.ts";
import { cityTargets, countryTargets, geoTargetById, placeLabel, regionTargets, searchGeoTargets } from "./geo-targets.ts";
import { exportClock, searchSample } from "../../../test/support/domain/sample-campaigns.ts";

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
    expect(placeLabel("Lyon, Auvergne-Rhone-Alpes, France")).toBe("Lyon, Auvergne-Rhone-Alpes, France");
    expect(placeLabel("1006219000")).toBe("1006219000");
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

describe("R8-R9: major cities as Google's geo target constants, from Google's geotargets file", () => {
  it("holds each city under the id, name and region of its row in Google's file", () => {
    expect(["1023191", "1013962", "1016367", "1003854", "1006094", "1001773", "1000286", "1002451"].map((id) => geoTargetById(id)?.label)).toEqual([
      "New York, New York, United States",
      "Los Angeles, California, United States",
      "Chicago, Illinois, United States",
      "Berlin, Berlin, Germany",
      "Paris, Ile-de-France, France",
      "Sao Paulo, State of Sao Paulo, Brazil",
      "Sydney, New South Wales, Australia",
      "Toronto, Ontario, Canada",
    ]);
    expect(geoTargetById("1006886")?.type).toBe("City");
    expect(new Set(cityTargets.map((target) => target.id)).size).toBe(cityTargets.length);
    // Every city's country is one an export can target, and no city id is a country's or region's.
    expect(cityTargets.filter((target) => target.label.split(", ").length < 3)).toEqual([]);
    const others = new Set([...countryTargets, ...regionTargets].map((target) => target.id));
    expect(cityTargets.filter((target) => others.has(target.id))).toEqual([]);
  });

  it("tells apart two cities of one name by their region and country", () => {
    expect(searchGeoTargets("london").map((target) => [target.id, target.label])).toEqual([
      ["1002325", "London, Ontario, Canada"],
      ["1006886", "London, England, United Kingdom"],
    ]);
  });

  it("is written as the city's Location ID row", () => {
    const london = searchGeoTargets("london").find((target) => target.code === "GB");
    const settings: ExportSettings = {
      status: "Paused",
      budget: 25,
      budgetType: "Daily",
      bidStrategy: "Maximize clicks",
      networks: ["Google search"],
      languages: ["en"],
      locations: [london?.id ?? "", searchGeoTargets("são paulo")[0]?.id ?? ""],
      euPoliticalAds: false,
      mode: "new",
    };
    const rows = buildEditorRows(searchSample, exportClock, settings).filter((row) => row.kind === "location");
    expect(rows.map((row) => row.cells["Location ID"])).toEqual(["1006886", "1001773"]);
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

  it("finds cities after the countries and regions of the same rank, without their accents", () => {
    expect(searchGeoTargets("berlin").map((target) => `${target.label} · ${target.type}`)).toEqual(["Berlin, Germany · State", "Berlin, Berlin, Germany · City"]);
    expect(searchGeoTargets("new york").map((target) => target.label).slice(0, 2)).toEqual(["New York, United States", "New York, New York, United States"]);
    expect(searchGeoTargets("são paulo")[0]?.label).toBe("Sao Paulo, State of Sao Paulo, Brazil");
    expect(searchGeoTargets("paris").map((target) => target.label)).toEqual(["Paris, Ile-de-France, France"]);
    expect(searchGeoTargets("toro")[0]?.label).toBe("Toronto, Ontario, Canada");
  });

  it("answers nothing for a blank query and at most the limit", () => {
    expect(searchGeoTargets("  ")).toEqual([]);
    expect(searchGeoTargets("a", 5)).toHaveLength(5);
  });
});
