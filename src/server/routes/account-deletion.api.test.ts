import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountDeletionMessages } from "../../domain/accounts/account-deletion.ts";
import { searchCampaignBody } from "../../../test/support/server/campaign-fixture.ts";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";
import { authSession, authUser } from "../db/auth-schema.ts";
import { accounts, adGroups, ads, campaigns, mailOutbox, usageEvents, userProfiles } from "../db/schema.ts";

/** Issue 24: `DELETE /api/me` removes the user and everything they own, once they type their address. */
describe.each(testDatabaseKinds())("DELETE /api/me on %s", (kind) => {
  let t: TestApp;
  let leaving: { cookie: string; userId: string };
  let staying: { cookie: string; userId: string };
  const campaignIds: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, { billing: { mode: "local", clockControl: false } });
    leaving = await t.signUp("leaving@example.com");
    staying = await t.signUp("staying@example.com");
    // A local checkout starts the trial, so there is a subscription to end and a checkout row to remove.
    const { sessionId } = (await (await t.request("/api/create-checkout-session", { body: { plan: "monthly" }, cookie: leaving.cookie })).json()) as { sessionId: string };
    expect((await t.request(`/api/billing/local-checkout/${sessionId}/complete`, { method: "POST", cookie: leaving.cookie })).status).toBe(200);
    const account = ((await (await t.request("/api/accounts", { body: { name: "Crumb & Co" }, cookie: leaving.cookie })).json()) as { account: { id: string } }).account;
    for (const name of ["Spring Bread", "Summer Tarts"]) {
      const response = await t.request("/api/campaigns", { body: searchCampaignBody(name, account.id), cookie: leaving.cookie });
      campaignIds.push(((await response.json()) as { campaign: { id: string } }).campaign.id);
    }
    await t.database.db.insert(mailOutbox).values({ to: "leaving@example.com", subject: "Reset your password", text: "...", html: "..." });
  });
  afterAll(() => t.close());

  const rowsOf = async (userId: string) => {
    const { db } = t.database;
    return {
      users: (await db.select().from(authUser).where(eq(authUser.id, userId))).length,
      sessions: (await db.select().from(authSession).where(eq(authSession.userId, userId))).length,
      profiles: (await db.select().from(userProfiles).where(eq(userProfiles.userId, userId))).length,
      accounts: (await db.select().from(accounts).where(eq(accounts.userId, userId))).length,
      campaigns: (await db.select().from(campaigns).where(eq(campaigns.userId, userId))).length,
      usage: (await db.select().from(usageEvents).where(eq(usageEvents.userId, userId))).length,
    };
  };

  it("refuses an address that is not the user's, and deletes nothing", async () => {
    const before = await rowsOf(leaving.userId);
    const response = await t.request("/api/me", { method: "DELETE", body: { confirmEmail: "staying@example.com" }, cookie: leaving.cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: accountDeletionMessages.confirmMismatch });
    expect(await rowsOf(leaving.userId)).toEqual(before);
  });

  it("deletes the user, their accounts, campaigns, ad groups, ads, profile, usage, sessions and outbox mail, whatever the case of the address", async () => {
    const response = await t.request("/api/me", { method: "DELETE", body: { confirmEmail: "  Leaving@Example.com " }, cookie: leaving.cookie });
    expect(response.status).toBe(200);
    expect(await rowsOf(leaving.userId)).toEqual({ users: 0, sessions: 0, profiles: 0, accounts: 0, campaigns: 0, usage: 0 });
    const { db } = t.database;
    expect(await db.select().from(adGroups).where(inArray(adGroups.campaignId, campaignIds))).toEqual([]);
    expect(await db.select({ id: ads.id }).from(ads).innerJoin(adGroups, eq(ads.adGroupId, adGroups.id)).where(inArray(adGroups.campaignId, campaignIds))).toEqual([]);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, "leaving@example.com"))).toEqual([]);
    // The session cookie now signs in no one.
    expect((await t.request("/api/me", { cookie: leaving.cookie })).status).toBe(401);
  });

  it("leaves every other user as they were", async () => {
    expect(await rowsOf(staying.userId)).toMatchObject({ users: 1, sessions: 1 });
    expect((await t.request("/api/me", { cookie: staying.cookie })).status).toBe(200);
  });

  it("is for signed-in users only", async () => {
    expect((await t.request("/api/me", { method: "DELETE", body: { confirmEmail: "staying@example.com" } })).status).toBe(401);
  });
});
