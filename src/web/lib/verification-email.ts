import { ApiError, api } from "./api-client.ts";

/** "Resend e-mail" (issue 24): the banner's and the sign-up's check-your-e-mail screen's, in the same words. */
export const resendVerificationMessages = {
  button: "Resend e-mail",
  busy: "Sending...",
  sent: "Sent: check your inbox for the new link.",
  tooMany: "Too many e-mails asked for: wait a minute, then try again.",
  failed: "The e-mail could not be sent. Please try again.",
} as const;

/**
 * Asks Better Auth for a new confirmation link to the address, leading back into the app, and answers what
 * to tell the user. Answered alike whether or not the address has an account waiting for one.
 */
export async function resendVerificationEmail(email: string): Promise<{ sent: boolean; message: string }> {
  try {
    await api.post("/api/auth/send-verification-email", { email, callbackURL: "/" });
    return { sent: true, message: resendVerificationMessages.sent };
  } catch (error) {
    const tooMany = error instanceof ApiError && error.status === 429;
    return { sent: false, message: tooMany ? resendVerificationMessages.tooMany : resendVerificationMessages.failed };
  }
}
