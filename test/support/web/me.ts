import type { Me } from "../../../src/web/lib/session.ts";

export const meNow = "2026-03-01T12:00:00.000Z";

type MeOverrides = Partial<Omit<Me, "profile" | "access">> & { profile?: Partial<Me["profile"]>; access?: Partial<Me["access"]> };

/** A signed-in user as `GET /api/me` answers, with no plan and no access; a test overrides what it is about. */
export function meFixture({ profile, access, ...rest }: MeOverrides = {}): Me {
  return {
    id: "user-1",
    email: "ana@example.com",
    name: "Ana Lopez",
    emailVerified: true,
    firstVisit: false,
    profile: { subscriptionStatus: "none", plan: null, trialEndsAt: null, cancelAt: null, campaignsGeneratedTotal: 0, ...profile },
    billingMode: "local",
    canStartTrial: true,
    now: meNow,
    access: {
      hasAccess: false,
      isPaidUser: false,
      isTrialing: false,
      trialEndsAt: null,
      trialDaysRemaining: null,
      canConnectMultipleAccounts: false,
      endsAt: null,
      inGracePeriod: false,
      planLabel: "Trial Expired",
      statusLabel: "Get Started",
      features: { generateCampaigns: false, connectMultipleAccounts: false, exportToGoogleAdsEditor: false },
      ...access,
    },
    ...rest,
  };
}
