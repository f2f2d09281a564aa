import type { Config } from "../../../src/server/config.ts";
import { createTestApp, type TestApp } from "../server/test-app.ts";
import type { TestDatabaseKind } from "../server/test-database.ts";
import { type SmtpInbox, startSmtpInbox } from "./smtp-inbox.ts";

/** The sender the mail tests' app is configured with (MAIL_FROM). */
export const testMailFrom = "Adsmith <no-reply@adsmith.test>";

/**
 * The real app delivering over SMTP to an inbox on 127.0.0.1, as with `SMTP_URL` set (no local outbox).
 * Sign-up signs in at once unless a test asks for `requireVerification`, as the tests of sign-up's own
 * answers do: the other mail tests start from a signed-in user.
 */
export async function startMailedApp(
  kind: TestDatabaseKind,
  mail: Partial<Config["mail"]> = {},
  overrides: Partial<Config> = {},
): Promise<{ t: TestApp; smtp: SmtpInbox; close(): Promise<void> }> {
  const smtp = await startSmtpInbox();
  const t = await createTestApp(kind, { ...overrides, mail: { smtpUrl: smtp.url, from: testMailFrom, outbox: false, requireVerification: false, ...mail } });
  return {
    t,
    smtp,
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}
