import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxBodyBytes } from "./app.ts";
import { createTestApp, type TestApp } from "../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../test/support/server/test-database.ts";

describe.each(testDatabaseKinds())("the API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { authAttemptsPerMinute: 6 });
  });
  afterAll(() => t.close());

  describe("health", () => {
    it("answers 200 and says the database answers", async () => {
      const response = await t.request("/api/health");
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: "ok", database: { kind, up: true } });
    });
  });

  describe("errors have one shape", () => {
    it("answers unknown API paths with 404 JSON, not the web app", async () => {
      const response = await t.request("/api/no-such-thing");
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(await response.json()).toEqual({ error: "No API route for GET /api/no-such-thing" });
    });

    it("refuses bodies over the size limit with 413", async () => {
      const response = await t.request("/api/auth/sign-in/email", {
        body: JSON.stringify({ email: "a@example.com", password: "x".repeat(maxBodyBytes + 1) }),
        headers: { "content-length": String(maxBodyBytes + 40) },
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: "Request body too large" });
    });
  });

  describe("security headers", () => {
    it("sends a CSP without inline scripts, nosniff, no framing and a referrer policy", async () => {
      const response = await t.request("/api/health");
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    });
  });

  describe("sessions", () => {
    it("answers 401 JSON without a session", async () => {
      const response = await t.request("/api/me");
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "Authentication required" });
    });

    it("answers 401 for a forged session cookie", async () => {
      const response = await t.request("/api/me", { cookie: "better-auth.session_token=forged.value" });
      expect(response.status).toBe(401);
    });

    it("signs up, reads /api/me, signs out and signs in again", async () => {
      const { cookie, userId } = await t.signUp("ada@example.com", "analytical-engine", "Ada Lovelace");
      const me = await t.request("/api/me", { cookie });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ id: userId, email: "ada@example.com", name: "Ada Lovelace" });

      const signOut = await t.request("/api/auth/sign-out", { method: "POST", body: {}, cookie });
      expect(signOut.status).toBe(200);
      expect((await t.request("/api/me", { cookie })).status).toBe(401);

      const signIn = await t.request("/api/auth/sign-in/email", {
        body: { email: "ada@example.com", password: "analytical-engine" },
      });
      expect(signIn.status).toBe(200);
      const again = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
      expect((await t.request("/api/me", { cookie: again })).status).toBe(200);
    });

    it("sets the session cookie HttpOnly and SameSite", async () => {
      const response = await t.request("/api/auth/sign-up/email", {
        body: { email: "cookie@example.com", password: "long-enough-password", name: "C" },
      });
      const cookie = response.headers.getSetCookie().find((c) => c.includes("session_token")) ?? "";
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    });
  });

  describe("sign-in reveals nothing about who has an account", () => {
    it("answers a wrong password and an unknown e-mail the same way", async () => {
      await t.signUp("grace@example.com", "cobol-is-fine");
      const wrongPassword = await t.request("/api/auth/sign-in/email", {
        body: { email: "grace@example.com", password: "not-her-password" },
      });
      const unknownUser = await t.request("/api/auth/sign-in/email", {
        body: { email: "nobody@example.com", password: "not-her-password" },
      });
      expect(wrongPassword.status).toBe(401);
      expect(unknownUser.status).toBe(wrongPassword.status);
      const [a, b] = [await wrongPassword.json(), await unknownUser.json()];
      expect(a).toEqual(b);
      expect(a).toMatchObject({ error: "Invalid email or password" });
    });

    it("slows brute force: too many attempts a minute answer 429", async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const response = await t.request("/api/auth/sign-in/email", {
          body: { email: "grace@example.com", password: `guess-${attempt}-guess` },
        });
        statuses.push(response.status);
      }
      expect(statuses).toContain(429);
    });
  });
});
