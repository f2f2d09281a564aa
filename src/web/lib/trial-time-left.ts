import { trialTimeLeft } from "../../domain/index.ts";
import type { Me } from "./session.ts";

const minuteMs = 60_000;

/**
 * '3 days', '5 hours', '1 minute' left of a running trial, counted on the server's clock; null otherwise.
 * The time left is rounded up to the whole minute, the display's smallest unit: a trial started a few
 * seconds ago still has its 3 days, not '2 days'.
 */
export function trialTimeLeftOf(me: Me): string | null {
  if (me.profile.subscriptionStatus !== "trialing" || !me.profile.trialEndsAt) return null;
  const end = new Date(me.profile.trialEndsAt);
  const leftMs = end.getTime() - new Date(me.now).getTime();
  if (leftMs <= 0) return null;
  const countedFrom = new Date(end.getTime() - Math.ceil(leftMs / minuteMs) * minuteMs);
  return trialTimeLeft(end, countedFrom)?.text ?? null;
}
