import { campaignTypeFor, formatCampaignDate } from "../campaign-types/registry.ts";
import { campaignRows } from "./campaign-rows.ts";
import { singleLine } from "./cell-hygiene.ts";
import type { Cells, EditorRow } from "./editor-row.ts";
import type { ExportCampaign } from "./export-campaign.ts";
import type { ExportSettings } from "./export-settings.ts";

export interface ExportClock {
  now: Date;
  /** The user's zone, so a date in a name is the day they see. */
  timeZone?: string;
}

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

/**
 * Update mode (R38) writes what the ads are made of, not the campaign and ad group settings, so a second
 * export of a live campaign changes its ads and leaves its status, budget and targeting to Editor.
 */
const updateModeKinds: ReadonlySet<EditorRow["kind"]> = new Set(["ad", "assetGroup", "sitelink", "callout"]);

/** An asset group's status is a setting like the campaign's: Update mode leaves the live one alone (R38). */
function withoutStatus(row: EditorRow): EditorRow {
  const { "Asset Group Status": _status, ...cells } = row.cells;
  return { kind: row.kind, cells };
}

/**
 * Every row of the campaign, built once (R40); each format only encodes them. Without settings the
 * campaign is Paused and carries nothing else of ours.
 */
export function buildEditorRows(campaign: ExportCampaign, clock: ExportClock, settings: ExportSettings | null = null): EditorRow[] {
  const type = campaignTypeFor(campaign.campaignType);
  const campaignSettings = settings?.mode === "new" ? settings : null;
  const rows = campaignRows(type, campaign, exportCampaignName(campaign, clock), campaignSettings);
  const chosen = settings?.mode === "update" ? rows.filter((row) => updateModeKinds.has(row.kind)).map(withoutStatus) : rows;
  return chosen.map(singleLineCells);
}
