import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authUser } from "../db/auth-schema.ts";
import { createTestApp, sessionCookie, type TestApp } from "../../../test/support/server/test-app.ts";

/** Issue 24: no "Welcome back" on a first visit. `GET /api/me` says whether this session is the sign-up's. */
let t: TestApp;
const password = "correct-horse-battery";

beforeAll(async () => {
  t = await createTestApp("pglite");
});
afterAll(() => t.close());

const firstVisit = async (cookie: string) => ((await (await t.request("/api/me", { cookie })).json()) as { firstVisit: boolean }).firstVisit;

describe("GET /api/me: firstVisit", () => {
  it("is true in the session the sign-up began", async () => {
    const { cookie } = await t.signUp("newcomer@example.com", password);
    expect(await firstVisit(cookie)).toBe(true);
  });

  it("is false in a session begun a day after the sign-up", async () => {
    const { userId } = await t.signUp("regular@example.com", password);
    await t.database.db.update(authUser).set({ createdAt: new Date(Date.now() - 24 * 3_600_000) }).where(eq(authUser.id, userId));
    const signedIn = await t.request("/api/auth/sign-in/email", { body: { email: "regular@example.com", password } });
    expect(signedIn.status).toBe(200);
    expect(await firstVisit(sessionCookie(signedIn))).toBe(false);
  });
});
