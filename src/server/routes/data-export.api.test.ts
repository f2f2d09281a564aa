import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountImports, bulkJobItems, bulkJobs, campaigns } from "../db/schema.ts";
import { searchCampaignBody } from "../../../test/support/server/campaign-fixture.ts";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";

interface DataExport {
  user: { email: string };
  profile: { subscriptionStatus: string } | null;
  accounts: { name: string; brandRules: { bannedPhrases: { text: string }[] } | null }[];
  campaigns: { name: string; adGroups: { name: string; ads: { assets: { headlines: string[] } }[] }[] }[];
  usage: { eventType: string }[];
  imports: { fileSha256: string }[];
  bulkJobs: { total: number; items: { url: string }[] }[];
}

/** Issue 24: 'Download my data', GET /api/me/export: everything a user owns, and nobody else's. */
describe.each(testDatabaseKinds())("GET /api/me/export on %s", (kind) => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { billing: { mode: "off" } });
    let userId: string;
    ({ cookie, userId } = await t.signUp("leaving@example.com"));
    ({ cookie: otherCookie } = await t.signUp("staying@example.com"));
    const account = ((await (await t.request("/api/accounts", { body: { name: "Crumb & Co" }, cookie })).json()) as { account: { id: string } }).account;
    const rules = await t.request(`/api/accounts/${account.id}/brand-rules`, { method: "PUT", body: { bannedPhrases: [{ text: "cheap" }] }, cookie });
    expect(rules.status).toBe(200);
    for (const name of ["Spring Bread", "Summer Tarts"]) expect((await t.request("/api/campaigns", { body: searchCampaignBody(name, account.id), cookie })).status).toBe(201);
    expect((await t.request("/api/campaigns", { body: searchCampaignBody("Not Yours", null), cookie: otherCookie })).status).toBe(201);
    // An imported file and a bulk job, as their services store them (their own tests drive the services).
    const [campaign] = await t.database.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.userId, userId));
    await t.database.db.insert(accountImports).values({ userId, accountId: account.id, fileSha256: "a".repeat(64) });
    const [job] = await t.database.db.insert(bulkJobs).values({ userId, campaignId: campaign?.id ?? "", total: 1 }).returning({ id: bulkJobs.id });
    await t.database.db.insert(bulkJobItems).values({ jobId: job?.id ?? "", url: "https://bakery.example/rye", position: 0 });
  });
  afterAll(() => t.close());

  it("answers the user's accounts, campaigns with their groups and ads, and usage, as a file to keep", async () => {
    const response = await t.request("/api/me/export", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="adsmith-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = (await response.json()) as DataExport;
    expect(data.user.email).toBe("leaving@example.com");
    expect(data.accounts.map((account) => account.name)).toContain("Crumb & Co");
    // The brand rules the user wrote for the client leave with them (issue 24's list).
    expect(data.accounts.find((account) => account.name === "Crumb & Co")?.brandRules?.bannedPhrases).toEqual([{ text: "cheap", reason: "" }]);
    expect(data.campaigns.map((campaign) => campaign.name)).toEqual(["Spring Bread", "Summer Tarts"]);
    for (const campaign of data.campaigns) {
      expect(campaign.adGroups.length).toBeGreaterThan(0);
      expect(campaign.adGroups[0]?.ads[0]?.assets.headlines.length).toBeGreaterThan(0);
    }
    expect(data.usage.map((event) => event.eventType)).toContain("campaign_saved");
    expect(data.imports.map((entry) => entry.fileSha256)).toEqual(["a".repeat(64)]);
    expect(data.bulkJobs.map((job) => [job.total, job.items.map((item) => item.url)])).toEqual([[1, ["https://bakery.example/rye"]]]);
  });

  it("holds nothing of another user's", async () => {
    const data = (await (await t.request("/api/me/export", { cookie: otherCookie })).json()) as DataExport;
    expect(data.campaigns.map((campaign) => campaign.name)).toEqual(["Not Yours"]);
    expect(JSON.stringify(data)).not.toContain("Crumb & Co");
    expect([data.imports, data.bulkJobs]).toEqual([[], []]);
  });

  it("is for signed-in users only", async () => {
    expect((await t.request("/api/me/export")).status).toBe(401);
  });
});
