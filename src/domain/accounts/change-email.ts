import { emailAddressProblem } from "./credentials.ts";

/** Issue 24: the profile's "Change e-mail", in the words the form and its answers use. */
export const changeEmailMessages = {
  title: "Change e-mail",
  explanation: "We send a link to the new address; your address changes when you follow it. Your current address is told of the change.",
  label: "New e-mail address",
  button: "Send Confirmation Link",
  sending: "Sending...",
  sameAddress: "That is already your address.",
  /** Said whether or not the address is taken: the answer must not tell which addresses have accounts. */
  sent: (newEmail: string) => `Check ${newEmail}: follow the link there to make it your address. Until then, nothing changes.`,
  failed: "The confirmation link could not be sent. Please try again.",
  tooMany: "Too many requests: wait a minute, then try again.",
} as const;

/** The problem with the new address typed, or null: a valid address, and not the current one. */
export function newEmailProblem(input: string, currentEmail: string): string | null {
  const shape = emailAddressProblem(input);
  if (shape) return shape;
  return input.trim().toLowerCase() === currentEmail.trim().toLowerCase() ? changeEmailMessages.sameAddress : null;
}
