import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

interface FakeSession {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete";
  mode: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  customer: string | null;
  customer_details: { email: string } | null;
  subscription: string | null;
}

interface FakeSubscription {
  id: string;
  object: "subscription";
  status: string;
  customer: string;
  trial_end: number | null;
  /** Set by a cancellation at the period's end (the portal's default), as Stripe sets both. */
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
}

/** The fake's paid period: Stripe's would follow the price's interval. */
const fakePeriodSeconds = 30 * 24 * 60 * 60;

/**
 * A Stripe-compatible HTTP server of the tests' own on 127.0.0.1: the few endpoints Adsmith calls, with
 * the requests it received kept for assertions. The real `stripe` SDK talks to it.
 */
export class FakeStripe {
  readonly requests: { method: string; path: string; form: URLSearchParams }[] = [];
  readonly sessions = new Map<string, FakeSession>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  private server: Server | null = null;
  private counter = 0;

  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /**
   * What Stripe does when the customer finishes Checkout: the session completes and a subscription exists,
   * trialing until `trialEnd`, or active at once (paid) without one.
   */
  completeSession(id: string, trialEnd: Date | null): FakeSubscription {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    const subscription: FakeSubscription = {
      id: `sub_${++this.counter}`,
      object: "subscription",
      status: trialEnd ? "trialing" : "active",
      customer: session.customer ?? `cus_${this.counter}`,
      trial_end: trialEnd ? Math.floor(trialEnd.getTime() / 1000) : null,
      cancel_at: null,
      cancel_at_period_end: false,
      metadata: { user_id: session.metadata.user_id ?? "", plan_type: session.metadata.plan_type ?? "" },
    };
    this.subscriptions.set(subscription.id, subscription);
    Object.assign(session, { status: "complete", subscription: subscription.id, customer: subscription.customer, customer_details: { email: session.customer_email ?? "" } });
    return subscription;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let body = "";
    for await (const chunk of request) body += String(chunk);
    const url = new URL(request.url ?? "/", "http://localhost");
    const form = new URLSearchParams(body);
    this.requests.push({ method: request.method ?? "GET", path: url.pathname, form });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { "content-type": "application/json", "request-id": `req_${this.counter}` });
      response.end(JSON.stringify(payload));
    };
    const missing = () => send(404, { error: { type: "invalid_request_error", message: "No such object" } });

    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const id = `cs_test_${++this.counter}`;
      const session: FakeSession = {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.test/${id}`,
        status: "open",
        mode: form.get("mode") ?? "",
        metadata: { user_id: form.get("metadata[user_id]") ?? "", plan_type: form.get("metadata[plan_type]") ?? "" },
        client_reference_id: form.get("client_reference_id"),
        customer_email: form.get("customer_email"),
        customer: form.get("customer"),
        customer_details: null,
        subscription: null,
      };
      this.sessions.set(id, session);
      return send(200, session);
    }
    const sessionMatch = url.pathname.match(/^\/v1\/checkout\/sessions\/([\w-]+)$/);
    if (request.method === "GET" && sessionMatch) {
      const session = this.sessions.get(sessionMatch[1] ?? "");
      return session ? send(200, session) : missing();
    }
    if (request.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
      return send(200, { id: `bps_${++this.counter}`, object: "billing_portal.session", url: `https://billing.stripe.test/p/${form.get("customer")}` });
    }
    if (request.method === "GET" && url.pathname === "/v1/subscriptions") {
      // Without a status Stripe lists every subscription that is not canceled.
      const customer = url.searchParams.get("customer");
      const data = [...this.subscriptions.values()].filter((subscription) => subscription.customer === customer && subscription.status !== "canceled");
      return send(200, { object: "list", data, has_more: false, url: "/v1/subscriptions" });
    }
    const subscriptionMatch = url.pathname.match(/^\/v1\/subscriptions\/([\w-]+)$/);
    if (request.method === "GET" && subscriptionMatch) {
      const subscription = this.subscriptions.get(subscriptionMatch[1] ?? "");
      return subscription ? send(200, subscription) : missing();
    }
    if (request.method === "POST" && subscriptionMatch) {
      const subscription = this.subscriptions.get(subscriptionMatch[1] ?? "");
      if (!subscription) return missing();
      // Ending the trial now: the first period is charged and the subscription is active.
      if (form.get("trial_end") === "now" && subscription.status === "trialing") Object.assign(subscription, { status: "active", trial_end: Math.floor(Date.now() / 1000) });
      // Cancelling at the period's end (or taking it back): the trial's end, else the paid period's.
      const atPeriodEnd = form.get("cancel_at_period_end");
      if (atPeriodEnd === "true") {
        const periodEnd = subscription.status === "trialing" && subscription.trial_end ? subscription.trial_end : Math.floor(Date.now() / 1000) + fakePeriodSeconds;
        Object.assign(subscription, { cancel_at_period_end: true, cancel_at: periodEnd });
      }
      if (atPeriodEnd === "false") Object.assign(subscription, { cancel_at_period_end: false, cancel_at: null });
      return send(200, subscription);
    }
    const customerMatch = url.pathname.match(/^\/v1\/customers\/([\w-]+)$/);
    if (request.method === "POST" && customerMatch) {
      // Every customer the fake made through a checkout exists; the update is kept in `requests`.
      return send(200, { id: customerMatch[1], object: "customer", email: form.get("email") });
    }
    if (request.method === "DELETE" && subscriptionMatch) {
      const subscription = this.subscriptions.get(subscriptionMatch[1] ?? "");
      if (!subscription) return missing();
      subscription.status = "canceled";
      return send(200, subscription);
    }
    return missing();
  }
}
