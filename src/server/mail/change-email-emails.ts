import { type RenderedEmail, productName, renderEmail } from "./email-layout.ts";

const greetingOf = (name: string) => (name.trim() ? `Hello ${name.trim()},` : "Hello,");

/** To the new address: the link that makes it the account's address (issue 24). Until it is followed, nothing changes. */
export function changeEmailVerificationEmail(input: { name: string; url: string; oldEmail: string }): RenderedEmail {
  return renderEmail({
    subject: `Confirm your new ${productName} e-mail address`,
    heading: "Confirm your new e-mail address",
    paragraphs: [
      greetingOf(input.name),
      `You asked to sign in to ${productName} with this address instead of ${input.oldEmail}. Confirm that this address is yours to make the change.`,
    ],
    action: { label: "Confirm my new address", url: input.url },
    afterAction: [
      "The link works once, for 24 hours. Until it is followed, your account keeps its old address.",
      `If you did not ask for this, ignore this e-mail: nothing changes.`,
    ],
  });
}

/** To the old address: word that a change was asked for, so a change the owner did not make does not go unseen. */
export function changeEmailNoticeEmail(input: { name: string; newEmail: string; appUrl: string }): RenderedEmail {
  return renderEmail({
    subject: `Your ${productName} e-mail address is being changed`,
    heading: "Your e-mail address is being changed",
    paragraphs: [
      greetingOf(input.name),
      `Someone signed in to your ${productName} account asked to change its e-mail address to ${input.newEmail}. The change takes effect only when the link sent to that address is followed.`,
    ],
    action: { label: `Open ${productName}`, url: input.appUrl },
    afterAction: [
      "If this was you, there is nothing to do here.",
      "If it was not, sign in and change your password now: that signs out every other session and stops the change.",
    ],
  });
}
