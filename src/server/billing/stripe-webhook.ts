import type Stripe from "stripe";
import type { Database } from "../db/client.ts";
import { billingEvents } from "../db/schema.ts";
import { ServiceError } from "../service-error.ts";
import { billingMessages } from "./billing-messages.ts";
import { idOf, planOf, subscriptionSnapshot } from "./stripe-billing.ts";
import { applySubscription, type SubscriptionSnapshot } from "./subscription-snapshot.ts";

const handledEvents = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.payment_failed",
]);

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

/**
 * Verifies the signature with the SDK, then applies the event once: its id is stored in the same
 * transaction that changes the profile, so a redelivery changes nothing and a failure leaves it to retry.
 */
export async function handleStripeWebhook(
  stripe: Stripe,
  db: Database,
  webhookSecret: string,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  if (!signature) throw new ServiceError("invalid", billingMessages.badSignature);
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(rawBody, signature, webhookSecret);
  } catch {
    throw new ServiceError("invalid", billingMessages.badSignature);
  }
  if (!handledEvents.has(event.type)) return "ignored";
  const snapshot = await snapshotOf(stripe, event);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(billingEvents)
      .values({ id: event.id, provider: "stripe", type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (inserted.length === 0) return "duplicate";
    if (snapshot) await applySubscription(tx, snapshot);
    return "applied";
  });
}

async function snapshotOf(stripe: Stripe, event: Stripe.Event): Promise<SubscriptionSnapshot | null> {
  // Stripe's event object differs by event type and API version: read as JSON, each field checked where used.
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type === "checkout.session.completed") {
    const session = event.data.object as Stripe.Checkout.Session;
    const subscriptionId = idOf(session.subscription);
    const userId = session.metadata?.user_id ?? session.client_reference_id ?? null;
    if (!subscriptionId) return null;
    const snapshot = await subscriptionSnapshot(stripe, subscriptionId, userId);
    return { ...snapshot, userId: userId ?? snapshot.userId, plan: snapshot.plan ?? planOf(session.metadata?.plan_type) };
  }
  if (event.type.startsWith("customer.subscription.")) return subscriptionSnapshot(stripe, String(object.id));
  const subscriptionId = invoiceSubscriptionId(object);
  return subscriptionId ? subscriptionSnapshot(stripe, subscriptionId) : null;
}

/** Invoices name their subscription at the top level in older API versions and under `parent` in newer ones. */
function invoiceSubscriptionId(invoice: Record<string, unknown>): string | null {
  const direct = invoice.subscription as string | { id: string } | null | undefined;
  const parent = invoice.parent as { subscription_details?: { subscription?: string | { id: string } } } | null | undefined;
  return idOf(direct) ?? idOf(parent?.subscription_details?.subscription);
}
