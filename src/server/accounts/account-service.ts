import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { canDeleteAccount } from "../../domain/accounts/accounts.ts";
import type { Account } from "../../domain/contracts/index.ts";
import type { Database } from "../db/client.ts";
import { classifyDatabaseError } from "../db/database-error.ts";
import { accounts, authUser, campaigns } from "../db/schema.ts";
import type { SessionUser } from "../http/app-env.ts";
import { ServiceError } from "../service-error.ts";
import { accountRules } from "./account-rules.ts";

// Spelled out in SQL: inside a subquery drizzle would leave the column names unqualified and ambiguous.
const campaignCount = sql<number>`(select count(*)::int from campaigns c where c.account_id = "accounts"."id")`;

function toSummary(row: typeof accounts.$inferSelect, campaigns: number): Account {
  return {
    id: row.id,
    name: row.name,
    isDefault: row.isDefault,
    campaignCount: campaigns,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's accounts, default first then oldest first, as the spec orders them. */
export async function listAccounts(db: Database, userId: string): Promise<Account[]> {
  const rows = await db
    .select({ account: accounts, campaignCount })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(desc(accounts.isDefault), asc(accounts.createdAt), asc(accounts.id));
  return rows.map((row) => toSummary(row.account, Number(row.campaignCount)));
}

export async function getAccount(db: Database, userId: string, id: string): Promise<Account> {
  const [row] = await db
    .select({ account: accounts, campaignCount })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.userId, userId)));
  if (!row) throw new ServiceError("not_found", accountRules.notFound);
  return toSummary(row.account, Number(row.campaignCount));
}

/**
 * A user's first account becomes their default. Users without the multi-account right (trial) may hold
 * one account only. The user's row is locked while counting and inserting, so creations that arrive at
 * once (two quick clicks, or two app instances) take turns instead of both seeing no account yet.
 */
export async function createAccount(
  db: Database,
  user: SessionUser,
  rawName: string,
  canConnectMultipleAccounts: boolean,
): Promise<Account> {
  const name = accountRules.validateNewName(rawName);
  return withDuplicateNameMessage(() =>
    db.transaction(async (tx) => {
      await tx.select({ id: authUser.id }).from(authUser).where(eq(authUser.id, user.id)).for("update");
      const [existing] = await tx.select({ n: count() }).from(accounts).where(eq(accounts.userId, user.id));
      const existingCount = Number(existing?.n ?? 0);
      if (existingCount > 0 && !canConnectMultipleAccounts) {
        throw new ServiceError("forbidden", accountRules.trialLimit, accountRules.upgradeTitle);
      }
      const [created] = await tx
        .insert(accounts)
        .values({ userId: user.id, userEmail: user.email, name, isDefault: existingCount === 0 })
        .returning();
      if (!created) throw new Error("Failed to create account");
      return toSummary(created, 0);
    }),
  );
}

export async function renameAccount(db: Database, userId: string, id: string, rawName: string): Promise<Account> {
  const name = accountRules.validateRename(rawName);
  const [updated] = await withDuplicateNameMessage(() =>
    db
      .update(accounts)
      .set({ name, updatedAt: sql`now()` })
      .where(and(eq(accounts.id, id), eq(accounts.userId, userId)))
      .returning({ id: accounts.id }),
  );
  if (!updated) throw new ServiceError("not_found", accountRules.notFound);
  return getAccount(db, userId, id);
}

/** Deletes the account and its campaigns together; the default account stays. */
export async function deleteAccount(db: Database, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ isDefault: accounts.isDefault })
      .from(accounts)
      .where(and(eq(accounts.id, id), eq(accounts.userId, userId)))
      .for("update");
    if (!account) throw new ServiceError("not_found", accountRules.notFound);
    const deletable = canDeleteAccount(account);
    if (!deletable.ok) throw new ServiceError("invalid", deletable.message);
    await tx.delete(campaigns).where(and(eq(campaigns.accountId, id), eq(campaigns.userId, userId)));
    await tx.delete(accounts).where(and(eq(accounts.id, id), eq(accounts.userId, userId)));
  });
}

/** The unique index on the trimmed, lower-cased name is the final word on duplicates, even under races. */
async function withDuplicateNameMessage<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const classified = classifyDatabaseError(error);
    if (classified?.kind === "duplicate" && classified.constraint === "accounts_user_name_unique") {
      throw new ServiceError("conflict", accountRules.duplicateName, accountRules.duplicateTitle);
    }
    throw error;
  }
}
