import { type RenderedEmail, productName, renderEmail } from "./email-layout.ts";

/** How long an e-mailed confirmation link works (issue 24). */
export const verificationExpiresInSeconds = 24 * 60 * 60;

/** The e-mail with the link that confirms a new account's address (issue 24). */
export function verificationEmail(input: { name: string; url: string }): RenderedEmail {
  const greeting = input.name.trim() ? `Hello ${input.name.trim()},` : "Hello,";
  return renderEmail({
    subject: `Confirm your ${productName} e-mail address`,
    heading: "Confirm your e-mail address",
    paragraphs: [greeting, `Welcome to ${productName}. Confirm that this address is yours: password resets and notices about your plan come here.`],
    action: { label: "Confirm my e-mail address", url: input.url },
    afterAction: [
      "The link works for 24 hours; the app can send a new one.",
      `If you did not create a ${productName} account, ignore this e-mail: without the link, nothing is confirmed.`,
    ],
  });
}
