import { useEffect } from "react";
import { type PlanLabel, sharedStorageKeys } from "../../../domain/index.ts";
import { browserStorage } from "../../lib/browser-storage.ts";

/** Part 1, section 1: the last computed plan label is kept in browser storage once loading finishes. */
export function usePlanLabelCache(label: PlanLabel | undefined): void {
  useEffect(() => {
    if (label) browserStorage.set(sharedStorageKeys.userTierCache, label);
  }, [label]);
}
