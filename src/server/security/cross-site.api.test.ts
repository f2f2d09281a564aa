import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, sessionCookie, type TestApp } from "../../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";
import { apiRoutes, changesState, pathOf } from "../../../test/support/security/api-routes.ts";
import { createSecurityApp, type SignedInUser, snapshotRows, userWithCampaign } from "../../../test/support/security/security-fixture.ts";

const password = "correct-horse-battery";

/** Better Auth's state-changing endpoints the web app uses, with bodies it would accept from the app's own page. */
const authEndpoints = [
  { path: "/api/auth/sign-up/email", body: { email: "new@example.com", password, name: "New" } },
  { path: "/api/auth/sign-in/email", body: { email: "victim@example.com", password } },
  { path: "/api/auth/sign-out", body: {} },
  { path: "/api/auth/change-password", body: { currentPassword: password, newPassword: "attacker-chosen-pass" } },
  { path: "/api/auth/update-user", body: { name: "Attacker" } },
  { path: "/api/auth/revoke-sessions", body: {} },
];

/** How another site's page reaches us: its own Origin, or only the browser's Sec-Fetch-Site. */
const crossSite = [
  ["another Origin", { origin: "https://evil.example" }],
  ["Sec-Fetch-Site: cross-site", { origin: "", "sec-fetch-site": "cross-site" }],
] as const;

describe.each(testDatabaseKinds())("cross-site requests on %s", (kind) => {
  let t: TestApp;
  let victim: SignedInUser;

  beforeAll(async () => {
    t = await createSecurityApp(kind);
    victim = await userWithCampaign(t, "victim@example.com");
  });
  afterAll(() => t.close());

  const stateChanging = apiRoutes.filter((route) => changesState(route) && route.guard === "session");

  describe.each(crossSite)("with %s", (_label, headers) => {
    it("every state-changing API endpoint answers 403 and changes nothing", async () => {
      const before = await snapshotRows(t.database.db);
      for (const route of stateChanging) {
        const response = await t.request(pathOf(route, victim.ids), { method: route.method, body: route.body?.(victim.ids) ?? {}, cookie: victim.cookie, headers });
        expect([route.method, route.pattern, response.status, await response.json()]).toEqual([route.method, route.pattern, 403, { error: "Cross-site request refused" }]);
      }
      expect(await snapshotRows(t.database.db)).toEqual(before);
    });

    it("Better Auth's sign-up, sign-in, sign-out, change-password and account endpoints answer 403 and change nothing", async () => {
      const before = await snapshotRows(t.database.db);
      for (const { path, body } of authEndpoints) {
        const response = await t.request(path, { body, cookie: victim.cookie, headers });
        expect([path, response.status]).toEqual([path, 403]);
      }
      expect(await snapshotRows(t.database.db)).toEqual(before);
      expect((await t.request("/api/me", { cookie: victim.cookie })).status).toBe(200);
    });
  });

  it("lets the same requests through from the app's own origin, so the refusals above are the origin's doing", async () => {
    const response = await t.request(`/api/accounts/${victim.ids.account}`, {
      method: "PATCH",
      body: { name: "From our own page" },
      cookie: victim.cookie,
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(response.status).toBe(200);
    const signIn = await t.request("/api/auth/sign-in/email", { body: { email: "victim@example.com", password }, headers: { "sec-fetch-site": "same-origin" } });
    expect(signIn.status).toBe(200);
  });

  it("leaves Stripe's webhook to its signature: a server-to-server call carries no browser cookies", () => {
    const webhook = apiRoutes.filter((route) => changesState(route) && route.guard !== "session");
    expect(webhook.map((route) => route.pattern)).toEqual(["/api/billing/webhook"]);
  });
});

describe("cookies", () => {
  let t: TestApp;
  afterAll(() => t.close());

  it("are HttpOnly, SameSite=Lax and Secure, under the __Secure- prefix, when the public address is https", async () => {
    t = await createTestApp("pglite", { publicUrl: "https://ads.example", trustedOrigins: ["https://ads.example"] });
    const response = await t.request("/api/auth/sign-up/email", {
      body: { email: "secure@example.com", password, name: "S" },
      headers: { origin: "https://ads.example" },
    });
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
      expect(cookie).toMatch(/;\s*Secure/i);
    }
    expect(cookies.find((cookie) => cookie.includes("session_token"))).toMatch(/^__Secure-/);
    const me = await t.request("/api/me", { cookie: sessionCookie(response), headers: { origin: "https://ads.example" } });
    expect(me.status).toBe(200);
  });
});

describe("the Content-Security-Policy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("runs no inline or eval'd script: script-src has neither 'unsafe-inline' nor 'unsafe-eval', on API and page answers", async () => {
    for (const path of ["/api/health", "/", "/campaigns"]) {
      const csp = (await t.request(path)).headers.get("content-security-policy") ?? "";
      const directives = new Map(csp.split(";").map((part) => part.trim().split(/\s+/)).map(([name = "", ...values]) => [name, values]));
      const scriptSources = directives.get("script-src") ?? directives.get("default-src") ?? [];
      expect([path, scriptSources]).toEqual([path, expect.arrayContaining(["'self'"])]);
      expect(scriptSources).not.toContain("'unsafe-inline'");
      expect(scriptSources).not.toContain("'unsafe-eval'");
      expect(directives.has("script-src-elem") || directives.has("script-src-attr")).toBe(false);
      expect(directives.get("object-src")).toEqual(["'none'"]);
      expect(directives.get("base-uri")).toEqual(["'self'"]);
    }
  });

  it("is one the web app can live with: its index.html has no inline script and no inline event handler", () => {
    const html = readFileSync(new URL("../../web/index.html", import.meta.url), "utf8");
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = "", body = ""] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body.trim()).toBe("");
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });
});
