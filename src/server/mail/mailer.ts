import nodemailer from "nodemailer";
import type { MailConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { loggableError } from "../log-safe-error.ts";
import type { Logger } from "../logger.ts";
import type { RenderedEmail } from "./email-layout.ts";
import { devOutboxRoute } from "../../domain/app/app-routes.ts";
import { storeInOutbox } from "./outbox.ts";

export interface Mailer {
  /** How messages leave: an SMTP server, the local outbox, or nowhere (logged as a warning). */
  readonly delivery: "smtp" | "outbox" | "none";
  send(to: string, email: RenderedEmail): Promise<void>;
}

/** The mailer the configuration asks for (docs/decisions/mail-and-password-reset.md). */
export function createMailer(config: MailConfig, db: Database, publicUrl: string, logger: Logger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      delivery: "smtp",
      async send(to, email) {
        await transport.sendMail({ from: config.from, to, subject: email.subject, text: email.text, html: email.html });
      },
    };
  }
  if (config.outbox) {
    return {
      delivery: "outbox",
      async send(to, email) {
        await storeInOutbox(db, { to, ...email });
        // The link, not the message: the log must not carry a reset link anyone reading it could use.
        logger.info("e-mail kept in the local outbox", { subject: email.subject, outbox: `${publicUrl}${devOutboxRoute}` });
      },
    };
  }
  return {
    delivery: "none",
    send(_to, email) {
      logger.warn("e-mail not sent: set SMTP_URL to deliver e-mails (or MAIL_OUTBOX=1 for the local outbox)", { subject: email.subject });
      return Promise.resolve();
    },
  };
}

/**
 * Sends without making the caller wait: an answer that took as long as an SMTP conversation would tell
 * a caller the address has an account. Failures are logged, never shown to the one who asked.
 */
export function sendInBackground(mailer: Mailer, logger: Logger, to: string, email: RenderedEmail): void {
  mailer.send(to, email).catch((error: unknown) => {
    logger.error("e-mail delivery failed", { subject: email.subject, delivery: mailer.delivery, error: loggableError(error) });
  });
}
