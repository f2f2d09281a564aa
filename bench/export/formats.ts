import {
  buildEditorRows,
  clipboardText,
  csvBytes,
  editorFileBytes,
  type ExportCampaign,
  spreadsheetPlan,
  workbookSheets,
} from "../../src/domain/export/index.ts";
import { xlsxBytes } from "../../src/server/export/xlsx-workbook.ts";

const clock = { now: new Date("2026-03-14T10:00:00Z"), timeZone: "UTC" };

/** Every format from the campaign, rows included, as the server and the browser each run it; answers the output's size. */
export const benchFormats: Record<string, (campaign: ExportCampaign) => Promise<number>> = {
  csv: async (campaign) => csvBytes(buildEditorRows(campaign, clock)).length,
  editor: async (campaign) => editorFileBytes(buildEditorRows(campaign, clock)).length,
  xlsx: async (campaign) => (await xlsxBytes(workbookSheets(buildEditorRows(campaign, clock)))).length,
  clipboard: async (campaign) => clipboardText(buildEditorRows(campaign, clock)).length,
  sheets: async (campaign) => JSON.stringify(spreadsheetPlan(campaign, buildEditorRows(campaign, clock), clock)).length,
};
