import { singleItemFlagFor, singleItemResultSchema } from "../../../domain/contracts/generation.ts";
import { apiRequestFailedMessage } from "../../../domain/results/generation-messages.ts";
import type { AssetKindKey, CampaignTypeDescriptor, CrawledContent, WizardFormData } from "../../../domain/index.ts";
import { ApiError, api } from "../../lib/api-client.ts";

/** The calls that write one item: the spec's single-headline calls, or a type's full call with a flag. */

export interface SingleItemInput {
  /** The item being replaced, and the others of its kind, which the new one must not repeat. */
  current: string;
  others: string[];
  formData: WizardFormData;
  crawledContent: CrawledContent | null;
  /** The ad account whose brand rules the new item follows. */
  accountId: string | null;
}

/** One new item of a kind the type writes alone (`type.singleItemKinds`). */
export function generateSingleItem(type: CampaignTypeDescriptor, key: AssetKindKey, input: SingleItemInput): Promise<string> {
  return type.singleItemPath ? generateSingleHeadline(type.singleItemPath, input) : generateFlaggedItem(type, key, input);
}

/** One new headline (Search and Performance Max) through the spec's single-headline call at `path`. */
async function generateSingleHeadline(path: string, input: SingleItemInput): Promise<string> {
  const { formData } = input;
  const context = {
    campaignName: formData.campaignName,
    targetAudience: formData.targetAudience || formData.campaignGoals,
    campaignObjective: formData.campaignObjective,
    keywords: formData.keywords,
    brandVoice: formData.brandVoice,
    landingPageUrl: formData.landingPageUrl,
    callToAction: formData.callToAction,
    toneOfVoice: formData.toneOfVoice,
    customToneDescription: formData.customToneDescription,
    businessName: formData.businessName,
  };
  const answer = await api.post<{ headline?: string }>(path, { currentHeadline: input.current, context, existingHeadlines: input.others, crawledContent: input.crawledContent, accountId: input.accountId ?? undefined });
  if (!answer.headline) throw new ApiError(502, "Failed to generate headline. Please try again.");
  return answer.headline;
}

/**
 * One headline, long headline or description through the type's full call with one flag set (Demand Gen,
 * Display). Failures say what part 2, section 8 says: the status, or the type's invalid-reply message.
 */
async function generateFlaggedItem(type: CampaignTypeDescriptor, key: AssetKindKey, input: SingleItemInput): Promise<string> {
  const flag = singleItemFlagFor(key);
  if (!flag) throw new Error(`${type.label} writes no single ${key}`);
  let answer: unknown;
  try {
    answer = await api.post<unknown>(type.generationPath, {
      formData: input.formData,
      crawledContent: input.crawledContent,
      accountId: input.accountId ?? undefined,
      currentText: input.current,
      existing: input.others,
      [flag]: true,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) throw new ApiError(error.status, apiRequestFailedMessage(error.status));
    throw error;
  }
  const parsed = singleItemResultSchema.safeParse(answer);
  if (!parsed.success || !parsed.data.result.trim()) throw new Error(type.aiReply.invalidMessage);
  return parsed.data.result;
}

