import { betterAuth } from "better-auth";
import { eq } from "drizzle-orm";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { passwordResetRoutes } from "../../domain/app/app-routes.ts";
import type { Billing } from "../billing/billing.ts";
import { passwordLength } from "../../domain/accounts/credentials.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { loggableError } from "../log-safe-error.ts";
import { createMailer, type Mailer, sendInBackground } from "../mail/mailer.ts";
import { changeEmailNoticeEmail, changeEmailVerificationEmail } from "../mail/change-email-emails.ts";
import { passwordResetEmail } from "../mail/password-reset-email.ts";
import { signUpAttemptEmail } from "../mail/sign-up-attempt-email.ts";
import { verificationEmail, verificationExpiresInSeconds } from "../mail/verification-email.ts";
import { authAccount, authRateLimit, authSession, authUser, authVerification, userProfiles } from "../db/schema.ts";

/** Set by our own middleware from the socket (or the trusted proxy), so a client cannot choose its rate-limit key. */
export const clientIpHeader = "x-adsmith-client-ip";

const oneHour = 60 * 60;

export function createAuth(
  db: Database,
  config: Config,
  logger: Logger,
  billing: Billing,
  mailer: Mailer = createMailer(config.mail, db, config.publicUrl, logger),
) {
  const resetPasswordExpiresIn = config.mail.resetPasswordExpiresInSeconds ?? oneHour;
  const requireVerification = config.mail.requireVerification;
  return betterAuth({
    appName: "Adsmith",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: authUser,
        session: authSession,
        account: authAccount,
        verification: authVerification,
        rateLimit: authRateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: passwordLength.min,
      maxPasswordLength: passwordLength.max,
      // Issue 24: a single-use link for an hour; a new password signs out every session, a thief's included.
      resetPasswordTokenExpiresIn: resetPasswordExpiresIn,
      revokeSessionsOnPasswordReset: true,
      // Issue 24, with verification on: sign-up signs in only through the e-mailed link, and a taken address
      // gets the answer a new one gets, its owner an e-mail instead (docs/decisions/sign-up-without-enumeration.md).
      requireEmailVerification: requireVerification,
      onExistingUserSignUp: ({ user }) => {
        const signInUrl = `${config.publicUrl}/sign-in`;
        const resetUrl = `${config.publicUrl}${passwordResetRoutes.forgotPassword}`;
        sendInBackground(mailer, logger, user.email, signUpAttemptEmail({ name: user.name, signInUrl, resetUrl }));
        return Promise.resolve();
      },
      sendResetPassword: ({ user, token }) => {
        // Our own link to the screen, not Better Auth's redirecting one: the token stays out of API paths.
        const url = `${config.publicUrl}${passwordResetRoutes.resetPassword}?token=${encodeURIComponent(token)}`;
        sendInBackground(mailer, logger, user.email, passwordResetEmail({ name: user.name, url, expiresInSeconds: resetPasswordExpiresIn }));
        return Promise.resolve();
      },
    },
    // Issue 24: a new account's address is confirmed by an e-mailed link. With verification off, the user is
    // signed in meanwhile and the app shows a banner (docs/decisions/mail-and-password-reset.md); with it on,
    // the link signs them in, and signing in unconfirmed mails a new one.
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: requireVerification,
      autoSignInAfterVerification: true,
      expiresIn: verificationExpiresInSeconds,
      sendVerificationEmail: async ({ user, url }) => {
        // Better Auth sends a change of address through here too, with the new address as the user's: the
        // stored one still being the old tells the two apart (the change waits for this very link).
        const [stored] = await db.select({ email: authUser.email }).from(authUser).where(eq(authUser.id, user.id));
        if (stored && stored.email.toLowerCase() !== user.email.toLowerCase()) {
          sendInBackground(mailer, logger, user.email, changeEmailVerificationEmail({ name: user.name, url, oldEmail: stored.email }));
          sendInBackground(mailer, logger, stored.email, changeEmailNoticeEmail({ name: user.name, newEmail: user.email, appUrl: config.publicUrl }));
          return;
        }
        sendInBackground(mailer, logger, user.email, verificationEmail({ name: user.name, url }));
      },
    },
    // Issue 24: a new address takes effect only once the link mailed to it is followed; the old address is
    // told at once. A taken address gets the same answer and no mail (Better Auth's own enumeration guard).
    user: { changeEmail: { enabled: true } },
    databaseHooks: {
      user: {
        update: {
          // The profile keeps a copy of the address (billing's checkout prefill, the data export), and the
          // payment provider's customer follows a change of it (issue 24: receipts go where the user reads).
          after: async (user) => {
            const [before] = await db.select().from(userProfiles).where(eq(userProfiles.userId, user.id));
            if (!before || before.email === user.email) return;
            await db.update(userProfiles).set({ email: user.email }).where(eq(userProfiles.userId, user.id));
            if (billing.mode === "off") return;
            // In the background: the confirmation link's answer does not wait on the provider, and a failure
            // there leaves the address changed here (logged: the portal lets the user correct it).
            billing.provider.updateCustomerEmail(before, user.email).catch((error: unknown) => {
              logger.error("billing customer e-mail not updated", { userId: user.id, error: loggableError(error) });
            });
          },
        },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": { window: 60, max: config.authAttemptsPerMinute },
        "/sign-up/email": { window: 60, max: config.authAttemptsPerMinute },
        // Each request may send an e-mail: the same budget per address as signing in.
        "/request-password-reset": { window: 60, max: config.authAttemptsPerMinute },
        // "Resend e-mail": a few a minute, so the button cannot be used to flood an inbox.
        "/send-verification-email": { window: 60, max: 3 },
        // Each request mails both addresses: the same budget as the other mailing routes.
        "/change-email": { window: 60, max: config.authAttemptsPerMinute },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      // Joined reads (the relations in auth-schema.ts): a session and its user in one statement on every signed-in request.
      database: { generateId: () => crypto.randomUUID(), joins: true },
    },
    telemetry: { enabled: false },
    // Its messages join ours as structured lines instead of coloured text.
    logger: {
      log: (level, message, ...args) => {
        const fields = args.length > 0 ? { source: "better-auth", args: args.map(loggableError) } : { source: "better-auth" };
        if (level === "error") logger.error(message, fields);
        else if (level === "warn") logger.warn(message, fields);
        else logger.debug(message, fields);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
