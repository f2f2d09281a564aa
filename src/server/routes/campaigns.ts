import { Hono } from "hono";
import { z } from "zod";
import { createAdGroup, listAdGroups } from "../campaigns/ad-group-service.ts";
import { adGroupInput, campaignInput, campaignUpdate } from "../../domain/contracts/campaign-input.ts";
import { campaignCursorParam } from "../campaigns/campaign-cursor.ts";
import { listCampaigns } from "../campaigns/campaign-list.ts";
import { campaignRules } from "../campaigns/campaign-rules.ts";
import { createCampaign, deleteCampaign, getCampaign, updateCampaign } from "../campaigns/campaign-service.ts";
import type { Database } from "../db/client.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput, readJson, readQuery } from "../http/validate.ts";
import { entityId } from "./entity-id.ts";

const listQuery = z.object({
  accountId: z.uuid().optional(),
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: campaignCursorParam.optional(),
});

const idempotencyKey = z
  .string()
  .min(8, "Idempotency-Key must be 8 to 200 characters")
  .max(200, "Idempotency-Key must be 8 to 200 characters")
  .regex(/^[\w.:-]+$/, "Idempotency-Key must be letters, digits, . : _ or -");

export function createCampaignRoutes(db: Database) {
  const notFound = campaignRules.notFound;
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listCampaigns(db, c.get("user").id, readQuery(c, listQuery))))
    .get("/recent", async (c) => {
      const page = await listCampaigns(db, c.get("user").id, { limit: campaignRules.recentCount });
      return c.json({ campaigns: page.campaigns });
    })
    .post("/", async (c) => {
      const input = await readJson(c, campaignInput);
      const header = c.req.header("idempotency-key");
      const key = header === undefined ? null : parseInput(idempotencyKey, header);
      const { campaign, created } = await createCampaign(db, c.get("user"), input, key);
      return c.json({ campaign }, created ? 201 : 200);
    })
    .get("/:id", async (c) => c.json({ campaign: await getCampaign(db, c.get("user").id, entityId(c, notFound)) }))
    .put("/:id", async (c) => {
      const id = entityId(c, notFound);
      const update = await readJson(c, campaignUpdate);
      return c.json({ campaign: await updateCampaign(db, c.get("user").id, id, update) });
    })
    .delete("/:id", async (c) => {
      await deleteCampaign(db, c.get("user").id, entityId(c, notFound));
      return c.body(null, 204);
    })
    .get("/:id/download", async (c) => {
      const campaign = await getCampaign(db, c.get("user").id, entityId(c, notFound));
      c.header("Content-Disposition", `attachment; filename="${campaignRules.jsonFileName(campaign.name)}"`);
      return c.json(campaign);
    })
    .get("/:id/ad-groups", async (c) => c.json({ adGroups: await listAdGroups(db, c.get("user").id, entityId(c, notFound)) }))
    .post("/:id/ad-groups", async (c) => {
      const id = entityId(c, notFound);
      const input = await readJson(c, adGroupInput);
      return c.json({ adGroup: await createAdGroup(db, c.get("user").id, id, input) }, 201);
    });
}
