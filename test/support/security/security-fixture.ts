import { sql } from "drizzle-orm";
import { type Config, loadConfig } from "../../../src/server/config.ts";
import type { Database } from "../../../src/server/db/client.ts";
import { searchCampaignBody } from "../server/campaign-fixture.ts";
import { signUpWithTrial } from "../server/profile-status.ts";
import { createTestApp, type TestApp } from "../server/test-app.ts";
import type { TestDatabaseKind } from "../server/test-database.ts";
import type { OwnedIds } from "./api-routes.ts";

export interface SignedInUser {
  userId: string;
  cookie: string;
  ids: OwnedIds;
}

/**
 * The app with every route reachable (local billing with its clock, unless a test names another
 * billing) and its per-minute limits out of the way, since these tests send far more requests a minute
 * than a person would.
 */
export function createSecurityApp(kind: TestDatabaseKind, billing: Config["billing"] = { mode: "local", clockControl: true }): Promise<TestApp> {
  const { ai } = loadConfig({ DATA_DIR: "/tmp/adsmith-unused" });
  return createTestApp(kind, {
    billing,
    authAttemptsPerMinute: 10_000,
    ai: { ...ai, requestsPerMinute: 10_000 },
  });
}

/** A user in their trial with one of everything: an account, a campaign, its ad group and its ad. */
export async function userWithCampaign(t: TestApp, email: string): Promise<SignedInUser> {
  const { cookie, userId } = await signUpWithTrial(t, email);
  const account = await t.request("/api/accounts", { body: { name: "Bakery" }, cookie });
  const accountId = ((await account.json()) as { account: { id: string } }).account.id;
  const saved = await t.request("/api/campaigns", { body: searchCampaignBody("Bread", accountId), cookie });
  const { campaign } = (await saved.json()) as { campaign: { id: string; adGroups: { id: string; ads: { id: string }[] }[] } };
  const adGroup = campaign.adGroups[0];
  const ad = adGroup?.ads[0];
  if (!adGroup || !ad) throw new Error("the saved campaign has no ad group or ad");
  return { userId, cookie, ids: { account: accountId, campaign: campaign.id, adGroup: adGroup.id, ad: ad.id } };
}

/** Counters that every request may move; nothing else may change when a request is refused. */
const countersOnly = new Set(["rate_limits", "auth_rate_limit"]);

/**
 * Every row of every table but the counters, as one sorted JSON text per table, read in one query: equal
 * snapshots mean nothing changed.
 */
export async function snapshotRows(db: Database): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`),
  );
  const names = tables.map((row) => row.name).filter((name) => !countersOnly.has(name) && !name.startsWith("__drizzle"));
  const columns = names.map((name) => `(select coalesce(string_agg(to_jsonb(t)::text, ',' order by to_jsonb(t)::text), '') from "${name}" t) as "${name}"`);
  const [snapshot] = rowsOf<Record<string, string>>(await db.execute(sql.raw(`select ${columns.join(", ")}`)));
  if (!snapshot) throw new Error("the snapshot query returned no row");
  return snapshot;
}

/** The rows of a raw query: PGlite and node-postgres both answer `{ rows }`, which the shared type does not say. */
function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error("the query answered no rows");
  return rows as Row[];
}
