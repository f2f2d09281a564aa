import { saveMessages } from "./save-messages.ts";

/** Part 1, section 4 and part 2, section 8: how a failed save is retried and reported. */
export const saveRetryPolicy = {
  attempts: 3,
  /** Wait before the 2nd and the 3rd attempt. */
  waitsMs: [1000, 2000],
  validationToastMs: 8000,
  otherToastMs: 5000,
} as const;

export const saveRetryMessages = {
  retryingTitle: "Retrying Save Operation",
  saveFailedTitle: "Failed to save campaign",
  updateFailedTitle: "Failed to update ad",
  exhausted: "Save failed after 3 attempts. Please check your connection and try again.",
  checkData: "Please check your data and try again.",
} as const;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : typeof error === "string" ? error : "");

/** Only transport trouble is worth another attempt; a rejected save would be rejected again. */
export function isRetryableSaveError(error: unknown): boolean {
  const name = error instanceof Error ? error.name : "";
  return /network|fetch|timeout|connection/i.test(`${name} ${messageOf(error)}`);
}

/** The wait before attempt number `attempt` (2 or 3), or null when no further attempt is allowed. */
export function retryWaitMs(attempt: number): number | null {
  if (attempt < 2 || attempt > saveRetryPolicy.attempts) return null;
  return saveRetryPolicy.waitsMs[attempt - 2] ?? null;
}

/** The notice shown between attempts; its description is ours, the spec gives only the title. */
export function retryNotice(nextAttempt: number): { title: string; description: string } {
  return { title: saveRetryMessages.retryingTitle, description: `Attempt ${nextAttempt} of ${saveRetryPolicy.attempts}...` };
}

export interface SaveFailureToast {
  title: string;
  description: string;
  durationMs: number;
}

/**
 * A message mentioning 'validation' is the user's to fix, so it is shown as is and longer (8 s); a save
 * refused because the session is gone says the spec's 'User authentication required…' (part 1, section 5);
 * a save that used up its attempts blames the connection; anything else asks to check the data (5 s).
 */
export function saveFailureToast(input: {
  error: unknown;
  editMode: boolean;
  attemptsMade: number;
  /** The type's own titles (Demand Gen says 'Save failed'); Search's by default. */
  titles?: { save: string; update: string };
  /** The server answered that no one is signed in (the session ended in another tab, or expired). */
  signedOut?: boolean;
}): SaveFailureToast {
  const titles = input.titles ?? { save: saveRetryMessages.saveFailedTitle, update: saveRetryMessages.updateFailedTitle };
  const title = input.editMode ? titles.update : titles.save;
  const message = messageOf(input.error);
  if (/validation/i.test(message)) return { title, description: message, durationMs: saveRetryPolicy.validationToastMs };
  if (input.signedOut) return { title, description: saveMessages.userRequired, durationMs: saveRetryPolicy.otherToastMs };
  const description = input.attemptsMade >= saveRetryPolicy.attempts ? saveRetryMessages.exhausted : saveRetryMessages.checkData;
  return { title, description, durationMs: saveRetryPolicy.otherToastMs };
}

export class SaveAttemptsError extends Error {
  constructor(
    readonly lastError: unknown,
    readonly attemptsMade: number,
  ) {
    super(messageOf(lastError) || "Save failed");
    this.name = "SaveAttemptsError";
  }
}

/**
 * Runs a save with the policy. The waiting is injected so the rule stays free of timers and tests run
 * instantly. Rejects with SaveAttemptsError carrying the last error and how many attempts were made.
 */
export async function runWithSaveRetry<T>(
  save: (attempt: number) => Promise<T>,
  options: { wait: (ms: number) => Promise<void>; onRetry?: (nextAttempt: number) => void },
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await save(attempt);
    } catch (error) {
      const waitMs = retryWaitMs(attempt + 1);
      if (waitMs === null || !isRetryableSaveError(error)) throw new SaveAttemptsError(error, attempt);
      options.onRetry?.(attempt + 1);
      await options.wait(waitMs);
    }
  }
}
