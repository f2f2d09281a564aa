import { campaignTypeFor, formatCampaignDate } from "../campaign-types/registry.ts";
import type { CampaignTypeDescriptor, CampaignTypeId } from "../campaign-types/descriptor.ts";
import { singleLine } from "./cell-hygiene.ts";
import { demandGenRows } from "./demand-gen-rows.ts";
import type { Cells, EditorRow } from "./editor-row.ts";
import type { ExportCampaign } from "./export-campaign.ts";
import { performanceMaxRows } from "./performance-max-rows.ts";
import { searchRows } from "./search-rows.ts";

export interface ExportClock {
  now: Date;
  /** The user's zone, so a date in a name is the day they see. */
  timeZone?: string;
}

const rowBuilders: Record<CampaignTypeId, (type: CampaignTypeDescriptor, campaign: ExportCampaign, name: string) => EditorRow[]> = {
  search: searchRows,
  performance_max: performanceMaxRows,
  demand_gen: demandGenRows,
};

/** The campaign's name, else part 2, section 9's 'Campaign - {date}'. */
export function exportCampaignName(campaign: Pick<ExportCampaign, "name">, clock: ExportClock): string {
  return campaign.name.trim() || `Campaign - ${formatCampaignDate(clock.now, clock.timeZone)}`;
}

/** Every cell one line (EDITOR-IMPORT R41); a cell that comes out blank is no cell, which Editor reads as 'no change'. */
function singleLineCells(row: EditorRow): EditorRow {
  const cells: Cells = {};
  for (const [column, value] of Object.entries(row.cells) as [keyof Cells, string][]) {
    const line = singleLine(value);
    if (line) cells[column] = line;
  }
  return { kind: row.kind, cells };
}

/** Every row of the campaign, built once (R40); each format only encodes them. */
export function buildEditorRows(campaign: ExportCampaign, clock: ExportClock): EditorRow[] {
  const type = campaignTypeFor(campaign.campaignType);
  return rowBuilders[type.id](type, campaign, exportCampaignName(campaign, clock)).map(singleLineCells);
}
