import { toast } from "sonner";
import { ApiError } from "./api-client.ts";
import { billingApi } from "./billing-api.ts";

/**
 * Manage Subscription and Manage Billing: the provider's portal (Stripe's, with the e-mail prefilled, or
 * the local test portal). Failures are toasted in the spec's words.
 */
export async function openBillingPortal(): Promise<void> {
  try {
    const { url } = await billingApi.openPortal();
    window.location.assign(url);
  } catch (error) {
    // A session that ended in another tab leaves no user to open the portal for.
    if (error instanceof ApiError && error.status === 401) toast.error("User information not available", { description: "Please sign in again." });
    else toast.error("Failed to open billing portal", { description: error instanceof Error ? error.message : undefined });
  }
}
