import type { ProgressMessages } from "../campaign-types/descriptor.ts";

/**
 * The loading view's rotating message, ticked every `intervalMs` by the screen's own timer: the next
 * index, staying on the last one, so a slow generation never loops back to 'Reading your landing
 * page...' as if it had started over.
 */
export function nextProgressMessageIndex(progress: ProgressMessages, index: number): number {
  return Math.min(Math.max(0, progress.messages.length - 1), index + 1);
}
