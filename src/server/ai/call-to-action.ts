import type { CampaignRequest } from "./campaign-request.ts";

/** The call to action in words: Demand Gen stores an option value ('learn_more'), the others free text. */
export function callToActionOf(request: CampaignRequest): string {
  const { form, type } = request;
  const value = form.callToAction.trim() || type.defaults.callToAction;
  return type.callToActionOptions?.find((option) => option.value === value)?.label ?? value;
}
