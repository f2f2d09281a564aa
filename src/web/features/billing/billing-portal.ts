import { toast } from "sonner";
import { api } from "../../lib/api-client.ts";

/**
 * Manage Subscription and Manage Billing: the provider's portal (Stripe's, with the e-mail prefilled, or
 * the local test portal). Failures are toasted in the spec's words.
 */
export async function openBillingPortal(): Promise<void> {
  try {
    const { url } = await api.post<{ url: string }>("/api/billing/portal", {});
    window.location.assign(url);
  } catch (error) {
    toast.error("Failed to open billing portal", { description: error instanceof Error ? error.message : undefined });
  }
}
