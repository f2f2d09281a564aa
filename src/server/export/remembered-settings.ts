import { and, eq } from "drizzle-orm";
import { type ExportSettings, exportSettingsSchema } from "../../domain/export/index.ts";
import type { Database } from "../db/client.ts";
import { accounts } from "../db/schema.ts";

/**
 * Export settings are remembered per ad account (issue 20): the choices of the last export from an
 * account are offered, and applied, on the next. Every query carries the user's id, so another user's
 * account reads as none. Stored settings that no longer parse (an older shape) read as none too.
 */
export async function rememberedSettings(db: Database, userId: string, accountId: string | null): Promise<ExportSettings | null> {
  if (!accountId) return null;
  const [row] = await db
    .select({ settings: accounts.exportSettings })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)));
  const parsed = exportSettingsSchema.safeParse(row?.settings);
  return parsed.success ? parsed.data : null;
}

export async function rememberSettings(db: Database, userId: string, accountId: string | null, settings: ExportSettings): Promise<void> {
  if (!accountId) return;
  await db
    .update(accounts)
    .set({ exportSettings: settings })
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)));
}
