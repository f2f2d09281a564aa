import { getCampaign } from "../campaigns/campaign-service.ts";
import type { Database } from "../db/client.ts";
import { HttpError } from "../http/errors.ts";
import { checkedForExport, type ExportCampaign, type ExportRequest, type ExportSettings, settingsProblem } from "../../domain/export/index.ts";
import { rememberedSettings, rememberSettings } from "./remembered-settings.ts";

export interface ExportSource {
  campaign: ExportCampaign;
  /** The dialog's choices, else the ad account's remembered ones, else none (Paused, nothing assumed). */
  settings: ExportSettings | null;
}

/**
 * The campaign an export request names: a saved one of the user's, or the editor's assets as sent.
 * The export check runs first: a campaign with a problem (a placeholder URL, two groups of one name,
 * an asset or keyword Google refuses) answers 400 naming each (`details.problems`), and no file is
 * written, unless the request asks to leave them out (`leaveOutProblems: true`) and download what is
 * valid; a problem that blocks (no business name, no ad left) is refused even then. Settings the
 * request carries are remembered for the campaign's ad account.
 */
export async function exportSourceOf(db: Database, userId: string, request: ExportRequest): Promise<ExportSource> {
  const { campaign: requested, accountId } = await requestedCampaign(db, userId, request);
  const checked = checkedForExport(requested, request.leaveOutProblems ?? false);
  if (!checked.ok) throw new HttpError(400, checked.message, { problems: checked.problems });
  const { campaign } = checked;
  const remembered = await rememberedSettings(db, userId, accountId);
  const settings = request.settings ?? remembered;
  const mismatch = settings ? settingsProblem(settings, campaign.campaignType) : null;
  if (mismatch) throw new HttpError(400, mismatch);
  if (request.settings) await rememberSettings(db, userId, accountId, withRemembered(request.settings, remembered));
  return { campaign, settings };
}

/** The campaign a request names, and the ad account whose remembered settings apply to it. */
export async function requestedCampaign(db: Database, userId: string, request: ExportRequest): Promise<{ campaign: ExportCampaign; accountId: string | null }> {
  const saved = "campaignId" in request ? await getCampaign(db, userId, request.campaignId) : null;
  const campaign = saved ?? ("campaign" in request ? request.campaign : null);
  if (!campaign) throw new HttpError(400, "Name a campaign to export");
  return { campaign, accountId: saved ? saved.accountId : "accountId" in request ? (request.accountId ?? null) : null };
}

/**
 * An Update-ads export asks for no campaign settings; what the user chose for new campaigns stays
 * remembered beside the mode, so switching back finds it.
 */
function withRemembered(sent: ExportSettings, remembered: ExportSettings | null): ExportSettings {
  if (sent.mode === "new" || !remembered) return sent;
  const defined = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
  return { ...remembered, ...defined, mode: "update" };
}
