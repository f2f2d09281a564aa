import { type RenderedEmail, productName, renderEmail } from "./email-layout.ts";

/**
 * To an address that already has an account, when someone signs up with it (issue 24): the sign-up
 * answered as for a new address, so this e-mail is how its owner learns of it, and how they get back in.
 */
export function signUpAttemptEmail(input: { name: string; signInUrl: string; resetUrl: string }): RenderedEmail {
  const greeting = input.name.trim() ? `Hello ${input.name.trim()},` : "Hello,";
  return renderEmail({
    subject: `Someone tried to sign up for ${productName} with your address`,
    heading: "You already have an account",
    paragraphs: [
      greeting,
      `Someone tried to create a ${productName} account with this e-mail address. It already has an account, so no new one was made and nothing about yours changed.`,
    ],
    action: { label: "Sign in", url: input.signInUrl },
    afterAction: [
      `Forgot your password? Choose a new one here: ${input.resetUrl}`,
      "If it was not you, there is nothing to do: no one gets into your account without your password.",
    ],
  });
}
