import { accessFor, featureFlagsFor, isSubscriptionStatus, planLabelFor, statusLabelFor, type SubscriptionState } from "../../domain/access/access.ts";
import type { AccessStatus } from "../../domain/contracts/access-status.ts";
import type { UserProfile } from "./profile-service.ts";

/** With billing off (self-hosting) every user is treated as on a paid plan: nothing is locked. */
const everythingIncluded: SubscriptionState = { status: "active", trialEndsAt: null };

export function subscriptionStateOf(profile: UserProfile): SubscriptionState {
  return {
    status: isSubscriptionStatus(profile.subscriptionStatus) ? profile.subscriptionStatus : "none",
    trialEndsAt: profile.trialEndsAt,
    cancelAt: profile.cancelAt,
  };
}

export function accessOf(profile: UserProfile, now: Date = new Date(), billingOff = false): AccessStatus {
  const state = billingOff ? everythingIncluded : subscriptionStateOf(profile);
  const access = accessFor(state, now);
  return {
    ...access,
    trialEndsAt: access.trialEndsAt?.toISOString() ?? null,
    endsAt: access.endsAt?.toISOString() ?? null,
    planLabel: planLabelFor(access),
    statusLabel: statusLabelFor(state, now),
    features: featureFlagsFor(access),
  };
}
