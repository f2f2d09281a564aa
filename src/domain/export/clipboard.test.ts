import { describe, expect, it } from "vitest";
import { clipboardText } from "./clipboard.ts";
import { buildEditorRows } from "./editor-rows.ts";
import { demandGenSample, exportClock, performanceMaxSample, searchSample } from "./testing/sample-campaigns.ts";

const blanks = (count: number) => Array.from({ length: count }, () => "");
const numbered = (label: string, count: number) => Array.from({ length: count }, (_, index) => `${label} ${index + 1}`);

describe("the clipboard for Google Ads Editor's 'Make multiple changes'", () => {
  it("Search: a responsive search ad row with Campaign, Ad Group, Ad type, Labels, 15 headlines, 4 descriptions and pins", () => {
    const [header, ad, extra] = clipboardText(buildEditorRows(searchSample, exportClock), "search").split("\n");
    expect(header).toBe(
      [
        "Campaign",
        "Ad Group",
        "Ad type",
        "Labels",
        ...Array.from({ length: 15 }, (_, index) => [`Headline ${index + 1}`, `Headline ${index + 1} position`]).flat(),
        ...Array.from({ length: 4 }, (_, index) => [`Description ${index + 1}`, `Description ${index + 1} position`]).flat(),
        "Final URL",
      ].join("\t"),
    );
    expect(ad).toBe(
      [
        'Café "Zoë", Paris',
        "Pâtisserie, fraîche",
        "Responsive search ad",
        "",
        "Fresh Croissants Daily",
        "1",
        'The "Best" Café',
        "",
        "東京のカフェ",
        "2",
        ...blanks(24),
        "Baked at dawn, served warm. Order ahead online.",
        "",
        "Crème brûlée, tarte Tatin and more",
        "1",
        ...blanks(4),
        "https://cafe.example/menu?a=1,b=2",
      ].join("\t"),
    );
    expect(extra).toBeUndefined();
  });

  it("Performance Max: the asset group row with 15 headlines, 5 long headlines, 5 descriptions, business name and Final URL", () => {
    const [header, row] = clipboardText(buildEditorRows(performanceMaxSample, exportClock), "performance_max").split("\n");
    expect(header).toBe(["Campaign", "Asset Group", ...numbered("Headline", 15), ...numbered("Long headline", 5), ...numbered("Description", 5), "Business name", "Final URL"].join("\t"));
    expect(row).toBe(
      [
        "Kaffeerösterei Müller",
        "Default Asset Group",
        "Frisch Geröstet",
        "Bohnen, Direkt",
        "東京でも",
        ...blanks(12),
        'Der "beste" Kaffee aus Hamburg',
        ...blanks(4),
        "Röstfrisch geliefert.",
        "Zweizeilig beschrieben",
        ...blanks(3),
        "Müller, Röster",
        "https://kaffee.example/shop",
      ].join("\t"),
    );
  });

  it("Demand Gen: 'Demand Gen image ad' rows", () => {
    const [header, row] = clipboardText(buildEditorRows(demandGenSample, exportClock), "demand_gen").split("\n");
    expect(header).toBe(["Campaign", "Ad Group", "Ad type", ...numbered("Headline", 5), ...numbered("Long headline", 5), ...numbered("Description", 5), "Business name", "Final URL"].join("\t"));
    expect(row?.split("\t").slice(0, 5)).toEqual(["春のセール, 2026", 'Audience "A"', "Demand Gen image ad", "春の新作", "Étoile, Spring"]);
    expect(row).toContain("\tNew arrivals, daily\t");
  });
});
