import { useSyncExternalStore } from "react";

/** Fired on this tab's writes; the browser's own `storage` event covers the other tabs. */
const changeEvent = "adsmith:storage";

function notify() {
  window.dispatchEvent(new Event(changeEvent));
}

/**
 * localStorage that never throws: private windows and full quotas must not break a screen, they only
 * lose what would have been remembered.
 */
export const browserStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      if (window.localStorage.getItem(key) === value) return;
      window.localStorage.setItem(key, value);
      notify();
    } catch {
      // Nothing to do: the value is only a convenience for the next visit.
    }
  },
  remove(key: string): void {
    try {
      if (window.localStorage.getItem(key) === null) return;
      window.localStorage.removeItem(key);
      notify();
    } catch {
      // As above.
    }
  },
};

function subscribe(onChange: () => void) {
  window.addEventListener(changeEvent, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** A stored value that re-renders its readers whenever it changes, in this tab or another. */
export function useStoredValue(key: string): string | null {
  return useSyncExternalStore(subscribe, () => browserStorage.get(key));
}
