import { Hono } from "hono";
import { createAd, deleteAdGroup, getAdGroup, listAds, updateAdGroup } from "../campaigns/ad-group-service.ts";
import { adGroupUpdate, adInput } from "../../domain/contracts/campaign-input.ts";
import { campaignRules } from "../campaigns/campaign-rules.ts";
import type { Database } from "../db/client.ts";
import type { AppEnv } from "../http/app-env.ts";
import { readJson } from "../http/validate.ts";
import { entityId } from "./entity-id.ts";

export function createAdGroupRoutes(db: Database) {
  const notFound = campaignRules.adGroupNotFound;
  return new Hono<AppEnv>()
    .get("/:id", async (c) => c.json({ adGroup: await getAdGroup(db, c.get("user").id, entityId(c, notFound)) }))
    .put("/:id", async (c) => {
      const id = entityId(c, notFound);
      const update = await readJson(c, adGroupUpdate);
      return c.json({ adGroup: await updateAdGroup(db, c.get("user").id, id, update) });
    })
    .delete("/:id", async (c) => {
      await deleteAdGroup(db, c.get("user").id, entityId(c, notFound));
      return c.body(null, 204);
    })
    .get("/:id/ads", async (c) => c.json({ ads: await listAds(db, c.get("user").id, entityId(c, notFound)) }))
    .post("/:id/ads", async (c) => {
      const id = entityId(c, notFound);
      const input = await readJson(c, adInput);
      return c.json({ ad: await createAd(db, c.get("user").id, id, input) }, 201);
    });
}
