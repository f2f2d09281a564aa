import { trialLengthDays } from "./access.ts";

/** Part 1, sections 2 and 4: the payment result screen. */
export const paymentResultText = {
  loading: "Validating Your Payment",
  successTitle: "Payment Successful! Welcome...",
  successStatus: `Active (${trialLengthDays}-day trial)`,
  // Ours: a returning user's checkout starts the plan itself, with no trial (one per user, issue 17).
  successStatusPaid: "Active",
  continueButton: "Continue to Dashboard",
  errorTitle: "Payment Validation Failed",
  retryButton: "Try Again",
  missingSession: "No session ID found in URL",
  validationFailed: "Failed to validate payment",
  refreshFailed: "Failed to refresh subscription status",
} as const;

export type PaymentResultStart = { kind: "refresh" } | { kind: "validate"; sessionId: string } | { kind: "error"; message: string };

/** refresh=1 only refreshes access; otherwise the checkout session in session_id is validated. */
export function paymentResultStart(query: URLSearchParams): PaymentResultStart {
  if (query.get("refresh") === "1") return { kind: "refresh" };
  const sessionId = query.get("session_id")?.trim();
  return sessionId ? { kind: "validate", sessionId } : { kind: "error", message: paymentResultText.missingSession };
}

/** Only a 'complete' session is a success; any other status is reported as it is. */
export function sessionStatusError(status: string): string | null {
  return status === "complete" ? null : `Payment session status: ${status}`;
}

/**
 * refresh=1 and payment=success ask any screen to refresh access; they are then removed so a reload does
 * not refresh again. Returns the query to put back (without '?').
 */
export function consumeAccessRefreshFlags(query: URLSearchParams): { refresh: boolean; remaining: string } {
  const rest = new URLSearchParams(query);
  const refresh = rest.get("refresh") === "1" || rest.get("payment") === "success";
  if (rest.get("refresh") === "1") rest.delete("refresh");
  if (rest.get("payment") === "success") rest.delete("payment");
  return { refresh, remaining: rest.toString() };
}
