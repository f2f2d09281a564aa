import { Hono } from "hono";
import { importContentTypes, importQuery, maxImportBytes } from "../../domain/contracts/imports.ts";
import { importMessages } from "../../domain/import/index.ts";
import { accountRules } from "../accounts/account-rules.ts";
import type { Database } from "../db/client.ts";
import type { AppEnv } from "../http/app-env.ts";
import { HttpError } from "../http/errors.ts";
import { parseInput } from "../http/validate.ts";
import { spoolImportBody } from "../imports/import-body.ts";
import { assertAccountOwned, importedCampaignNames, previewImport, saveImport } from "../imports/import-service.ts";
import { entityId } from "./entity-id.ts";

/** The one path whose body is a file of up to 20 MB, not JSON under the API's 1 MB limit (app.ts). */
export const importPathPattern = /^\/api\/accounts\/[^/]+\/imports\/?$/;

const mediaTypeOf = (header: string | undefined) => (header ?? "").split(";")[0]?.trim().toLowerCase() ?? "";

/**
 * `POST /api/accounts/:id/imports`: a Google Ads Editor file as the body. With `dryRun=1` the preview,
 * nothing saved; without, the import saved in one transaction, or the earlier import of the same file.
 */
export function createImportRoutes(db: Database) {
  return new Hono<AppEnv>().post("/:id/imports", async (c) => {
    const user = c.get("user");
    const accountId = entityId(c, accountRules.notFound);
    await assertAccountOwned(db, user.id, accountId);
    const query = parseInput(importQuery, { ...c.req.query(), update: c.req.queries("update") ?? [], copy: c.req.queries("copy") ?? [] });
    if (!(importContentTypes as readonly string[]).includes(mediaTypeOf(c.req.header("content-type")))) throw new HttpError(415, importMessages.contentType);
    const declared = Number(c.req.header("content-length") ?? "0");
    if (declared > maxImportBytes) throw new HttpError(413, importMessages.tooLarge);
    const spooled = await spoolImportBody(c.req.raw.body, maxImportBytes);
    try {
      if (query.dryRun) return c.json({ preview: await previewImport(db, accountId, spooled) });
      const { summary, created } = await saveImport(db, user, accountId, spooled, query);
      const saved = { ...summary, campaigns: await importedCampaignNames(db, user.id, summary.campaignIds), repeated: !created };
      return c.json({ import: saved }, created ? 201 : 200);
    } finally {
      await spooled.dispose();
    }
  });
}
