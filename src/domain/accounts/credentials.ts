/** Part 1, section 5: sign-up and sign-in need an identifier plus a password. */
export const missingCredentialsMessage = "You must provide either an email or phone number and a password.";
export const invalidEmailMessage = "Please enter a valid email address.";

/** Better Auth enforces the same bounds on the server; the form says so before the request. */
export const passwordLength = { min: 8, max: 128 } as const;
export const passwordTooShortMessage = `Password must be at least ${passwordLength.min} characters.`;
export const passwordTooLongMessage = `Password must be at most ${passwordLength.max} characters.`;

/**
 * Something, an @, a dotted domain: enough to catch a typo before the request. Better Auth validates the
 * address itself; a schema library here would weigh down the first page every visitor loads.
 */
const emailShape = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export interface Credentials {
  email: string;
  password: string;
}

/** The problem with an address typed alone (forgot password), or null. */
export function emailAddressProblem(input: string): string | null {
  const email = input.trim();
  if (!email) return "Please enter your email address.";
  return emailShape.test(email) ? null : invalidEmailMessage;
}

/** The problem with a new password (sign-up's rule, on the reset-password screen), or null. */
export function newPasswordProblem(password: string): string | null {
  if (password.length < passwordLength.min) return passwordTooShortMessage;
  return password.length > passwordLength.max ? passwordTooLongMessage : null;
}

/**
 * The first problem with what the sign-in or sign-up form holds, or null. Sign-in checks only presence,
 * so a short password there gets the same answer as a wrong one from the server.
 */
export function credentialsProblem(input: Credentials, mode: "sign-in" | "sign-up"): string | null {
  const email = input.email.trim();
  if (!email || !input.password) return missingCredentialsMessage;
  if (!emailShape.test(email)) return invalidEmailMessage;
  if (mode === "sign-up" && input.password.length < passwordLength.min) return passwordTooShortMessage;
  if (input.password.length > passwordLength.max) return passwordTooLongMessage;
  return null;
}

/**
 * Issue 24: sign-in attempts per account, from any address, beside the per-address limit: a spread-out
 * guess at one password meets this one. Counted for unknown addresses too, so the answer tells no one
 * whether an account exists. A person who mistypes a few times never meets it.
 */
export const accountSignInLimit = { attemptsPerWindow: (attemptsPerMinute: number) => attemptsPerMinute * 3, windowMs: 15 * 60_000 } as const;

export function tooManyAccountSignInsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts for this account. Try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}.`;
}
