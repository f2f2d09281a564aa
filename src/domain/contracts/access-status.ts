import type { FeatureFlags, PlanLabel, StatusLabel } from "../access/access.ts";

/** The access a profile grants, as the API checks it and `GET /api/me` answers it (part 1, sections 1, 4 and 6). */
export interface AccessStatus {
  hasAccess: boolean;
  isPaidUser: boolean;
  isTrialing: boolean;
  trialEndsAt: string | null;
  trialDaysRemaining: number | null;
  canConnectMultipleAccounts: boolean;
  /** Issue 24: when a cancelled subscription's access ends (it will not renew); null while it renews. */
  endsAt: string | null;
  /** Issue 24: a failed charge the provider is still retrying; access is kept meanwhile. */
  inGracePeriod: boolean;
  planLabel: PlanLabel;
  statusLabel: StatusLabel;
  features: FeatureFlags;
}
