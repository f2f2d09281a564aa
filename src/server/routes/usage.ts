import { Hono } from "hono";
import type { Database } from "../db/client.ts";
import type { AppEnv } from "../http/app-env.ts";
import type { Logger } from "../logger.ts";
import { recordCampaignGenerated } from "../usage/usage-service.ts";

export function createUsageRoutes(db: Database, logger: Logger) {
  return new Hono<AppEnv>().post("/campaign-generated", async (c) => {
    const total = await recordCampaignGenerated(db, c.get("user"), logger);
    return c.json({ campaignsGeneratedTotal: total });
  });
}
