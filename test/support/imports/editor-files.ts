import { buildEditorRows, csvBytes, editorFileBytes, type ExportCampaign } from "../../../src/domain/export/index.ts";
import { utf16leWithBom } from "../../../src/domain/export/file-encoding.ts";
import { exportClock } from "../domain/sample-campaigns.ts";

/**
 * Google Ads Editor files for the import's tests and benchmark, written here (by the product's exporter or
 * as text) so no third-party file sits in the repo and `npm test` needs nothing outside it.
 */
export type EditorEncoding = "editor" | "csv";

export function exportedFile(campaigns: readonly ExportCampaign[], encoding: EditorEncoding = "editor"): Uint8Array<ArrayBuffer> {
  const rows = campaigns.flatMap((campaign) => buildEditorRows(campaign, exportClock));
  return encoding === "editor" ? editorFileBytes(rows) : csvBytes(rows);
}

/** A search campaign under another name, so one sample makes many campaigns. */
export const renamed = (campaign: ExportCampaign, name: string): ExportCampaign => ({ ...campaign, name, formData: { ...campaign.formData, campaignName: name } });

const largeHeader = ["Campaign", "Campaign Type", "Ad Group", "Keyword", "Criterion Type", "Ad type", "Headline 1", "Headline 2", "Headline 3", "Description 1", "Description 2", "Final URL"];

/**
 * The lines of a large Editor file, one at a time: `campaigns` Search campaigns of 10 ad groups, each group
 * with one responsive search ad and keywords, until `rows` rows. Lines, not one string, so a benchmark can
 * stream them without building the file in memory.
 */
export function* largeEditorLines(rows: number, campaigns = Math.max(1, Math.round(rows / 500))): Generator<string> {
  yield largeHeader.join("\t");
  const perCampaign = Math.ceil(rows / campaigns);
  const matchTypes = ["Broad", "Phrase", "Exact", "Negative Phrase"];
  let written = 0;
  for (let c = 0; c < campaigns && written < rows; c++) {
    const campaign = `Bulk Campaign ${c + 1}`;
    yield [campaign, "Search", "", "", "", "", "", "", "", "", "", ""].join("\t");
    written++;
    for (let n = 1; n < perCampaign && written < rows; n++, written++) {
      const group = `Group ${(n % 10) + 1}`;
      if (n <= 10) yield [campaign, "", group, "", "", "Responsive search ad", `Headline ${n} A`, `Headline ${n} B`, `Headline ${n} C`, "A description of the offer.", "Another line, with a comma.", `https://bulk.example/${c}/${n}`].join("\t");
      else yield [campaign, "", group, `keyword ${c} ${n}`, matchTypes[n % matchTypes.length] ?? "Broad", "", "", "", "", "", "", ""].join("\t");
    }
  }
}

export const largeEditorText = (rows: number, campaigns?: number) => `${[...largeEditorLines(rows, campaigns)].join("\r\n")}\r\n`;
export const largeEditorFile = (rows: number, campaigns?: number) => utf16leWithBom(largeEditorText(rows, campaigns));
