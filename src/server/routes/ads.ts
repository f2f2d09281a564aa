import { Hono } from "hono";
import { deleteAd, getAd, updateAd } from "../campaigns/ad-group-service.ts";
import { adUpdate } from "../../domain/contracts/campaign-input.ts";
import { campaignRules } from "../campaigns/campaign-rules.ts";
import type { Database } from "../db/client.ts";
import type { AppEnv } from "../http/app-env.ts";
import { readJson } from "../http/validate.ts";
import { entityId } from "./entity-id.ts";

export function createAdRoutes(db: Database) {
  const notFound = campaignRules.adNotFound;
  return new Hono<AppEnv>()
    .get("/:id", async (c) => c.json({ ad: await getAd(db, c.get("user").id, entityId(c, notFound)) }))
    .put("/:id", async (c) => {
      const id = entityId(c, notFound);
      const update = await readJson(c, adUpdate);
      return c.json({ ad: await updateAd(db, c.get("user").id, id, update) });
    })
    .delete("/:id", async (c) => {
      await deleteAd(db, c.get("user").id, entityId(c, notFound));
      return c.body(null, 204);
    });
}
