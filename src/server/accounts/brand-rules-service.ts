import { and, eq } from "drizzle-orm";
import { type BrandRules, noBrandRules, readBrandRules } from "../../domain/brand-rules/index.ts";
import type { Database } from "../db/client.ts";
import { accounts } from "../db/schema.ts";
import { ServiceError } from "../service-error.ts";
import { accountRules } from "./account-rules.ts";

/**
 * An ad account's brand rules (issue 22). Every query carries the user's id, so another user's account
 * answers exactly like a missing one.
 */
export async function brandRulesOf(db: Database, userId: string, accountId: string): Promise<BrandRules> {
  const [row] = await db
    .select({ rules: accounts.brandRules })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)));
  if (!row) throw new ServiceError("not_found", accountRules.notFound);
  return row.rules === null ? noBrandRules : readBrandRules(row.rules);
}

export async function saveBrandRules(db: Database, userId: string, accountId: string, rules: BrandRules): Promise<BrandRules> {
  const [row] = await db
    .update(accounts)
    .set({ brandRules: rules, updatedAt: new Date() })
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)))
    .returning({ rules: accounts.brandRules });
  if (!row) throw new ServiceError("not_found", accountRules.notFound);
  return readBrandRules(row.rules);
}

/** The rules a generation writes under: its ad account's, or none when the request names no account. */
export function brandRulesForWriting(db: Database, userId: string, accountId: string | undefined): Promise<BrandRules> {
  return accountId ? brandRulesOf(db, userId, accountId) : Promise.resolve(noBrandRules);
}
