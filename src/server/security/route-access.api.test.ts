import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessRefusals } from "../../domain/access/access-refusal.ts";
import type { Config } from "../config.ts";
import { routeAccess } from "../http/route-access.ts";
import { setSubscriptionStatus } from "../../../test/support/server/profile-status.ts";
import type { TestApp } from "../../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";
import { type ApiRoute, apiRoutes, type OwnedIds, pathOf } from "../../../test/support/security/api-routes.ts";
import { createSecurityApp, type SignedInUser, snapshotRows, userWithCampaign } from "../../../test/support/security/security-fixture.ts";

const label = (route: ApiRoute) => `${route.method} ${route.pattern}`;
const withQuery = (path: string, query?: Record<string, string>) => (query ? `${path}?${new URLSearchParams(query)}` : path);

const paidRoutes = apiRoutes.filter((route) => routeAccess[label(route)] === "paid");
const openSessionRoutes = apiRoutes.filter((route) => routeAccess[label(route)] === "open" && route.guard === "session");

const billings: [string, Config["billing"]][] = [
  ["test billing", { mode: "local", clockControl: true }],
  [
    "Stripe billing",
    // Access comes from the profile the webhooks keep; no paid route calls Stripe, so no server is needed.
    { mode: "stripe", secretKey: "sk_test_adsmith", webhookSecret: "whsec_test", prices: { annual: "price_annual", monthly: "price_monthly" }, apiUrl: "http://127.0.0.1:9" },
  ],
];
const cases = testDatabaseKinds().flatMap((kind) => billings.map(([name, billing]) => [`${kind}, ${name}`, kind, billing] as const));

describe.each(cases)("the paywall on the server (issue 17), %s", (_name, kind, billing) => {
  let t: TestApp;
  let subscriber: SignedInUser;
  /** Users without access in each of part 1, section 4's states; those who had a trial kept what they saved. */
  const without = {} as Record<"never started" | "unpaid" | "canceled", Pick<SignedInUser, "cookie" | "ids">>;
  /** Issue 24: a failed charge the provider still retries (past_due) keeps access, as a grace period. */
  let inGrace: Pick<SignedInUser, "cookie" | "ids">;

  const call = (route: ApiRoute, cookie: string, ids: OwnedIds) =>
    t.request(withQuery(pathOf(route, ids), route.query), { method: route.method, body: route.body?.(ids), cookie });

  beforeAll(async () => {
    t = await createSecurityApp(kind, billing);
    subscriber = await userWithCampaign(t, "subscriber@example.com");
    // A newcomer owns nothing yet: the subscriber's ids show the refusal comes before any lookup.
    const newcomer = await t.signUp("newcomer@example.com");
    await t.request("/api/me", { cookie: newcomer.cookie });
    without["never started"] = { cookie: newcomer.cookie, ids: subscriber.ids };
    const lapsed = [
      // A trial that simply ends becomes a paid plan (test billing's reconcile, Stripe's first charge);
      // a user loses access when that charge fails and its retries run out (unpaid).
      ["unpaid", "unpaid"],
      ["canceled", "canceled"],
    ] as const;
    for (const [state, status] of lapsed) {
      const email = `${state.replace(" ", "-")}@example.com`;
      const user = await userWithCampaign(t, email);
      await setSubscriptionStatus(t.database.db, user.userId, email, status);
      without[state] = user;
    }
    const failing = await userWithCampaign(t, "payment-failed@example.com");
    await setSubscriptionStatus(t.database.db, failing.userId, "payment-failed@example.com", "past_due");
    inGrace = failing;
  });
  afterAll(() => t.close());

  describe("the route table", () => {
    it("names the access of every /api route the app serves, so a new route cannot forget the paywall", () => {
      const served = new Set(t.app.routes.filter((route) => route.method !== "ALL" && route.path.startsWith("/api/")).map((route) => `${route.method} ${route.path}`));
      expect([...served].sort()).toEqual(Object.keys(routeAccess).sort());
    });

    it("asks access only of what generates, crawls, creates or changes: reading, exporting and deleting stay open", () => {
      for (const [route, access] of Object.entries(routeAccess)) {
        const method = route.split(" ")[0];
        if (method === "GET" || method === "DELETE" || route.startsWith("POST /api/export/")) expect([route, access]).toEqual([route, "open"]);
      }
      expect(paidRoutes.map(label)).toEqual(expect.arrayContaining(["POST /api/generate-ads", "POST /api/scrape-landing-page", "POST /api/campaigns", "POST /api/accounts"]));
    });
  });

  describe("a user without access is refused with 402 on every paid route, and nothing changes", () => {
    it.each(["never started", "unpaid"] as const)("%s: 'Payment Required'", async (state) => {
      const user = without[state];
      const before = await snapshotRows(t.database.db);
      for (const route of paidRoutes) {
        const response = await call(route, user.cookie, user.ids);
        expect([label(route), response.status, await response.json()]).toEqual([
          label(route),
          402,
          { error: accessRefusals.payment_required.message, details: { code: "payment_required", statusLabel: expect.any(String) } },
        ]);
      }
      expect(await snapshotRows(t.database.db)).toEqual(before);
    });

    it("payment failed (past_due): not refused while the provider retries the charge (issue 24)", async () => {
      for (const route of paidRoutes) {
        const response = await call(route, inGrace.cookie, inGrace.ids);
        expect([label(route), response.status]).not.toEqual([label(route), 402]);
      }
    });

    it("canceled: 'Subscription Canceled'", async () => {
      const user = without.canceled;
      const before = await snapshotRows(t.database.db);
      for (const route of paidRoutes) {
        const response = await call(route, user.cookie, user.ids);
        expect([label(route), response.status, await response.json()]).toEqual([
          label(route),
          402,
          { error: accessRefusals.subscription_canceled.message, details: { code: "subscription_canceled", statusLabel: "Subscription Canceled" } },
        ]);
      }
      expect(await snapshotRows(t.database.db)).toEqual(before);
    });
  });

  describe("a user in their trial gets past the paywall", () => {
    it.each(paidRoutes.map((route) => [label(route), route] as const))("%s", async (_label, route) => {
      const response = await call(route, subscriber.cookie, subscriber.ids);
      expect([label(route), response.status]).not.toEqual([label(route), 402]);
    });
  });

  describe("a lapsed user keeps their work (issue 17)", () => {
    it("reaches every open route: reading, exporting, deleting, their profile and billing", async () => {
      for (const route of openSessionRoutes) {
        const response = await call(route, without.canceled.cookie, without.canceled.ids);
        expect([label(route), response.status]).not.toEqual([label(route), 402]);
      }
    });

    it("reads and exports their saved campaign", async () => {
      const { cookie, ids } = without.unpaid;
      expect((await t.request(`/api/campaigns/${ids.campaign}`, { cookie })).status).toBe(200);
      const exported = await t.request("/api/export/csv", { body: { campaignId: ids.campaign }, cookie });
      expect([exported.status, exported.headers.get("content-type")]).toEqual([200, expect.stringContaining("text/csv")]);
    });
  });
});
