import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchCampaignBody } from "../../../test/support/server/campaign-fixture.ts";
import type { TestApp } from "../../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";
import { type ApiRoute, apiRoutes, pathOf } from "../../../test/support/security/api-routes.ts";
import { createSecurityApp, type SignedInUser, snapshotRows, userWithCampaign } from "../../../test/support/security/security-fixture.ts";

/**
 * Input that passes a type check but that PostgreSQL cannot store or read: NUL characters (text and jsonb
 * refuse them), lone surrogates (UTF-8 cannot encode them; the driver would store U+FFFD), JSON nested
 * 10,000 deep, and list cursors whose time PostgreSQL cannot parse. Each is refused with 400 at the edge,
 * naming the field, on both databases, and changes nothing.
 */

const nul = "Bread\u0000Rye";
const loneHigh = "Bread \uD800";
const loneLow = "\uDC00 Bread";

/** JSON text nested `depth` objects deep, written out: JSON.stringify itself would overflow the stack. */
const nestedText = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const someId = "3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e";

const label = (route: ApiRoute) => `${route.method} ${route.pattern}`;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The path of every string in a body, so each can be spoiled in turn. */
function stringPaths(value: Json, prefix: string[] = []): string[][] {
  if (typeof value === "string") return [prefix];
  if (value === null || typeof value !== "object") return [];
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  return entries.flatMap(([key, item]) => stringPaths(item, [...prefix, key]));
}

function withString(value: Json, path: string[], replace: (text: string) => string): Json {
  const [head, ...rest] = path;
  if (head === undefined) return typeof value === "string" ? replace(value) : value;
  if (Array.isArray(value)) return value.map((item, index) => (String(index) === head ? withString(item, rest, replace) : item));
  if (value === null || typeof value !== "object") return value;
  return { ...value, [head]: withString(value[head] ?? null, rest, replace) };
}

