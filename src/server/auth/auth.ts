import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { passwordLength } from "../../domain/credentials.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { loggableError } from "../log-safe-error.ts";
import { authAccount, authRateLimit, authSession, authUser, authVerification } from "../db/schema.ts";

/** Set by our own middleware from the socket (or the trusted proxy), so a client cannot choose its rate-limit key. */
export const clientIpHeader = "x-adsmith-client-ip";

export function createAuth(db: Database, config: Config, logger: Logger) {
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
    emailAndPassword: { enabled: true, minPasswordLength: passwordLength.min, maxPasswordLength: passwordLength.max },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": { window: 60, max: config.authAttemptsPerMinute },
        "/sign-up/email": { window: 60, max: config.authAttemptsPerMinute },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      database: { generateId: () => crypto.randomUUID() },
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
