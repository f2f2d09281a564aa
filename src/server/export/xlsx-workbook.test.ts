import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { buildEditorRows, workbookSheets } from "../../domain/export/index.ts";
import { demandGenSample, exportClock, performanceMaxSample, searchSample } from "../../../test/support/domain/sample-campaigns.ts";
import { cellValue, xlsxBytes } from "./xlsx-workbook.ts";

async function readBack(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.slice().buffer);
  return workbook;
}

const cellText = (value: ExcelJS.CellValue) => (value === null || value === undefined ? "" : String(value));

describe("the XLSX export, read back with exceljs", () => {
  it.each([
    ["Search", searchSample],
    ["Performance Max", performanceMaxSample],
    ["Demand Gen", demandGenSample],
  ] as const)("%s: every sheet holds exactly the domain's rows under its header", async (_label, sample) => {
    const sheets = workbookSheets(buildEditorRows(sample, exportClock));
    const workbook = await readBack(await xlsxBytes(sheets));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(sheets.map((sheet) => sheet.name));
    for (const plan of sheets) {
      const sheet = workbook.getWorksheet(plan.name);
      if (!sheet) throw new Error(`missing sheet ${plan.name}`);
      const table: string[][] = [];
      for (let rowNumber = 1; rowNumber <= sheet.rowCount; rowNumber++) {
        const row = sheet.getRow(rowNumber);
        table.push(plan.columns.map((_, index) => cellText(row.getCell(index + 1).value)));
      }
      expect(table).toEqual([plan.columns, ...plan.rows.map((row) => row.map((value) => cellValue(value) ?? ""))]);
    }
  });

  it("freezes and formats each header row and sizes the columns to their text", async () => {
    const sheets = workbookSheets(buildEditorRows(searchSample, exportClock));
    const workbook = await readBack(await xlsxBytes(sheets));
    const ads = workbook.getWorksheet("Ads");
    expect(ads?.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(ads?.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(ads?.getRow(1).getCell(1).fill).toMatchObject({ type: "pattern", pattern: "solid" });
    const description = (ads?.getRow(1).values as ExcelJS.CellValue[]).indexOf("Description 1");
    expect(ads?.getColumn(description).width).toBe("Baked at dawn, served warm.\nOrder ahead online.".length + 2);
    expect(ads?.getColumn(1).width).toBeGreaterThanOrEqual(10);
    expect(ads?.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.String);
  });

  it("writes a blank as no cell at all", () => {
    expect(cellValue("")).toBeNull();
    expect(cellValue("Crème")).toBe("Crème");
  });

  it("keeps a value that looks like a formula as text", async () => {
    const rows = buildEditorRows({ ...searchSample, name: "=HYPERLINK(\"x\")" }, exportClock);
    const workbook = await readBack(await xlsxBytes(workbookSheets(rows)));
    const cell = workbook.getWorksheet("Campaigns")?.getRow(2).getCell(1);
    expect(cell?.type).toBe(ExcelJS.ValueType.String);
    expect(cell?.value).toBe('=HYPERLINK("x")');
  });
});