describe.each(testDatabaseKinds())("crafted input on %s", (kind) => {
  let t: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    t = await createSecurityApp(kind);
    user = await userWithCampaign(t, "crafted@example.com");
  });
  afterAll(() => t.close());

  /** Sends the request and expects 400 whose message names `field` first, with no row changed. */
  async function expectRefused(path: string, init: { method?: string; body?: unknown }, field: string, message: RegExp) {
    const before = await snapshotRows(t.database.db);
    const response = await t.request(path, { ...init, cookie: user.cookie });
    const body = (await response.json()) as { error: string };
    expect([response.status, body.error]).toEqual([400, expect.stringMatching(new RegExp(`^${field.replace(/\./g, "\\.")}: `))]);
    expect(body.error).toMatch(message);
    expect(await snapshotRows(t.database.db)).toEqual(before);
  }

  describe("NUL characters are refused in names, stored JSON and search", () => {
    it("in a campaign's name", async () => {
      await expectRefused("/api/campaigns", { body: searchCampaignBody(nul, user.ids.account) }, "name", /NUL/);
    });

    it("in an account's name, new or renamed", async () => {
      await expectRefused("/api/accounts", { body: { name: nul } }, "name", /NUL/);
      await expectRefused(`/api/accounts/${user.ids.account}`, { method: "PATCH", body: { name: nul } }, "name", /NUL/);
    });

    it("in a string and in a key of the stored form data", async () => {
      const body = searchCampaignBody("Bread", user.ids.account);
      await expectRefused("/api/campaigns", { body: { ...body, formData: { ...body.formData, brandVoice: nul } } }, "formData.brandVoice", /NUL/);
      await expectRefused("/api/campaigns", { body: { ...body, formData: { [nul]: "x" } } }, "formData", /keys .*NUL/);
    });

    it("in an ad's assets and an ad group's keywords", async () => {
      await expectRefused(`/api/ads/${user.ids.ad}`, { method: "PUT", body: { version: 1, assets: { headlines: [nul] } } }, "assets.headlines.0", /NUL/);
      await expectRefused(`/api/ad-groups/${user.ids.adGroup}`, { method: "PUT", body: { version: 1, keywords: ["rye", nul] } }, "keywords.1", /NUL/);
    });

    it("in the campaign list's search", async () => {
      await expectRefused(`/api/campaigns?${new URLSearchParams({ search: nul })}`, {}, "search", /NUL/);
    });
  });

  describe("a lone surrogate is refused, not stored as U+FFFD", () => {
    it("in a campaign's name and an ad group's name", async () => {
      await expectRefused("/api/campaigns", { body: searchCampaignBody(loneHigh, user.ids.account) }, "name", /unpaired surrogate/);
      await expectRefused(`/api/ad-groups/${user.ids.adGroup}`, { method: "PUT", body: { version: 1, name: loneLow } }, "name", /unpaired surrogate/);
    });

    it("in the form data and an ad's assets", async () => {
      const body = searchCampaignBody("Bread", user.ids.account);
      await expectRefused("/api/campaigns", { body: { ...body, formData: { brandVoice: loneLow } } }, "formData.brandVoice", /unpaired surrogate/);
      await expectRefused(`/api/ads/${user.ids.ad}`, { method: "PUT", body: { version: 1, assets: { [loneHigh]: [] } } }, "assets", /unpaired surrogate/);
    });

    it("while a pair that makes one character (an emoji) is stored as sent", async () => {
      const response = await t.request(`/api/accounts/${user.ids.account}`, { method: "PATCH", body: { name: "Bakery \uD83E\uDD56" }, cookie: user.cookie });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { account: { name: string } }).account.name).toBe("Bakery 🥖");
    });
  });

  describe("JSON nested 10,000 deep is refused without exhausting the stack", () => {
    it("in a campaign's form data", async () => {
      const body = `{"name":"Deep","adGroups":[{"name":"G"}],"formData":${nestedText(10_000)}}`;
      await expectRefused("/api/campaigns", { body }, "formData", /more than 32 levels/);
    });

    it("in an ad's assets", async () => {
      await expectRefused(`/api/ads/${user.ids.ad}`, { method: "PUT", body: `{"version":1,"assets":${nestedText(10_000)}}` }, "assets", /more than 32 levels/);
    });

    it("while 32 levels are accepted", async () => {
      const body = `{"name":"Nested","adGroups":[{"name":"G"}],"formData":${nestedText(31)}}`;
      expect((await t.request("/api/campaigns", { body, cookie: user.cookie })).status).toBe(201);
    });
  });

  describe("a list cursor PostgreSQL cannot read as a time is refused", () => {
    const cursors: [string, string][] = [
      ["not base64 JSON at all", "garbage!!"],
      ["year 99999", cursorOf(["+099999-01-01T00:00:00Z", someId])],
      ["a bare number JavaScript reads as a year", cursorOf(["99999", someId])],
      ["a day that does not exist", cursorOf(["2026-02-30 10:00:00+00", someId])],
      ["a weekday and month in words", cursorOf(["Tue Nov 24 2026", someId])],
      ["a NUL in the time", cursorOf(["2026-11-24 10:00:00+00\u0000", someId])],
      ["an id that is not one", cursorOf(["2026-11-24 10:00:00.123456+00", "1 or 1=1"])],
    ];

    it.each(cursors)("%s", async (_label, cursor) => {
      await expectRefused(`/api/campaigns?${new URLSearchParams({ cursor })}`, {}, "cursor", /./);
    });

    it("while the cursor the list answered reads the next page", async () => {
      const first = (await (await t.request("/api/campaigns?limit=1", { cookie: user.cookie })).json()) as { nextCursor: string | null };
      expect(first.nextCursor).not.toBeNull();
      const next = await t.request(`/api/campaigns?${new URLSearchParams({ limit: "1", cursor: first.nextCursor ?? "" })}`, { cookie: user.cookie });
      expect(next.status).toBe(200);
    });
  });

  describe("outside the API's own bodies", () => {
    it("a sign-up's name with a NUL or a lone surrogate is refused, and no user is stored", async () => {
      for (const name of [nul, loneHigh]) {
        const before = await snapshotRows(t.database.db);
        const response = await t.request("/api/auth/sign-up/email", { body: { email: "crafted-name@example.com", password: "correct-horse-battery", name } });
        expect([response.status, ((await response.json()) as { error: string }).error]).toEqual([400, expect.stringMatching(/^name: (.*NUL|.*unpaired surrogate)/)]);
        expect(await snapshotRows(t.database.db)).toEqual(before);
      }
    });

    it("a test checkout id with a NUL is not found rather than a crash", async () => {
      for (const path of ["/api/billing/local-checkout/%00", "/api/billing/local-checkout/cs%00/complete"]) {
        const response = await t.request(path, { method: path.endsWith("complete") ? "POST" : "GET", cookie: user.cookie });
        expect([path, response.status]).toEqual([path, 404]);
      }
    });
  });

  describe("every text field of every body refuses them", () => {
    // A route whose service is not configured answers before it reads the body.
    const withBodies = apiRoutes.filter((route) => route.guard === "session" && route.body && !route.unconfigured);

    // One request per string, NUL and a lone surrogate in turn: a generation body holds dozens of strings.
    const spoils = [(text: string) => `${text}\u0000`, (text: string) => `${text}\uD800`];

    it.each(withBodies.map((route) => [label(route), route] as const))(
      "%s",
      async (_label, route) => {
        const valid = route.body?.(user.ids) as Json;
        for (const [index, path] of stringPaths(valid).entries()) {
          const body = withString(valid, path, spoils[index % spoils.length] ?? String);
          const response = await t.request(pathOf(route, user.ids), { method: route.method, body, cookie: user.cookie });
          const { error } = (await response.json()) as { error: string };
          const field = path.join(".");
          expect([field, response.status, error]).toEqual([field, 400, expect.stringMatching(/NUL|unpaired surrogate/)]);
          expect(error.startsWith(`${field}: `)).toBe(true);
        }
      },
      // Quick alone; a machine busy with other test runs may take far longer.
      60_000,
    );
  });
});
