import { describe, expect, it } from "vitest";
import { csvColumns, editorFileColumns } from "./columns.ts";
import { quoteField } from "./delimited.ts";
import { buildEditorRows } from "./editor-rows.ts";
import { tableOf } from "./editor-row.ts";
import { csvBytes, csvText, editorFileBytes, editorFileText } from "./file-formats.ts";
import { csvLayout, editorFileLayout, rowsOf } from "./layouts.ts";
import { parseDelimited } from "./testing/parse-delimited.ts";
import { demandGenSample, exportClock, performanceMaxSample, searchSample } from "./testing/sample-campaigns.ts";

const blanks = (count: number) => Array.from({ length: count }, () => "");

const expectedCsvHeader = [
  "Campaign",
  "Campaign Type",
  "Campaign Status",
  "Budget",
  "Languages",
  "Ad Group",
  "Asset Group",
  "Keyword",
  "Criterion Type",
  "Ad type",
  ...Array.from({ length: 15 }, (_, index) => `Headline ${index + 1}`),
  ...Array.from({ length: 5 }, (_, index) => `Long headline ${index + 1}`),
  ...Array.from({ length: 5 }, (_, index) => `Description ${index + 1}`),
  "Final URL",
  "Business name",
  "Link Text",
  "Description Line 1",
  "Description Line 2",
  "Device Preference",
  "Callout text",
];

const samples = [
  ["Search", searchSample],
  ["Performance Max", performanceMaxSample],
  ["Demand Gen", demandGenSample],
] as const;

describe("quoting", () => {
  it("quotes values with commas, quotes or line breaks, doubling the quotes, and leaves the rest alone", () => {
    expect(quoteField("plain text", ",")).toBe("plain text");
    expect(quoteField("a, b", ",")).toBe('"a, b"');
    expect(quoteField('say "hi"', ",")).toBe('"say ""hi"""');
    expect(quoteField("two\nlines", ",")).toBe('"two\nlines"');
    expect(quoteField("cr\rhere", ",")).toBe('"cr\rhere"');
    expect(quoteField("Crème brûlée 東京", ",")).toBe("Crème brûlée 東京");
    expect(quoteField("a, b", "\t")).toBe("a, b");
    expect(quoteField("a\tb", "\t")).toBe('"a\tb"');
  });
});

describe("the CSV for Google Ads Editor and spreadsheets", () => {
  it("has the 42 columns in Editor's vocabulary", () => {
    expect(csvColumns).toEqual(expectedCsvHeader);
    expect(new Set(csvColumns).size).toBe(42);
  });

  it("writes the Search campaign's lines exactly", () => {
    const lines = csvText(buildEditorRows(searchSample, exportClock));
    const [header, campaign] = lines.split("\r\n");
    expect(header).toBe(expectedCsvHeader.join(","));
    expect(campaign).toBe(['"Café ""Zoë"", Paris"', "Search", "Enabled", "50", "All", ...blanks(37)].join(","));
    const ad = [
      '"Café ""Zoë"", Paris"',
      ...blanks(4),
      '"Pâtisserie, fraîche"',
      ...blanks(3),
      "Responsive search ad",
      "Fresh Croissants Daily",
      '"The ""Best"" Café"',
      "東京のカフェ",
      ...blanks(12 + 5),
      '"Baked at dawn, served warm.\nOrder ahead online."',
      '"Crème brûlée, tarte Tatin and more"',
      ...blanks(3),
      '"https://cafe.example/menu?a=1,b=2"',
      ...blanks(6),
    ].join(",");
    expect(lines).toContain(`\r\n${ad}\r\n`);
    const sitelink = ['"Café ""Zoë"", Paris"', ...blanks(34), "https://cafe.example/menu", "", "Menu", '"Croissants, tarts"', '"Coffee ""to go"""', "All", ""].join(",");
    expect(lines).toContain(`\r\n${sitelink}\r\n`);
    expect(lines.endsWith(`\r\n${['"Café ""Zoë"", Paris"', ...blanks(40), '"Open, Daily"'].join(",")}\r\n`)).toBe(true);
  });

  it.each(samples)("%s: reads back to the same table, 42 cells a row, with a UTF-8 byte-order mark", (_label, sample) => {
    const rows = buildEditorRows(sample, exportClock);
    const bytes = csvBytes(rows);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: false }).decode(bytes);
    expect(text).toBe(csvText(rows));
    const table = parseDelimited(text, ",");
    expect(table).toEqual(tableOf(rowsOf(rows, csvLayout), csvColumns));
    for (const row of table) expect(row).toHaveLength(42);
  });

  it("leaves search themes out: they have no column among the 42", () => {
    const text = csvText(buildEditorRows(performanceMaxSample, exportClock));
    expect(text).not.toContain("コーヒー豆");
    expect(parseDelimited(text, ",").map((row) => row[1] || row[6] || row[37] || row[41])).toEqual(["Campaign Type", "Performance Max", "Default Asset Group", "Shop", "Gratis Versand"]);
  });

  it("writes accents and CJK as UTF-8 bytes", () => {
    const bytes = csvBytes(buildEditorRows(demandGenSample, exportClock));
    const needle = new TextEncoder().encode("春のセール");
    const haystack = Buffer.from(bytes);
    expect(haystack.indexOf(Buffer.from(needle))).toBeGreaterThan(3);
  });
});

