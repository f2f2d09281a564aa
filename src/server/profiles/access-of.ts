import {
  accessFor,
  type FeatureFlags,
  featureFlagsFor,
  isSubscriptionStatus,
  type PlanLabel,
  planLabelFor,
  type StatusLabel,
  statusLabelFor,
  type SubscriptionState,
} from "../../domain/access.ts";
import type { UserProfile } from "./profile-service.ts";

/** The access a profile grants, as the API checks it and `GET /api/me` answers it (part 1, sections 1, 4 and 6). */
export interface AccessStatus {
  hasAccess: boolean;
  isPaidUser: boolean;
  isTrialing: boolean;
  trialEndsAt: string | null;
  trialDaysRemaining: number | null;
  canConnectMultipleAccounts: boolean;
  planLabel: PlanLabel;
  statusLabel: StatusLabel;
  features: FeatureFlags;
}

/** With billing off (self-hosting) every user is treated as on a paid plan: nothing is locked. */
const everythingIncluded: SubscriptionState = { status: "active", trialEndsAt: null };

export function subscriptionStateOf(profile: UserProfile): SubscriptionState {
  return {
    status: isSubscriptionStatus(profile.subscriptionStatus) ? profile.subscriptionStatus : "none",
    trialEndsAt: profile.trialEndsAt,
  };
}

export function accessOf(profile: UserProfile, now: Date = new Date(), billingOff = false): AccessStatus {
  const state = billingOff ? everythingIncluded : subscriptionStateOf(profile);
  const access = accessFor(state, now);
  return {
    ...access,
    trialEndsAt: access.trialEndsAt?.toISOString() ?? null,
    planLabel: planLabelFor(access),
    statusLabel: statusLabelFor(state, now),
    features: featureFlagsFor(access),
  };
}
