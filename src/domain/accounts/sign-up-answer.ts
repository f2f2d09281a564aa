/**
 * What `POST /api/auth/sign-up/email` answers when sign-up waits for the e-mailed link (issue 24): the
 * same for a new and a taken address, with no session. The sign-up screen then says "Check your e-mail".
 */
export const signUpCheckEmailAnswer = { token: null, checkEmail: true } as const;

/** Whether a sign-up's answer asks the user to follow the e-mailed link before they are signed in. */
export function signUpAwaitsConfirmation(answer: unknown): boolean {
  return typeof answer === "object" && answer !== null && "checkEmail" in answer && answer.checkEmail === true;
}
