import { z } from "zod";

/**
 * `POST /api/accounts/:id/imports` (issue 22): the Editor file is the body, the choices ride in the query.
 * `dryRun=1` previews and saves nothing. For a campaign whose name the account already has, `onExisting`
 * chooses for all of them, and `update=<name>` / `copy=<name>` (repeatable) choose per campaign, overriding it.
 */
const flag = z
  .enum(["1", "0", "true", "false"], { error: "must be 1 or 0" })
  .optional()
  .transform((value) => value === "1" || value === "true");

export const existingCampaignChoices = ["update", "copy"] as const;
export type ExistingCampaignChoice = (typeof existingCampaignChoices)[number];

const names = z.array(z.string().max(300)).max(1000).default([]);

export const importQuery = z.object({
  dryRun: flag,
  onExisting: z.enum(existingCampaignChoices, { error: "must be update or copy" }).optional(),
  update: names,
  copy: names,
});

export type ImportQuery = z.output<typeof importQuery>;

/** The file types the route takes; browsers label an Editor file any of these. */
export const importContentTypes = ["text/csv", "text/tab-separated-values", "application/octet-stream", "text/plain", "application/vnd.ms-excel"] as const;

/** Editor files reach 20 MB for large accounts (issue 22); the body streams, so this bounds time, not memory. */
export const maxImportBytes = 20 * 1024 * 1024;
