import { objectiveLabel } from "../../../domain/campaign-types/registry.ts";
import type { CampaignRequest } from "../campaign-request.ts";
import { callToActionOf } from "../call-to-action.ts";
import { dataLine } from "./untrusted.ts";

/** Every field of the wizard the advertiser filled, one labelled line each, as data for the prompt. */
export function briefLines(request: CampaignRequest): string[] {
  const { form, type } = request;
  const fields: [string, string][] = [
    ["Campaign name", form.campaignName],
    [type.labels.groupName, form.adGroupName],
    ["Business name", form.businessName],
    ["Landing page URL", form.landingPageUrl],
    ["Campaign objective", form.campaignObjective ? objectiveLabel(type, form.campaignObjective) : ""],
    ["Campaign goals and ideal customer", form.campaignGoals],
    ["Target audience", form.targetAudience],
    ["Budget range", form.budgetRange || type.defaults.budgetRange],
    [type.labels.keywords, request.keywords.join(", ")],
    ["Unique selling points", form.uniqueSellingPoints],
    ["Solution", form.yourSolution],
    ["Social proof", form.socialProof],
    ["Brand voice", form.brandVoice === "custom" ? form.customBrandVoice : form.brandVoice],
    ["Custom tone description", form.toneOfVoice === "custom" ? form.customToneDescription : ""],
    ["Call to action", callToActionOf(request)],
    ["Content restrictions", form.contentRestrictions],
    ["Changes to make", request.changes],
  ];
  return fields.filter(([, value]) => value.trim() !== "").map(([label, value]) => `${label}: ${dataLine(value, 15_000)}`);
}
