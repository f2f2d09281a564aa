import { toast } from "sonner";
import type { LoadedCampaign } from "../../../domain/contracts/index.ts";
import type { SavedFormData } from "../../../domain/index.ts";
import { useUpdateCampaignFormData } from "./campaigns-api.ts";

/**
 * Saves answers of a saved campaign's form that a card on its screen edits (the business name, the
 * negative keywords): the rest of the form as it was, a toast either way, and the dialog closed on success.
 */
export function useCampaignFormSave(campaign: LoadedCampaign, onDone: () => void, words: { saved: string; failed: string }) {
  const update = useUpdateCampaignFormData();
  async function save(answers: Partial<SavedFormData>) {
    try {
      await update.mutateAsync({ id: campaign.id, version: campaign.version, formData: { ...campaign.formData, ...answers } });
      toast.success(words.saved);
      onDone();
    } catch (failure) {
      toast.error(words.failed, { description: failure instanceof Error ? failure.message : undefined });
    }
  }
  return { save, pending: update.isPending };
}
