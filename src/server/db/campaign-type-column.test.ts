import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../test/support/server/test-database.ts";

/**
 * The database checks a campaign type's form, not the list of types (issue 21): the registry says which
 * types exist and the API refuses others, so a new type needs no migration, while junk still cannot land.
 */
describe.each(testDatabaseKinds())("campaigns.campaign_type on %s", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.execute(sql`insert into auth_user (id, name, email) values ('type-owner', 'Owner', 'type-owner@example.com')`);
  });
  afterAll(async () => database.close());

  const insertType = (campaignType: string | null) =>
    database.db.execute(
      sql`insert into campaigns (user_id, user_email, campaign_name, campaign_type) values ('type-owner', 'type-owner@example.com', 'Spring', ${campaignType})`,
    );

  it("takes any type id the registry may add, and none", async () => {
    await expect(insertType("search")).resolves.toBeDefined();
    await expect(insertType("display")).resolves.toBeDefined();
    await expect(insertType(null)).resolves.toBeDefined();
  });

  it("refuses what is no type id", async () => {
    await expect(insertType("Search")).rejects.toThrow();
    await expect(insertType("search'; drop table campaigns; --")).rejects.toThrow();
    await expect(insertType("")).rejects.toThrow();
  });
});
