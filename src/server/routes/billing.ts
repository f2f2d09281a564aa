import { Hono } from "hono";
import { z } from "zod";
import type { Billing } from "../billing/billing.ts";
import { billingMessages } from "../billing/billing-messages.ts";
import type { Database } from "../db/client.ts";
import type { AppEnv } from "../http/app-env.ts";
import { readJson, readQuery } from "../http/validate.ts";
import { ensureProfile } from "../profiles/profile-service.ts";
import { ServiceError } from "../service-error.ts";

const checkoutInput = z.object({ plan: z.enum(["annual", "monthly"]) });
const validateQuery = z.object({ session_id: z.string().min(1, "session_id is required").max(300) });
const portalAction = z.enum(["cancel", "resume", "fail-payment"]);
const clockInput = z.object({ advanceMs: z.number().int().min(0).max(366 * 24 * 60 * 60 * 1000) });

/**
 * A test checkout's id as the server wrote it (`cs_test_local_` and hex). Any other text cannot name one,
 * and one PostgreSQL cannot compare (a NUL) must not reach the query: both answer "not found".
 */
function checkoutId(id: string): string {
  if (!/^\w{1,200}$/.test(id)) throw new ServiceError("not_found", billingMessages.sessionNotFound);
  return id;
}

/** Paths under the session guard; the webhook is not among them (Stripe signs it instead). */
export const protectedBillingPaths = [
  "/create-checkout-session",
  "/validate-session",
  "/billing/portal",
  "/billing/upgrade",
  "/billing/resume",
  "/billing/local-checkout",
  "/billing/local-portal",
  "/billing/clock",
];

export function createBillingRoutes(db: Database, billing: Billing) {
  const app = new Hono<AppEnv>();
  const provider = () => {
    if (billing.mode === "off") throw new ServiceError("invalid", billingMessages.billingOff);
    return billing.provider;
  };
  const localBilling = () => {
    if (billing.mode !== "local") throw new ServiceError("not_found", "Local billing is not in use on this server");
    return billing;
  };

  app.post("/create-checkout-session", async (c) => {
    const { plan } = await readJson(c, checkoutInput);
    const user = c.get("user");
    if (!user.id) throw new ServiceError("invalid", billingMessages.userUnavailable);
    return c.json(await provider().createCheckout(user, plan, await ensureProfile(db, user)));
  });

  app.get("/validate-session", async (c) => {
    const { session_id: sessionId } = readQuery(c, validateQuery);
    return c.json(await provider().validateSession(c.get("user"), sessionId));
  });

  app.post("/billing/portal", async (c) => {
    const user = c.get("user");
    return c.json(await provider().openPortal(user, await ensureProfile(db, user)));
  });

  app.post("/billing/upgrade", async (c) => {
    const user = c.get("user");
    await provider().endTrialNow(await ensureProfile(db, user));
    return c.json({ upgraded: true });
  });

  app.post("/billing/resume", async (c) => {
    const user = c.get("user");
    await provider().resumeSubscription(await ensureProfile(db, user));
    return c.json({ resumed: true });
  });

  app.post("/billing/webhook", async (c) => {
    if (billing.mode !== "stripe") throw new ServiceError("not_found", "Webhooks are only received with Stripe billing");
    const outcome = await billing.webhook(await c.req.text(), c.req.header("stripe-signature"));
    return c.json({ received: true, outcome });
  });

  app.get("/billing/local-checkout/:id", async (c) => c.json(await localBilling().provider.checkoutSession(c.get("user"), checkoutId(c.req.param("id")))));

  app.post("/billing/local-checkout/:id/complete", async (c) => {
    const id = checkoutId(c.req.param("id"));
    await localBilling().provider.completeCheckout(c.get("user"), id);
    return c.json({ url: `/success?session_id=${encodeURIComponent(id)}` });
  });

  app.post("/billing/local-portal/:action", async (c) => {
    const action = portalAction.safeParse(c.req.param("action"));
    if (!action.success) throw new ServiceError("not_found", "Unknown portal action");
    const user = c.get("user");
    await localBilling().provider.portalAction(await ensureProfile(db, user), action.data);
    return c.json({ done: true });
  });

  app.post("/billing/clock", async (c) => {
    const mode = localBilling();
    if (!mode.clockControl) throw new ServiceError("not_found", "The test clock is not enabled on this server");
    const { advanceMs } = await readJson(c, clockInput);
    const user = c.get("user");
    await mode.provider.advanceClock(user.id, advanceMs);
    return c.json({ now: (await mode.provider.now(user.id)).toISOString() });
  });

  return app;
}
