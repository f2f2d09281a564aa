import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * A function that stays the same across renders and always calls the latest `callback`: for props of
 * memoised children, which would otherwise re-render whenever the parent makes a new closure.
 */
export function useStableCallback<Args extends unknown[], Result>(callback: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
