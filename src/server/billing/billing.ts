import type { BillingConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { BillingProvider } from "./billing-provider.ts";
import type { Clock } from "./clock.ts";
import { createStripeBilling } from "./stripe-billing.ts";
import { createStripeClient } from "./stripe-client.ts";
import { handleStripeWebhook, type WebhookOutcome } from "./stripe-webhook.ts";
import { applySubscription } from "./subscription-snapshot.ts";
import { createLocalBilling, type LocalBilling } from "./local-billing.ts";

/** The billing set-up in use: Stripe, the built-in local billing, or none at all (`BILLING=off`). */
export type Billing =
  | { mode: "off" }
  | { mode: "local"; provider: LocalBilling; clockControl: boolean }
  | { mode: "stripe"; provider: BillingProvider; webhook(rawBody: string, signature: string | undefined): Promise<WebhookOutcome> };

export function createBilling(config: BillingConfig, db: Database, publicUrl: string, clock: Clock): Billing {
  if (config.mode === "off") return { mode: "off" };
  if (config.mode === "local") {
    return { mode: "local", provider: createLocalBilling(db, publicUrl, clock, config.clockControl), clockControl: config.clockControl };
  }
  const stripe = createStripeClient(config);
  const provider = createStripeBilling(
    stripe,
    config,
    publicUrl,
    async (snapshot) => {
      await applySubscription(db, snapshot);
    },
    clock,
  );
  return {
    mode: "stripe",
    provider,
    webhook: (rawBody, signature) => handleStripeWebhook(stripe, db, config.webhookSecret, rawBody, signature),
  };
}
