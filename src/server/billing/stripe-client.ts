import Stripe from "stripe";
import type { BillingConfig } from "../config.ts";

type StripeConfig = Extract<BillingConfig, { mode: "stripe" }>;

/** The Stripe SDK, pointed at Stripe, or at a Stripe-compatible server of the tests' own when configured. */
export function createStripeClient(config: StripeConfig): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(api
      ? { host: api.hostname, port: Number(api.port || (api.protocol === "https:" ? 443 : 80)), protocol: api.protocol.replace(":", "") as "http" | "https" }
      : {}),
  });
}
