import type { QueryClient } from "@tanstack/react-query";
import { type PaymentResultStart, paymentResultText, type PlanId, sessionStatusError } from "../../../domain/index.ts";
import { refreshSession } from "../../lib/session.ts";
import { billingApi } from "../../lib/billing-api.ts";

/** What the success screen states: the plan, the e-mail the subscription is for, and whether a trial started. */
export interface ConfirmedPayment {
  plan: PlanId | null;
  email: string | null;
  /** False when the plan itself started: a user who has had their trial gets no second one. */
  trial: boolean;
}

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

async function refreshAccess(queryClient: QueryClient) {
  try {
    return await refreshSession(queryClient);
  } catch {
    throw new Error(paymentResultText.refreshFailed);
  }
}

/**
 * Part 1, section 4: with refresh=1 only access is refreshed; with a session id the checkout session is
 * validated, and only a 'complete' one is a success, after which access is refreshed too.
 */
export async function confirmPayment(queryClient: QueryClient, start: Exclude<PaymentResultStart, { kind: "error" }>): Promise<ConfirmedPayment> {
  if (start.kind === "refresh") {
    const me = await refreshAccess(queryClient);
    return { plan: me?.profile.plan ?? null, email: me?.email ?? null, trial: me?.access.isTrialing ?? false };
  }
  const session = await billingApi.validateSession(start.sessionId).catch((error: unknown) => {
    throw new Error(messageOf(error, paymentResultText.validationFailed));
  });
  const problem = sessionStatusError(session.status);
  if (problem) throw new Error(problem);
  const me = await refreshAccess(queryClient);
  return { plan: session.metadata.plan_type, email: session.customer_email, trial: me?.access.isTrialing ?? false };
}
