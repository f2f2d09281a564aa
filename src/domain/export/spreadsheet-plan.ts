import { campaignTypeFor, formatCampaignDate } from "../campaign-types/registry.ts";
import type { EditorColumn } from "./columns.ts";
import { type EditorRow, tableOf } from "./editor-row.ts";
import { type ExportClock, exportCampaignName } from "./editor-rows.ts";
import { editorCampaignTypes, type ExportCampaign } from "./export-campaign.ts";
import { csvLayout, rowsOf } from "./layouts.ts";

/** What the Google Sheets export writes (part 2, section 9), before any Sheets API call is shaped. */
export interface SpreadsheetPlan {
  /** The spreadsheet's title: campaign, type and date. */
  title: string;
  /** The one sheet, titled for the campaign type. */
  sheetTitle: string;
  /** Row 1: campaign, type and date in three cells. */
  titleRow: string[];
  /** Row 2, frozen with row 1 above it. */
  header: readonly EditorColumn[];
  rows: string[][];
}

/** The same rows and columns as the CSV, under a title row. */
export function spreadsheetPlan(campaign: ExportCampaign, rows: readonly EditorRow[], clock: ExportClock): SpreadsheetPlan {
  const type = campaignTypeFor(campaign.campaignType);
  const name = exportCampaignName(campaign, clock);
  const date = formatCampaignDate(clock.now, clock.timeZone);
  const [header = [], ...values] = tableOf(rowsOf(rows, csvLayout), csvLayout.columns);
  return {
    title: `${name} - ${type.label} - ${date}`,
    sheetTitle: editorCampaignTypes[type.id],
    titleRow: [name, type.label, date],
    header: header as EditorColumn[],
    rows: values,
  };
}
