import { Hono } from "hono";
import { trialDaysOffered } from "../../domain/access/access.ts";
import type { Billing } from "../billing/billing.ts";
import type { Database } from "../db/client.ts";
import type { AppEnv } from "../http/app-env.ts";
import { currentAccess } from "../profiles/current-access.ts";
import { userDataExport } from "../profiles/data-export.ts";
import { deleteAccount } from "../profiles/account-deletion.ts";
import { deleteAccountInput } from "../../domain/contracts/account.ts";
import { readJson } from "../http/validate.ts";

/** The signed-in user with their profile and the access it grants, computed on the server's clock. */
export function createMeRoutes(db: Database, billing: Billing) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const user = c.get("user");
    const { profile, now, access } = await currentAccess(db, billing, user);
    return c.json({
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      firstVisit: user.firstVisit ?? false,
      profile: {
        subscriptionStatus: profile.subscriptionStatus,
        plan: profile.plan,
        trialEndsAt: profile.trialEndsAt?.toISOString() ?? null,
        cancelAt: profile.cancelAt?.toISOString() ?? null,
        campaignsGeneratedTotal: profile.campaignsGeneratedTotal,
      },
      billingMode: billing.mode,
      // Whether a checkout now would start the free trial: false once the user has had theirs.
      canStartTrial: billing.mode !== "off" && trialDaysOffered(profile) !== null,
      now: now.toISOString(),
      access,
    });
  }).get("/export", async (c) => {
    // Open to every signed-in user, with or without access: a lapsed user takes their work with them.
    const now = new Date();
    c.header("Content-Disposition", `attachment; filename="adsmith-data-${now.toISOString().slice(0, 10)}.json"`);
    return c.json(await userDataExport(db, c.get("user"), now));
  }).delete("/", async (c) => {
    // Open to every signed-in user: leaving never needs a plan.
    const { confirmEmail } = await readJson(c, deleteAccountInput);
    await deleteAccount(db, billing, c.get("user"), confirmEmail);
    return c.json({ deleted: true });
  });
}
