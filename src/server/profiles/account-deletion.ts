import { eq } from "drizzle-orm";
import { accountDeletionMessages, confirmsAccountEmail } from "../../domain/accounts/account-deletion.ts";
import type { Billing } from "../billing/billing.ts";
import { authUser } from "../db/auth-schema.ts";
import type { Database } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import type { SessionUser } from "../http/app-env.ts";
import { ServiceError } from "../service-error.ts";
import { ensureProfile } from "./profile-service.ts";

/**
 * Deletes the user and everything they own (issue 24). The subscription ends first, with the billing
 * provider: if that fails nothing is deleted, so no one is charged for an account that is gone. Then one
 * transaction removes the user, which cascades to their ad accounts, campaigns, ad groups, ads, profile,
 * usage, sessions and local checkouts (every table references the user with ON DELETE CASCADE), and the
 * e-mails kept for them in the local outbox.
 */
export async function deleteAccount(db: Database, billing: Billing, user: SessionUser, confirmEmail: string): Promise<void> {
  if (!confirmsAccountEmail(confirmEmail, user.email)) throw new ServiceError("invalid", accountDeletionMessages.confirmMismatch);
  if (billing.mode !== "off") {
    const profile = await ensureProfile(db, user);
    try {
      await billing.provider.endSubscriptions(profile);
    } catch {
      throw new ServiceError("conflict", accountDeletionMessages.billingFailed);
    }
  }
  await db.transaction(async (tx) => {
    await tx.delete(mailOutbox).where(eq(mailOutbox.to, user.email));
    await tx.delete(authUser).where(eq(authUser.id, user.id));
  });
}
