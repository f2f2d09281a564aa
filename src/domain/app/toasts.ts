/**
 * Part 1, section 9: the toast stack. Save failures use their own, longer durations (save-retry.ts)
 * because the user has to read what went wrong before it disappears.
 */
export const toastDefaults = {
  visibleLimit: 3,
  durationMs: 4000,
} as const;
