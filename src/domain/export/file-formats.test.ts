import { describe, expect, it } from "vitest";
import { clipboardText } from "./clipboard.ts";
import { editorColumns } from "./columns.ts";
import { quoteField } from "./delimited.ts";
import { buildEditorRows } from "./editor-rows.ts";
import { exportTable } from "./editor-row.ts";
import type { ExportCampaign } from "./export-campaign.ts";
import { csvBytes, csvText, editorFileBytes, editorFileText } from "./file-formats.ts";
import { spreadsheetPlan } from "./spreadsheet-plan.ts";
import { parseDelimited } from "../../../test/support/domain/parse-delimited.ts";
import { demandGenSample, exportClock, performanceMaxSample, searchSample } from "../../../test/support/domain/sample-campaigns.ts";

const samples = [
  ["Search", searchSample],
  ["Performance Max", performanceMaxSample],
  ["Demand Gen", demandGenSample],
] as const;

const editorFileTable = (rows: ReturnType<typeof buildEditorRows>) => parseDelimited(new TextDecoder("utf-16le").decode(editorFileBytes(rows).slice(2)), "\t");

describe("R1-R2: the header is row 1, in a real Editor export's spellings", () => {
  it("starts with the campaign settings, then groups, keywords, ads and assets", () => {
    expect(editorColumns.slice(0, 20)).toEqual([
      "Campaign",
      "Campaign Type",
      "Campaign Status",
      "Budget",
      "Budget type",
      "Bid Strategy Type",
      "Target CPA",
      "Target ROAS",
      "Networks",
      "Languages",
      "EU political ads",
      "Location",
      "Location ID",
      "Ad Group",
      "Ad Group Status",
      "Asset Group",
      "Asset Group Status",
      "Keyword",
      "Criterion Type",
      "Ad type",
    ]);
    expect(editorColumns).toContain("Headline 15 position");
    expect(editorColumns).toContain("Description 4 position");
    expect(editorColumns).not.toContain("Device Preference");
    expect(new Set(editorColumns).size).toBe(editorColumns.length);
    const [header] = parseDelimited(csvText(buildEditorRows(searchSample, exportClock)), ",");
    expect(header).toEqual(editorColumns);
  });
});

describe("R40: every format carries the same rows and columns, built once", () => {
  it.each(samples)("%s: the Editor file, the CSV, the clipboard and the Sheets plan read back to one table", (_label, sample) => {
    const rows = buildEditorRows(sample, exportClock);
    const table = exportTable(rows);
    expect(editorFileTable(rows)).toEqual(table);
    expect(parseDelimited(csvText(rows), ",")).toEqual(table);
    expect(
      clipboardText(rows)
        .split("\n")
        .map((line) => line.split("\t")),
    ).toEqual(table);
    const plan = spreadsheetPlan(sample, rows, exportClock);
    expect([plan.header, ...plan.rows]).toEqual(table);
    for (const row of table) expect(row).toHaveLength(editorColumns.length);
  });

  it("keeps pins and match types in the CSV too", () => {
    const search = csvText(buildEditorRows(searchSample, exportClock));
    const table = parseDelimited(search, ",");
    const header = table[0] ?? [];
    const ad = table.find((row) => row.includes("Responsive search ad")) ?? [];
    expect(ad[header.indexOf("Headline 1 position")]).toBe("1");
    expect(ad[header.indexOf("Description 2 position")]).toBe("1");
    expect(table.filter((row) => row[header.indexOf("Keyword")]).map((row) => row[header.indexOf("Criterion Type")])).toEqual([
      "Criterion Type",
      "Broad",
      "Phrase",
      "Exact",
      "Negative Broad",
      "Exact",
    ]);
    expect(csvText(buildEditorRows(performanceMaxSample, exportClock))).toContain(",東京でも,");
  });
});

