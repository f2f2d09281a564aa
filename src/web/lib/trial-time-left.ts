import { trialTimeLeft } from "../../domain/index.ts";
import type { Me } from "./session.ts";

/** '3 days', '5 hours', '1 minute' left of a running trial, counted on the server's clock; null otherwise. */
export function trialTimeLeftOf(me: Me): string | null {
  if (me.profile.subscriptionStatus !== "trialing" || !me.profile.trialEndsAt) return null;
  return trialTimeLeft(new Date(me.profile.trialEndsAt), new Date(me.now))?.text ?? null;
}
