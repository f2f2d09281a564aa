import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { toast } from "sonner";
import type { LoadedAd, LoadedCampaign } from "../../../domain/contracts/index.ts";
import {
  type AdAssets,
  adNameFor,
  assembleGroup,
  type CampaignTypeDescriptor,
  defaultSaveName,
  missingRequiredData,
  precheckSave,
  retryNotice,
  runWithSaveRetry,
  SaveAttemptsError,
  saveFailureToast,
  saveRetryPolicy,
  savedUnderMessage,
  type WizardFormData,
} from "../../../domain/index.ts";
import { api, ApiError } from "../../lib/api-client.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { type EditorAssets, mergedOverSaved, storedAssetsOf } from "./editor-assets.ts";

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

export type SaveTarget =
  | { mode: "create"; accountId: string | null }
  | { mode: "edit"; ad: LoadedAd };

interface SaveInput {
  formData: WizardFormData;
  assets: EditorAssets;
  /** A refresh's proposals were accepted: the server keeps the ad Google Ads has, to pause it on export (issue 22). */
  refreshed?: boolean;
}

/**
 * Saving from the results screen (part 1, section 4): the prechecks in the spec's words, then up to 3
 * attempts on network trouble with 'Retrying Save Operation' between. A new campaign carries one
 * idempotency key for all its attempts, so an attempt whose answer was lost never saves it twice.
 */
export function useSaveAd(type: CampaignTypeDescriptor, target: SaveTarget) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const idempotencyKey = useRef<string | null>(null);

  async function save({ formData, assets, refreshed = false }: SaveInput): Promise<{ campaign?: LoadedCampaign; ad?: LoadedAd } | null> {
    const stored = storedAssetsOf(type, assets);
    const missing = missingRequiredData({ generatedAds: stored, landingPageUrl: formData.landingPageUrl });
    if (target.mode === "create" && type.missingDataCheck && missing) {
      toast.error(missing.title, { description: missing.description, duration: saveRetryPolicy.otherToastMs });
      return null;
    }
    const precheck = precheckSave(type, { generatedAds: stored, campaignName: formData.campaignName, landingPageUrl: formData.landingPageUrl });
    if (!precheck.ok) {
      toast.error(precheck.title, { description: precheck.description, duration: saveRetryPolicy.validationToastMs });
      return null;
    }

    setSaving(true);
    idempotencyKey.current ??= crypto.randomUUID();
    const key = idempotencyKey.current;
    try {
      const result = await runWithSaveRetry<{ campaign?: LoadedCampaign; ad?: LoadedAd }>(
        () => (target.mode === "create" ? createCampaign(formData, stored, key) : updateAd(target.ad, stored, refreshed)),
        { wait, onRetry: (attempt) => toast.info(retryNotice(attempt).title, { description: retryNotice(attempt).description }) },
      );
      idempotencyKey.current = null;
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.campaigns }), queryClient.invalidateQueries({ queryKey: queryKeys.accounts })]);
      return result;
    } catch (error) {
      const lastError = error instanceof SaveAttemptsError ? error.lastError : error;
      const failure = saveFailureToast({
        error: lastError,
        signedOut: lastError instanceof ApiError && lastError.status === 401,
        editMode: target.mode === "edit",
        attemptsMade: error instanceof SaveAttemptsError ? error.attemptsMade : 1,
        titles: { save: type.messages.saveFailedTitle, update: type.messages.updateFailedTitle },
      });
      toast.error(failure.title, { description: failure.description, duration: failure.durationMs });
      return null;
    } finally {
      setSaving(false);
    }
  }

  async function createCampaign(formData: WizardFormData, stored: AdAssets, key: string) {
    const accountId = target.mode === "create" ? target.accountId : null;
    const name = formData.campaignName.trim() || defaultSaveName(type, formData.campaignObjective, new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
    const group = assembleGroup(type, { form: formData, assets: stored, now: new Date() });
    const body = { name, campaignType: type.id, accountId, formData: { ...formData, campaignType: type.id }, generatedAds: stored, adGroups: [group] };
    const { campaign } = await api.post<{ campaign: LoadedCampaign }>("/api/campaigns", body, { headers: { "Idempotency-Key": key } });
    // The account had a campaign of this name: the server numbered this one, and the user should know.
    if (campaign.name !== name) toast.info(savedUnderMessage(campaign.name), { duration: saveRetryPolicy.otherToastMs });
    return { campaign };
  }

  async function updateAd(ad: LoadedAd, stored: AdAssets, refreshed: boolean) {
    const body = { assets: mergedOverSaved(type, stored, ad.assets), name: adNameFor(type, stored.headlines), version: ad.version, ...(refreshed ? { refreshed: true } : {}) };
    return { ad: (await api.put<{ ad: LoadedAd }>(`/api/ads/${ad.id}`, body)).ad };
  }

  return { save, saving };
}
