import { desc } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The page shows the latest messages only; older ones stay in the table. */
const shown = 200;

export async function storeInOutbox(db: Database, message: Omit<OutboxMessage, "createdAt">): Promise<void> {
  await db.insert(mailOutbox).values(message);
}

/** The messages oldest first, so the newest is last, as a mailbox lists them. */
export async function readOutbox(db: Database): Promise<OutboxMessage[]> {
  const rows = await db
    .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text, html: mailOutbox.html, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(shown);
  return rows.reverse().map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