describe("R5: the Editor file is UTF-16 LE with a byte-order mark, tab-separated, CRLF", () => {
  it("writes Editor's own bytes and quotes tabs, quotes and commas", () => {
    const rows = buildEditorRows(searchSample, exportClock);
    const bytes = editorFileBytes(rows);
    expect([...bytes.slice(0, 2)]).toEqual([0xff, 0xfe]);
    expect(bytes.length).toBe(2 + editorFileText(rows).length * 2);
    // 'C' of 'Campaign' is 0x43 0x00 in UTF-16 LE; '東' (U+6771) is 0x71 0x67.
    expect([...bytes.slice(2, 4)]).toEqual([0x43, 0x00]);
    expect(Buffer.from(bytes).indexOf(Buffer.from([0x71, 0x67]))).toBeGreaterThan(0);
    const text = new TextDecoder("utf-16le").decode(bytes.slice(2));
    expect(text.split("\r\n")[0]).toBe(editorColumns.join("\t"));
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text).toContain('"Café ""Zoë"", Paris"\tSearch\tPaused\t');
  });

  it("quotes values with the delimiter, quotes or line breaks, doubling the quotes, and leaves the rest alone", () => {
    expect(quoteField("plain text", ",")).toBe("plain text");
    expect(quoteField("a, b", ",")).toBe('"a, b"');
    expect(quoteField('say "hi"', ",")).toBe('"say ""hi"""');
    expect(quoteField("two\nlines", ",")).toBe('"two\nlines"');
    expect(quoteField("Crème brûlée 東京", ",")).toBe("Crème brûlée 東京");
    expect(quoteField("a, b", "\t")).toBe('"a, b"');
    expect(quoteField("a\tb", "\t")).toBe('"a\tb"');
  });
});

describe("R6: the CSV is UTF-8 with a byte-order mark, comma-separated", () => {
  it("writes accents and CJK as UTF-8 bytes after the mark", () => {
    const rows = buildEditorRows(demandGenSample, exportClock);
    const bytes = csvBytes(rows);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: false }).decode(bytes)).toBe(csvText(rows));
    expect(Buffer.from(bytes).indexOf(Buffer.from(new TextEncoder().encode("春のセール")))).toBeGreaterThan(3);
  });
});

describe("R41-R42: one-line cells everywhere; formulas neutralised in the CSV only", () => {
  const risky: ExportCampaign = {
    ...searchSample,
    adGroups: [
      {
        name: "Deals",
        keywords: ["-free"],
        ads: [{ finalUrl: "https://deals.example/", assets: { headlines: ["-50% Today Only", "Two\tcolumns\r\nthree lines"], descriptions: ["@home delivery"] } }],
      },
    ],
  };

  it("writes no tab or line break inside any cell of any format", () => {
    const rows = buildEditorRows(risky, exportClock);
    for (const row of exportTable(rows)) for (const cell of row) expect(cell).not.toMatch(/[\t\r\n]/);
    expect(editorFileTable(rows).find((row) => row.includes("Responsive search ad"))).toContain("Two columns three lines");
  });

  it("puts an apostrophe before a leading - or @ in the CSV, and keeps the Editor file and clipboard literal", () => {
    const rows = buildEditorRows(risky, exportClock);
    const csv = parseDelimited(csvText(rows), ",");
    const csvAd = csv.find((row) => row.includes("Responsive search ad")) ?? [];
    expect(csvAd).toContain("'-50% Today Only");
    expect(csvAd).toContain("'@home delivery");
    const editorAd = editorFileTable(rows).find((row) => row.includes("Responsive search ad")) ?? [];
    expect(editorAd).toContain("-50% Today Only");
    expect(editorAd).toContain("@home delivery");
    expect(clipboardText(rows)).toContain("\t-50% Today Only\t");
    // The keyword is bare text with its sign in the criterion type, so nothing starts with '-' there.
    expect(csv.find((row) => row.includes("Negative Broad"))).toContain("free");
  });
});
