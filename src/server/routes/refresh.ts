import { Hono } from "hono";
import { generationMessages } from "../../domain/results/generation-messages.ts";
import type { AiConfig } from "../ai/ai-config.ts";
import { campaignRules } from "../campaigns/campaign-rules.ts";
import type { AppEnv } from "../http/app-env.ts";
import { errorBody } from "../http/errors.ts";
import { type RefreshDeps, refreshAd } from "../refresh/refresh-service.ts";
import { entityId } from "./entity-id.ts";

/**
 * `POST /api/ads/:id/refresh` (issue 22): proposals for the ad's weak assets. It asks the writer, so it
 * counts against the user's per-minute writing limit like a generation; accepting is a normal ad update.
 */
export function createRefreshRoutes(deps: RefreshDeps, ai: AiConfig) {
  return new Hono<AppEnv>().post("/:id/refresh", async (c) => {
    const adId = entityId(c, campaignRules.adNotFound);
    const user = c.get("user");
    const limit = await c.get("rateLimiter").hit(`generate:${user.id}`, ai.requestsPerMinute, 60_000);
    if (!limit.allowed) {
      c.header("Retry-After", String(limit.retryAfterSeconds));
      return c.json(errorBody(generationMessages.tooManyRequests), 429);
    }
    return c.json(await refreshAd(deps, user, adId, c.req.raw.signal));
  });
}
