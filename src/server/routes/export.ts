import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import {
  buildEditorRows,
  exportCampaignName,
  exportMessages,
  exportRequestSchema,
  isFileExportFormat,
  sheetsExportRequestSchema,
  spreadsheetPlan,
} from "../../domain/export/index.ts";
import type { Database } from "../db/client.ts";
import { attachmentHeader } from "../export/content-disposition.ts";
import { exportSourceOf, requestedCampaign } from "../export/export-source.ts";
import { rememberedSettings } from "../export/remembered-settings.ts";
import { type ExportSettingsOffer, suggestedLanguages } from "../export/settings-offer.ts";
import { exportFile } from "../export/file-export.ts";
import { type GoogleConfig, googleConfigured, sheetsScope } from "../export/google-config.ts";
import { exportToGoogleSheets, SheetsExportError } from "../export/google-sheets.ts";
import type { AppEnv } from "../http/app-env.ts";
import { HttpError } from "../http/errors.ts";
import { readJson } from "../http/validate.ts";

const sheetsStatus: Record<SheetsExportError["reason"], ContentfulStatusCode> = { "missing-credentials": 503, "sign-in": 401, failed: 502 };

/**
 * `POST /api/export/{csv|editor|xlsx}` answers the file; `POST /api/export/sheets` creates a Google
 * spreadsheet with the user's Google token; `GET /api/export/sheets/config` tells the browser which
 * OAuth client to sign in with. Each takes a saved campaign's id or the editor's current assets, and
 * the export settings (or applies the ad account's remembered ones). `POST /api/export/settings` takes
 * the same campaign and answers what the dialog starts from: the account's remembered settings and
 * the language of the ads.
 */
export function createExportRoutes(db: Database, google: GoogleConfig) {
  return new Hono<AppEnv>()
    .get("/sheets/config", (c) => c.json({ clientId: googleConfigured(google) ? google.clientId : null, scope: sheetsScope }))
    .post("/sheets", async (c) => {
      if (!googleConfigured(google)) throw new HttpError(503, exportMessages.missingCredentials);
      const request = await readJson(c, sheetsExportRequestSchema);
      const { campaign, settings } = await exportSourceOf(db, c.get("user").id, request);
      const clock = { now: new Date(), timeZone: request.timeZone };
      const plan = spreadsheetPlan(campaign, buildEditorRows(campaign, clock, settings), clock);
      try {
        return c.json(await exportToGoogleSheets(google, request.accessToken, plan, exportCampaignName(campaign, clock)));
      } catch (error) {
        if (!(error instanceof SheetsExportError)) throw error;
        throw new HttpError(sheetsStatus[error.reason], error.message, error.reason === "sign-in" ? { reason: "google-sign-in" } : undefined);
      }
    })
    .post("/settings", async (c) => {
      const userId = c.get("user").id;
      const { campaign, accountId } = await requestedCampaign(db, userId, await readJson(c, exportRequestSchema));
      const offer: ExportSettingsOffer = { remembered: await rememberedSettings(db, userId, accountId), suggested: { languages: suggestedLanguages(campaign) } };
      return c.json(offer);
    })
    .post("/:format", async (c) => {
      const format = c.req.param("format");
      if (!isFileExportFormat(format)) throw new HttpError(404, `No export format ${format}`);
      const request = await readJson(c, exportRequestSchema);
      const { campaign, settings } = await exportSourceOf(db, c.get("user").id, request);
      const file = await exportFile(format, campaign, { now: new Date(), timeZone: request.timeZone }, settings);
      return c.body(file.bytes, 200, {
        "content-type": file.contentType,
        "content-disposition": attachmentHeader(file.fileName),
        "cache-control": "no-store",
      });
    });
}
