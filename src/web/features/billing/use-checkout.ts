import { useState } from "react";
import { useNavigate } from "react-router";
import type { PlanId } from "../../../domain/index.ts";
import { billingApi } from "../../lib/billing-api.ts";

/** Part 1, section 8: the checkout errors shown in the 'Payment Error' box. */
export const checkoutMessages = {
  noUrl: "No checkout URL returned from API",
  failed: "Failed to create checkout session",
} as const;

type CheckoutState = { kind: "idle" } | { kind: "busy"; plan: PlanId } | { kind: "error"; message: string };

/**
 * Checkout: idle, busy, then off to the provider's page, or an error (part 1, section 4). The button
 * stays busy while the browser leaves, so a second click cannot open a second session.
 */
export function useCheckout() {
  const navigate = useNavigate();
  const [state, setState] = useState<CheckoutState>({ kind: "idle" });

  async function start(plan: PlanId) {
    setState({ kind: "busy", plan });
    try {
      const { url } = await billingApi.createCheckoutSession(plan);
      if (!url) throw new Error(checkoutMessages.noUrl);
      const target = new URL(url, window.location.href);
      // The local checkout is a page of this app: no reload. Stripe's is another site.
      if (target.origin === window.location.origin) await navigate(`${target.pathname}${target.search}`);
      else window.location.assign(target.href);
    } catch (error) {
      setState({ kind: "error", message: error instanceof Error && error.message ? error.message : checkoutMessages.failed });
    }
  }

  return {
    start,
    busyPlan: state.kind === "busy" ? state.plan : null,
    error: state.kind === "error" ? state.message : null,
  };
}
