import {
  buildEditorRows,
  csvBytes,
  editorFileBytes,
  type ExportCampaign,
  type ExportClock,
  type ExportSettings,
  exportCampaignName,
  type FileExportFormat,
  fileExportTypes,
  workbookSheets,
} from "../../domain/export/index.ts";
import { xlsxBytes } from "./xlsx-workbook.ts";

export interface ExportFile {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  fileName: string;
}

/** One campaign as one file: the domain builds the rows once, the format only encodes them. */
export async function exportFile(format: FileExportFormat, campaign: ExportCampaign, clock: ExportClock, settings: ExportSettings | null = null): Promise<ExportFile> {
  const rows = buildEditorRows(campaign, clock, settings);
  const bytes = format === "csv" ? csvBytes(rows) : format === "editor" ? editorFileBytes(rows) : await xlsxBytes(workbookSheets(rows));
  const { contentType, fileName } = fileExportTypes[format];
  return { bytes, contentType, fileName: fileName(exportCampaignName(campaign, clock)) };
}
