import type { ProgressMessages } from "../campaign-types/descriptor.ts";

/**
 * The loading view's rotating message. It advances every interval and stays on the last one, so a slow
 * generation never loops back to 'Reading your landing page...' as if it had started over.
 */
export function progressMessageIndex(progress: ProgressMessages, elapsedMs: number): number {
  const last = Math.max(0, progress.messages.length - 1);
  if (!(elapsedMs > 0)) return 0;
  return Math.min(last, Math.floor(elapsedMs / progress.intervalMs));
}

export function progressMessageAt(progress: ProgressMessages, elapsedMs: number): string {
  return progress.messages[progressMessageIndex(progress, elapsedMs)] ?? "";
}

/** For a screen that ticks on its own timer: the next index, stopping at the last. */
export function nextProgressMessageIndex(progress: ProgressMessages, index: number): number {
  return Math.min(Math.max(0, progress.messages.length - 1), index + 1);
}