describe("the Google Ads Editor file", () => {
  it("is UTF-16 little-endian with a byte-order mark, tab-separated, CRLF lines", () => {
    const rows = buildEditorRows(searchSample, exportClock);
    const bytes = editorFileBytes(rows);
    expect([...bytes.slice(0, 2)]).toEqual([0xff, 0xfe]);
    expect(bytes.length).toBe(2 + editorFileText(rows).length * 2);
    // 'C' of 'Campaign' is 0x43 0x00 in UTF-16 LE; '東' (U+6771) is 0x71 0x67.
    expect([...bytes.slice(2, 4)]).toEqual([0x43, 0x00]);
    const text = new TextDecoder("utf-16le").decode(bytes.slice(2));
    expect(text).toBe(editorFileText(rows));
    expect(text.split("\r\n")[0]).toBe(editorFileColumns.join("\t"));
    expect(Buffer.from(bytes).indexOf(Buffer.from([0x71, 0x67]))).toBeGreaterThan(0);
  });

  it.each(samples)("%s: reads back to the same table, every Editor column on every row", (_label, sample) => {
    const rows = buildEditorRows(sample, exportClock);
    const table = parseDelimited(new TextDecoder("utf-16le").decode(editorFileBytes(rows).slice(2)), "\t");
    expect(table).toEqual(tableOf(rowsOf(rows, editorFileLayout), editorFileColumns));
    for (const row of table) expect(row).toHaveLength(editorFileColumns.length);
  });

  it("carries what the CSV leaves out: budget type, EU political ads, ad group status, pins and search themes", () => {
    expect(editorFileColumns).toHaveLength(65);
    expect(editorFileColumns.filter((column) => !csvColumns.includes(column))).toEqual([
      "Budget type",
      "EU political ads",
      "Ad Group Status",
      "Search theme",
      ...Array.from({ length: 15 }, (_, index) => `Headline ${index + 1} position`),
      ...Array.from({ length: 4 }, (_, index) => `Description ${index + 1} position`),
    ]);
    const search = parseDelimited(editorFileText(buildEditorRows(searchSample, exportClock)), "\t");
    const header = search[0] ?? [];
    const ad = search.find((row) => row.includes("Responsive search ad")) ?? [];
    expect(ad[header.indexOf("Headline 1")]).toBe("Fresh Croissants Daily");
    expect(ad[header.indexOf("Headline 1 position")]).toBe("1");
    expect(ad[header.indexOf("Headline 3 position")]).toBe("2");
    expect(ad[header.indexOf("Description 2 position")]).toBe("1");
    const pmax = editorFileText(buildEditorRows(performanceMaxSample, exportClock));
    expect(pmax).toContain("\tコーヒー豆\t");
    expect(pmax).toContain('\tKaffee, Bohnen\t');
  });
});
