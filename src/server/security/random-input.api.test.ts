import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../db/schema.ts";
import type { TestApp } from "../../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";
import { type ApiRoute, apiRoutes, pathOf } from "../../../test/support/security/api-routes.ts";
import { createSecurityApp, type SignedInUser, snapshotRows, userWithCampaign } from "../../../test/support/security/security-fixture.ts";

/**
 * Enough runs per endpoint to find a crash in a parser, few enough to keep CI inside its budget (50 runs
 * took this file 37 s of a 2-core machine's time). Each CI run draws new cases, so coverage still grows.
 */
const numRuns = 25;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Any value at all, as the JSON text it would be sent as (`undefined` and functions become null). */
const anythingAsJson = fc.anything().map((value) => JSON.stringify(value) ?? "null");

/** Text PostgreSQL cannot store as sent: NUL characters and lone surrogates, alone or inside other text. */
const unstorableText = fc.oneof(
  fc.constantFrom("\u0000", "Bread\u0000", "\uD800", "\uDC00 Bread", "Bread \uDBFF"),
  fc.tuple(fc.string(), fc.constantFrom("\u0000", "\uD800", "\uDFFF"), fc.string()).map((parts) => parts.join("")),
);

/** JSON nested far past the API's limit: a stack-hungry walk or PostgreSQL's jsonb would fail on it. */
const deepJson = fc.integer({ min: 33, max: 2000 }).map((depth) => JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`) as Json);

/** A long string, a wrong type, crafted text or random JSON: what one field of an almost valid body is replaced with. */
const wrongValue: fc.Arbitrary<Json> = fc.oneof(
  fc.jsonValue() as fc.Arbitrary<Json>,
  fc.string({ minLength: 301, maxLength: 3000 }),
  unstorableText,
  deepJson,
  fc.constantFrom<Json>(null, "", -1, 0, 1e308, true, [], {}, "<script>alert(1)</script>", "../../etc/passwd", "' or 1=1 --"),
);

/** Every path into a JSON value, so a mutation can reach nested fields (`formData.campaignName`). */
function pathsOf(value: Json, prefix: string[] = [], depth = 3): string[][] {
  if (depth === 0 || value === null || typeof value !== "object") return [prefix];
  const keys = Array.isArray(value) ? value.map((_item, index) => String(index)) : Object.keys(value);
  return [prefix, ...keys.flatMap((key) => pathsOf((value as Record<string, Json>)[key] ?? null, [...prefix, key], depth - 1))];
}

type Mutation = { kind: "replace"; value: Json } | { kind: "delete" } | { kind: "extra"; key: string; value: Json };

function mutate(value: Json, path: string[], mutation: Mutation): Json {
  const [head, ...rest] = path;
  if (head === undefined) {
    if (mutation.kind === "replace") return mutation.value;
    if (mutation.kind === "extra" && value !== null && typeof value === "object" && !Array.isArray(value)) return { ...value, [mutation.key]: mutation.value };
    return value;
  }
  if (value === null || typeof value !== "object") return value;
  const removing = rest.length === 0 && mutation.kind === "delete";
  if (Array.isArray(value)) {
    const index = Number(head);
    return removing ? value.filter((_item, at) => at !== index) : value.map((item, at) => (at === index ? mutate(item, rest, mutation) : item));
  }
  const copy = { ...value };
  if (removing) delete copy[head];
  else copy[head] = mutate(copy[head] ?? null, rest, mutation);
  return copy;
}

/** A valid body with one thing wrong: a field replaced, removed, or an unexpected one added. */
function almostValid(valid: Json): fc.Arbitrary<string> {
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    wrongValue.map((value) => ({ kind: "replace" as const, value })),
    fc.constant({ kind: "delete" as const }),
    fc.record({ kind: fc.constant("extra" as const), key: fc.oneof(fc.string(), unstorableText, fc.constantFrom("__proto__", "constructor", "userId", "id")), value: wrongValue }),
  );
  return fc.tuple(fc.constantFrom(...pathsOf(valid)), mutation).map(([path, change]) => JSON.stringify(mutate(valid, path, change)));
}

const queryValue = fc.oneof(fc.string({ maxLength: 400 }), unstorableText);
const randomQuery = fc.dictionary(fc.string({ maxLength: 20 }), queryValue, { maxKeys: 5 });

describe.each(testDatabaseKinds())("random input on %s", (kind) => {
  let t: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    t = await createSecurityApp(kind);
    user = await userWithCampaign(t, "fuzzed@example.com");
  });
  afterAll(() => t.close());

  /**
   * Sends each generated request and holds the rule: never a crash (only a route's declared answer for an
   * unconfigured service may be 5xx), and a refused request changes no row. An accepted one may, so the
   * snapshot is taken again after it.
   */
  async function neverCrashesNorChangesOnRefusal(route: ApiRoute, requests: fc.Arbitrary<{ path: string; body?: string }>) {
    let before = await snapshotRows(t.database.db);
    await fc.assert(
      fc.asyncProperty(requests, async ({ path, body }) => {
        // The crawl's own per-user limit would otherwise answer every run after the 30th before validating.
        await t.database.db.delete(rateLimits);
        const response = await t.request(path, { method: route.method, body, cookie: user.cookie });
        const status = response.status;
        if (status >= 500) expect([status, await response.text()]).toEqual([route.unconfigured, expect.any(String)]);
        const after = await snapshotRows(t.database.db);
        if (status >= 400) expect(after).toEqual(before);
        before = after;
      }),
      { numRuns },
    );
  }

  /** Bodies, query strings and path ids, each random or almost valid, as far as the route takes them. */
  function requestsFor(route: ApiRoute): fc.Arbitrary<{ path: string; body?: string }> {
    const path = pathOf(route, user.ids);
    const validBody = route.body?.(user.ids) as Json | undefined;
    const kinds: fc.Arbitrary<{ path: string; body?: string }>[] = [];
    if (validBody !== undefined) {
      const bodies = fc.oneof(fc.json(), anythingAsJson, almostValid(validBody), almostValid(validBody));
      kinds.push(bodies.map((body) => ({ path, body })));
    }
    if (route.method === "GET") {
      // The parameters the route reads: those of its valid call and those its refused calls name.
      const keys = new Set([route.query ?? {}, ...(route.refused ?? []).map((refused) => refused.query ?? {})].flatMap((query) => Object.keys(query)));
      const nearQuery = fc.record(Object.fromEntries([...keys].map((key) => [key, queryValue])));
      kinds.push(fc.oneof(randomQuery, nearQuery).map((query) => ({ path: `${path}?${new URLSearchParams(query)}` })));
    }
    if (route.owner) {
      const id = fc.oneof(fc.string({ minLength: 1 }), fc.uuid(), fc.constantFrom("..", "%00", "null", "0", "-1", "%2e%2e%2f"));
      const body = validBody === undefined ? undefined : JSON.stringify(validBody);
      kinds.push(id.map((raw) => ({ path: pathOf(route, user.ids, encodeURIComponent(raw)), body })));
    }
    return fc.oneof(...kinds);
  }

  const fuzzed = apiRoutes.filter((route) => route.guard === "session" && (route.body || route.method === "GET" || route.owner));
  it.each(fuzzed.map((route) => [`${route.method} ${route.pattern}`, route] as const))(
    "%s: random and almost valid input never crashes it, nor changes anything when refused",
    async (_label, route) => {
      await neverCrashesNorChangesOnRefusal(route, requestsFor(route));
    },
    // 50 requests and snapshots take a second or two; a machine busy with other test runs may take far longer.
    60_000,
  );
});
