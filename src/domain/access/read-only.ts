import { appRoutes } from "../app/app-routes.ts";

/**
 * The screens that only show a user's own work: the campaigns, their groups and ads, and the library, each
 * with its exports. A user whose access has ended may still open them (issue 24); the server answers their
 * reads and exports alike (route-access "open"). Creating, generating and editing stay behind the gate.
 */
const readOnlyPaths: ReadonlySet<string> = new Set([appRoutes.campaigns, appRoutes.library, appRoutes.adGroups, appRoutes.ads, appRoutes.adView]);

export function isReadOnlyPath(pathname: string): boolean {
  return readOnlyPaths.has(pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname);
}

/** The subscription banners above every signed-in page (issue 24), beside their one action each. */
export const subscriptionBannerText = {
  /** A cancelled subscription running out its trial or paid period. */
  endsOn: (period: "trial" | "plan", date: string) => `Your ${period === "trial" ? "trial" : "plan"} ends on ${date} and will not renew.`,
  resume: "Resume",
  resumed: "Resumed: your subscription renews again.",
  resumeFailed: "The subscription could not be resumed. Please try again.",
  /** A failed charge the provider still retries. */
  paymentFailed: "Payment Failed: your last payment did not go through. Update your card to keep your plan.",
  fixPayment: "Update Payment Method",
  /** Access has ended: the user reads and exports their work. */
  accessEnded: (statusLabel: string) =>
    `${statusLabel}: your access has ended. Your campaigns are kept: you can open and export them, and choose a plan to build again.`,
  choosePlan: "Choose a Plan",
} as const;
