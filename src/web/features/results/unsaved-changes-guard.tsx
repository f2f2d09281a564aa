import { useEffect, useMemo, useRef } from "react";
import { type Blocker, useBlocker } from "react-router";
import type { CampaignTypeDescriptor } from "../../../domain/index.ts";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { type EditorAssets, storedAssetsOf } from "./editor-assets.ts";

const sameAd = (type: CampaignTypeDescriptor, a: EditorAssets, b: EditorAssets) => JSON.stringify(storedAssetsOf(type, a)) === JSON.stringify(storedAssetsOf(type, b));

/**
 * A saved ad's editor keeps its edits only until the user leaves: a new draft lives on in browser storage,
 * a saved ad's edits do not (issue 18). Leaving inside the app (a link, Back) asks first; closing or
 * reloading the tab gets the browser's own question. `saved` is null for a new draft, which needs neither.
 */
export function useUnsavedChangesGuard(type: CampaignTypeDescriptor, saved: EditorAssets | null, current: EditorAssets) {
  const dirty = useMemo(() => saved !== null && current !== saved && !sameAd(type, saved, current), [type, saved, current]);
  // A ref, not state: the save navigates in the same tick it succeeds, before a re-render could clear `dirty`.
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);
  return { blocker, release: () => void (released.current = true) };
}

/** The question a blocked navigation asks: stay (the default, Cancel) or leave and lose the edits. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      item={blocker.state === "blocked" ? blocker : null}
      title={() => "Leave without saving?"}
      message={() => "Your changes to this ad are not saved. If you leave now, they are lost."}
      confirmLabel="Leave without saving"
      onConfirm={async (blocked) => blocked.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
