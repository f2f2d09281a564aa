import type { UserProfile } from "./profile-service.ts";

/** The access rights the API checks, from the profile's subscription state (part 1, sections 4 and 6). */
export function accessOf(profile: UserProfile, now: Date = new Date(), billingOff = false) {
  if (billingOff) return { hasAccess: true, isPaidUser: true, canConnectMultipleAccounts: true };
  const trialRunning = profile.subscriptionStatus === "trialing" && (!profile.trialEndsAt || profile.trialEndsAt > now);
  const hasAccess = profile.subscriptionStatus === "active" || trialRunning;
  return {
    hasAccess,
    isPaidUser: profile.subscriptionStatus === "active",
    canConnectMultipleAccounts: profile.subscriptionStatus === "active",
  };
}
