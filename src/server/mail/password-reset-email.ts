import { type RenderedEmail, productName, renderEmail } from "./email-layout.ts";

/** The e-mail with a user's single-use password-reset link (issue 24). */
export function passwordResetEmail(input: { name: string; url: string; expiresInSeconds: number }): RenderedEmail {
  const greeting = input.name.trim() ? `Hello ${input.name.trim()},` : "Hello,";
  return renderEmail({
    subject: `Reset your ${productName} password`,
    heading: "Reset your password",
    paragraphs: [greeting, `Someone asked to reset the password of your ${productName} account. Choose a new password with the link below.`],
    action: { label: "Choose a new password", url: input.url },
    afterAction: [
      `The link works once, for ${formatMinutes(Math.ceil(input.expiresInSeconds / 60))}. Setting a new password signs you out everywhere else.`,
      "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    ],
  });
}

function formatMinutes(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? "one hour" : `${minutes / 60} hours`;
  return minutes === 1 ? "one minute" : `${minutes} minutes`;
}
