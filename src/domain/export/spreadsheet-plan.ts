import { campaignTypeFor, formatCampaignDate } from "../campaign-types/registry.ts";
import type { EditorColumn } from "./columns.ts";
import { type EditorRow, exportTable } from "./editor-row.ts";
import { type ExportClock, exportCampaignName } from "./editor-rows.ts";
import type { ExportCampaign } from "./export-campaign.ts";

/** What the Google Sheets export writes, before any Sheets API call is shaped. */
export interface SpreadsheetPlan {
  /** The spreadsheet's title: campaign, type and date (EDITOR-IMPORT R48: not a row above the header). */
  title: string;
  /** The one sheet, titled for the campaign type. */
  sheetTitle: string;
  /** Row 1 (R1), frozen. */
  header: readonly EditorColumn[];
  rows: string[][];
}

/** The Editor file's rows and columns, the header in row 1. */
export function spreadsheetPlan(campaign: ExportCampaign, rows: readonly EditorRow[], clock: ExportClock): SpreadsheetPlan {
  const type = campaignTypeFor(campaign.campaignType);
  const name = exportCampaignName(campaign, clock);
  const date = formatCampaignDate(clock.now, clock.timeZone);
  const [header = [], ...values] = exportTable(rows);
  return {
    title: `${name} - ${type.label} - ${date}`,
    sheetTitle: type.editorExport.campaignType,
    header: header as EditorColumn[],
    rows: values,
  };
}
