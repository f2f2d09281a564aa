import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";
import { type ApiRoute, apiRoutes, pathOf } from "../../../test/support/security/api-routes.ts";
import { createSecurityApp, type SignedInUser, snapshotRows, userWithCampaign } from "../../../test/support/security/security-fixture.ts";

const label = (route: ApiRoute) => `${route.method} ${route.pattern}`;
const withQuery = (path: string, query?: Record<string, string>) => (query ? `${path}?${new URLSearchParams(query)}` : path);

describe.each(testDatabaseKinds())("every API endpoint on %s", (kind) => {
  let t: TestApp;
  let owner: SignedInUser;
  let intruder: SignedInUser;

  beforeAll(async () => {
    t = await createSecurityApp(kind);
    owner = await userWithCampaign(t, "owner@example.com");
    intruder = await userWithCampaign(t, "intruder@example.com");
  });
  afterAll(() => t.close());

  const call = (route: ApiRoute, options: { path?: string; cookie?: string; body?: unknown; query?: Record<string, string> } = {}) =>
    t.request(withQuery(options.path ?? pathOf(route, owner.ids), options.query ?? route.query), {
      method: route.method,
      body: options.body ?? route.body?.(owner.ids),
      cookie: options.cookie,
    });

  describe("the route table", () => {
    it("lists every /api route the app serves, so a new route cannot miss these tests", () => {
      const served = new Set(
        t.app.routes
          .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/") && !route.path.startsWith("/api/auth/"))
          .map((route) => `${route.method} ${route.path}`),
      );
      expect([...served].sort()).toEqual(apiRoutes.map(label).sort());
    });
  });

  describe("without a session", () => {
    it("answers 401 'Authentication required' on every signed-in endpoint, and changes nothing", async () => {
      const before = await snapshotRows(t.database.db);
      for (const route of apiRoutes.filter((r) => r.guard === "session")) {
        const response = await call(route);
        expect([label(route), response.status, await response.json()]).toEqual([label(route), 401, { error: "Authentication required" }]);
      }
      expect(await snapshotRows(t.database.db)).toEqual(before);
    });

    it("answers the health check to anyone", async () => {
      expect((await t.request("/api/health")).status).toBe(200);
    });
  });

  describe("another user's ids", () => {
    it("answer 404, exactly as an id that does not exist, on every endpoint that takes one, and change nothing", async () => {
      const before = await snapshotRows(t.database.db);
      for (const route of apiRoutes.filter((r) => r.owner)) {
        const theirs = await call(route, { cookie: intruder.cookie });
        const missing = await call(route, { cookie: intruder.cookie, path: pathOf(route, owner.ids, randomUUID()) });
        expect([label(route), theirs.status]).toEqual([label(route), 404]);
        expect(await theirs.json()).toEqual(await missing.json());
      }
      expect(await snapshotRows(t.database.db)).toEqual(before);
    });

    it("are not found in an export, a saved campaign's account or the list filter either", async () => {
      const before = await snapshotRows(t.database.db);
      const exported = await t.request("/api/export/csv", { body: { campaignId: owner.ids.campaign }, cookie: intruder.cookie });
      expect(exported.status).toBe(404);
      const saved = await t.request("/api/campaigns", { body: { name: "Sneaky", accountId: owner.ids.account, adGroups: [{ name: "G" }] }, cookie: intruder.cookie });
      expect(saved.status).toBe(404);
      const listed = await t.request(`/api/campaigns?accountId=${owner.ids.account}`, { cookie: intruder.cookie });
      expect(((await listed.json()) as { campaigns: unknown[] }).campaigns).toEqual([]);
      expect(await snapshotRows(t.database.db)).toEqual(before);
    });
  });

  describe("wrong types, missing and over-long fields", () => {
    const cases = apiRoutes.flatMap((route) => (route.refused ?? []).map((refused) => ({ route, refused })));

    it.each(cases.map(({ route, refused }) => [label(route), refused.field, route, refused] as const))(
      "%s refuses a bad %s with 400 naming it, and changes nothing",
      async (_label, field, route, refused) => {
        const before = await snapshotRows(t.database.db);
        const response = await call(route, { cookie: owner.cookie, body: refused.body, query: refused.query });
        const body = (await response.json()) as { error: string };
        expect([response.status, body.error]).toEqual([400, expect.stringMatching(new RegExp(`^${field.replace(".", "\\.")}: \\S`))]);
        expect(await snapshotRows(t.database.db)).toEqual(before);
      },
    );

    it("refuses a body that is not JSON with 400, on every endpoint that reads one", async () => {
      for (const route of apiRoutes.filter((r) => r.refused?.some((refused) => refused.body !== undefined))) {
        const response = await call(route, { cookie: owner.cookie, body: "{not json" });
        expect([label(route), response.status, await response.json()]).toEqual([label(route), 400, { error: "Request body must be valid JSON" }]);
      }
    });
  });
});
