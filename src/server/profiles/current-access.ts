import type { Billing } from "../billing/billing.ts";
import type { Database } from "../db/client.ts";
import type { SessionUser } from "../http/app-env.ts";
import { accessOf } from "./access-of.ts";
import { ensureProfile, type UserProfile } from "./profile-service.ts";

/** The user's profile brought up to date with the billing provider, and the access it grants now. */
export async function currentAccess(db: Database, billing: Billing, user: SessionUser) {
  let profile: UserProfile = await ensureProfile(db, user);
  if (billing.mode !== "off" && (await billing.provider.reconcile(profile))) profile = await ensureProfile(db, user);
  const now = billing.mode === "off" ? new Date() : await billing.provider.now(user.id);
  return { profile, now, access: accessOf(profile, now, billing.mode === "off") };
}
