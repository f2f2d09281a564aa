import { type ReactNode, useState } from "react";
import { Navigate, useLocation, useSearchParams } from "react-router";
import { type CampaignTypeDescriptor, wizardGuardRedirect } from "../../../domain/index.ts";
import { draftStorage } from "../../lib/draft-storage.ts";

/**
 * Part 1, section 4: the Search steps need a saved draft; without one (or with one that no longer
 * parses, which the read removes) the user goes back to the campaign-type step, history replaced.
 * Editing or viewing a saved ad needs no draft.
 */
export function WizardGuard({ type, children }: { type: CampaignTypeDescriptor; children: ReactNode }) {
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const hasEditOrViewContext = query.get("mode") === "edit" || query.get("mode") === "view" || query.has("campaignId");
  // Decided on arrival only: a save that clears the draft on its way out must not bounce the user here.
  const [redirect] = useState(() => wizardGuardRedirect(pathname, { hasDraft: draftStorage.readFormData(type) !== null, hasEditOrViewContext }));
  return redirect ? <Navigate to={redirect} replace /> : children;
}
