import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generationMessages } from "../../domain/results/generation-messages.ts";
import { englishPage, formFor } from "../../../test/support/ai/generation-fixtures.ts";
import { billingMessages } from "../billing/billing-messages.ts";
import { loadConfig } from "../config.ts";
import { signUpWithTrial } from "../../../test/support/server/profile-status.ts";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";
import { snapshotRows } from "../../../test/support/security/security-fixture.ts";

const webhookSecret = "whsec_security_test";
const signer = new Stripe("sk_test_signer");

describe.each(testDatabaseKinds())("abuse limits on %s", (kind) => {
  describe("the Stripe webhook takes only what Stripe signed, just now", () => {
    let t: TestApp;
    beforeAll(async () => {
      // The events below are refused or ignored before any Stripe API call; the address answers nothing.
      t = await createTestApp(kind, {
        billing: { mode: "stripe", secretKey: "sk_test_adsmith", webhookSecret, prices: { annual: "price_a", monthly: "price_m" }, apiUrl: "http://127.0.0.1:9" },
      });
      await t.signUp("subscriber@example.com");
    });
    afterAll(() => t.close());

    const event = JSON.stringify({ id: "evt_security", object: "event", type: "customer.created", data: { object: { id: "cus_1", object: "customer" } } });
    const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
      signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret, timestamp: options.timestamp });
    const deliver = (payload: string, signature?: string) =>
      t.request("/api/billing/webhook", { body: payload, headers: signature === undefined ? {} : { "stripe-signature": signature } });

    it.each([
      ["no signature", () => deliver(event)],
      ["an empty signature", () => deliver(event, "")],
      ["a signature made with another secret", () => deliver(event, sign(event, { secret: "whsec_someone_else" }))],
      ["a signature ten minutes old (a replay)", () => deliver(event, sign(event, { timestamp: Math.floor(Date.now() / 1000) - 600 }))],
      ["a body changed after signing", () => deliver(event.replace("customer.created", "customer.subscription.deleted"), sign(event))],
      ["a malformed signature header", () => deliver(event, "t=1,v1=00")],
    ])("refuses %s with 400 and changes nothing", async (_label, send) => {
      const before = await snapshotRows(t.database.db);
      const response = await send();
      expect([response.status, await response.json()]).toEqual([400, { error: billingMessages.badSignature }]);
      expect(await snapshotRows(t.database.db)).toEqual(before);
    });

    it("takes a correctly signed, fresh event", async () => {
      const response = await deliver(event, sign(event));
      expect([response.status, await response.json()]).toEqual([200, { received: true, outcome: "ignored" }]);
    });
  });

  describe("sign-in and sign-up brute force is slowed per client address", () => {
    const attemptsPerMinute = 3;
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { authAttemptsPerMinute: attemptsPerMinute, trustProxy: true });
      await t.signUp("target@example.com", "the-real-password", "Target");
    });
    afterAll(() => t.close());

    const from = (address: string) => ({ "x-forwarded-for": address });
    const guess = (address: string, attempt: number) =>
      t.request("/api/auth/sign-in/email", { body: { email: "target@example.com", password: `guess-number-${attempt}` }, headers: from(address) });

    it("answers 429 past the allowance of sign-in attempts from one address", async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < attemptsPerMinute + 2; attempt += 1) statuses.push((await guess("203.0.113.1", attempt)).status);
      expect(statuses.slice(0, attemptsPerMinute)).toEqual(Array(attemptsPerMinute).fill(401));
      expect(statuses.slice(attemptsPerMinute)).toEqual([429, 429]);
      const refused = await guess("203.0.113.1", 99);
      expect(Number(refused.headers.get("x-retry-after"))).toBeGreaterThan(0);
    });

    it("refuses even the right password from that address until the minute is over", async () => {
      const right = await t.request("/api/auth/sign-in/email", { body: { email: "target@example.com", password: "the-real-password" }, headers: from("203.0.113.1") });
      expect(right.status).toBe(429);
    });

    it("keeps the account usable from another address: one address's limit does not reach its owner elsewhere", async () => {
      const owner = await t.request("/api/auth/sign-in/email", { body: { email: "target@example.com", password: "the-real-password" }, headers: from("198.51.100.7") });
      expect(owner.status).toBe(200);
    });

    it("answers 429 past the allowance of sign-ups from one address", async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < attemptsPerMinute + 1; attempt += 1) {
        const response = await t.request("/api/auth/sign-up/email", {
          body: { email: `bulk-${attempt}@example.com`, password: "long-enough-password", name: "Bulk" },
          headers: from("203.0.113.50"),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array(attemptsPerMinute).fill(200), 429]);
    });

    it("keys on the address the app sees, not on an address header the client sets", async () => {
      const direct = await createTestApp(kind, { authAttemptsPerMinute: attemptsPerMinute, trustProxy: false });
      try {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < attemptsPerMinute + 1; attempt += 1) {
          const response = await direct.request("/api/auth/sign-in/email", {
            body: { email: "target@example.com", password: `guess-number-${attempt}` },
            headers: { "x-forwarded-for": `192.0.2.${attempt}`, "x-adsmith-client-ip": `192.0.2.${attempt}` },
          });
          statuses.push(response.status);
        }
        expect(statuses.at(-1)).toBe(429);
      } finally {
        await direct.close();
      }
      // A second app opens a database of its own.
    }, 60_000);
  });

  describe("sign-in attempts are also counted per account, from any address (issue 24)", () => {
    const attemptsPerMinute = 2;
    const perAccount = attemptsPerMinute * 3;
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { authAttemptsPerMinute: attemptsPerMinute, trustProxy: true });
      await t.signUp("spread@example.com", "the-real-password", "Spread");
      await t.signUp("another@example.com", "the-real-password", "Another");
    });
    afterAll(() => t.close());

    // A new address for every attempt: the per-address limit never applies.
    let address = 0;
    const attempt = (email: string) =>
      t.request("/api/auth/sign-in/email", { body: { email, password: "a-wrong-guess" }, headers: { "x-forwarded-for": `198.18.0.${++address}` } });

    it("refuses a guess spread over many addresses past the account's allowance, saying when to try again", async () => {
      const statuses: number[] = [];
      for (let count = 0; count < perAccount; count += 1) statuses.push((await attempt("spread@example.com")).status);
      expect(statuses).toEqual(Array(perAccount).fill(401));
      const refused = await attempt("Spread@Example.com");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
      expect(((await refused.json()) as { error: string }).error).toMatch(/^Too many sign-in attempts for this account\. Try again in \d+ minutes\.$/);
    });

    it("answers an address without an account exactly as one with an account, so nothing tells them apart", async () => {
      const known = await attempt("spread@example.com");
      const statuses: number[] = [];
      const bodies: unknown[] = [];
      for (let count = 0; count <= perAccount; count += 1) {
        const response = await attempt("nobody-here@example.com");
        statuses.push(response.status);
        bodies.push(await response.json());
      }
      expect(statuses).toEqual([...Array(perAccount).fill(401), 429]);
      // A wrong password for an account that exists reads the same as an address without one.
      expect(bodies[0]).toEqual(await (await attempt("another@example.com")).json());
      expect(known.status).toBe(429);
    });
  });

  describe("the AI and the crawl have a per-user allowance a minute", () => {
    const requestsPerMinute = 3;
    let t: TestApp;
    beforeAll(async () => {
      const { ai } = loadConfig({ DATA_DIR: "/tmp/adsmith-unused" });
      t = await createTestApp(kind, { ai: { ...ai, requestsPerMinute } });
    });
    afterAll(() => t.close());

    it("counts every generation endpoint against one allowance, then answers 429 with Retry-After and the message", async () => {
      const { cookie } = await signUpWithTrial(t, "writer@example.com");
      const headline = { currentHeadline: "Kanban Boards", context: { campaignName: "Taskboard" } };
      const calls = [
        () => t.request("/api/generate-single-headline", { body: headline, cookie }),
        () => t.request("/api/generate-single-pmax-headline", { body: headline, cookie }),
        () => t.request("/api/generate-ads", { body: { formData: formFor("search"), crawledContent: englishPage }, cookie }),
      ];
      for (const call of calls) expect((await call()).status).toBe(200);
      const refused = await t.request("/api/generate-demandgen-ads", { body: { formData: formFor("demand_gen") }, cookie });
      expect([refused.status, await refused.json()]).toEqual([429, { error: generationMessages.tooManyRequests }]);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    });

    it("answers the 31st crawl in a minute 429 with Retry-After and says when to try again", async () => {
      const { cookie } = await signUpWithTrial(t, "crawler@example.com");
      // A private address is refused without a fetch, and still counts: a refusal costs the server work too.
      for (let crawl = 0; crawl < 30; crawl += 1) {
        expect((await t.request("/api/scrape-landing-page", { body: { url: "http://10.0.0.1/" }, cookie })).status).toBe(400);
      }
      const refused = await t.request("/api/scrape-landing-page", { body: { url: "http://10.0.0.1/" }, cookie });
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(((await refused.json()) as { error: string }).error).toBe(`Too many page crawls: at most 30 a minute. Try again in ${retryAfter} seconds.`);
    });
  });
});
