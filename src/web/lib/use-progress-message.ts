import { useEffect, useState } from "react";
import { nextProgressMessageIndex, type ProgressMessages } from "../../domain/index.ts";

/** The rotating message of a loading view: advances every interval while active, stops at the last. */
export function useProgressMessage(progress: ProgressMessages, active: boolean): string {
  const [state, setState] = useState({ active, index: 0 });
  // Restarting from the first message is derived from `active` turning on, not set in an effect.
  if (state.active !== active) setState({ active, index: 0 });

  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setState((current) => ({ ...current, index: nextProgressMessageIndex(progress, current.index) })), progress.intervalMs);
    return () => window.clearInterval(timer);
  }, [active, progress]);

  return progress.messages[state.index] ?? "";
}
