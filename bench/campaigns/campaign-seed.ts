import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../src/server/db/client.ts";
import { accounts, adGroups, ads, campaigns } from "../../src/server/db/schema.ts";
import { type SeedUser, type UserRows, rowsForUser } from "./campaign-rows.ts";

// About 10 columns a row: 1,000 rows stay far below PostgreSQL's 65,535 bind parameters per statement.
const batchSize = 1_000;

export interface SeedPlan {
  owner: SeedUser;
  ownerCampaigns: number;
  others: SeedUser[];
  otherCampaigns: number;
}

/** Inserts every user's account, campaigns, ad groups and ads in one transaction; answers the owner's campaign ids. */
export async function seedCampaigns(db: Database, plan: SeedPlan): Promise<string[]> {
  const owner = rowsForUser(plan.owner, plan.ownerCampaigns);
  const all: UserRows[] = [owner, ...plan.others.map((user) => rowsForUser(user, plan.otherCampaigns))];
  await db.transaction(async (tx) => {
    await insertBatches(tx, accounts, all.map((rows) => rows.account));
    await insertBatches(tx, campaigns, all.flatMap((rows) => rows.campaigns));
    await insertBatches(tx, adGroups, all.flatMap((rows) => rows.adGroups));
    await insertBatches(tx, ads, all.flatMap((rows) => rows.ads));
  });
  // Planner statistics as autovacuum would have them on a database that grew to this size over time.
  await db.execute(sql`analyze`);
  return owner.campaigns.map((campaign) => campaign.id ?? "");
}

type Inserter = Pick<Database, "insert">;

async function insertBatches<T extends PgTable>(db: Inserter, table: T, rows: T["$inferInsert"][]): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await db.insert(table).values(rows.slice(start, start + batchSize));
  }
}
