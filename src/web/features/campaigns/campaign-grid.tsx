import { useState } from "react";
import { toast } from "sonner";
import type { CampaignSummary } from "../../../domain/contracts/index.ts";
import { deleteCampaignConfirmation } from "../../../domain/index.ts";
import { LoadMore } from "../../components/load-more.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { CampaignCard } from "./campaign-card.tsx";
import { useDeleteCampaign } from "./campaigns-api.ts";

interface CampaignGridProps {
  campaigns: CampaignSummary[];
  accountNameOf: (campaign: CampaignSummary) => { accountId: string | null; accountName: string | null };
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** Campaign cards with delete-after-confirmation, shared by an account's list and the library. */
export function CampaignGrid({ campaigns, accountNameOf, hasMore, loadingMore, onLoadMore }: CampaignGridProps) {
  const remove = useDeleteCampaign();
  const [deleting, setDeleting] = useState<CampaignSummary | null>(null);

  async function confirmDelete(campaign: CampaignSummary) {
    try {
      await remove.mutateAsync(campaign.id);
      toast.success("Campaign deleted", { description: `"${campaign.name}" was deleted.` });
      setDeleting(null);
    } catch (error) {
      toast.error("Failed to delete campaign", { description: error instanceof Error ? error.message : undefined });
    }
  }

  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {campaigns.map((campaign) => (
          <li key={campaign.id}>
            <CampaignCard campaign={campaign} account={accountNameOf(campaign)} onDelete={() => setDeleting(campaign)} />
          </li>
        ))}
      </ul>
      <LoadMore hasMore={hasMore} loading={loadingMore} onLoadMore={onLoadMore} />
      <ConfirmDialog
        item={deleting}
        title={() => "Delete Campaign"}
        message={(campaign) => deleteCampaignConfirmation(campaign.name)}
        confirmLabel="Delete"
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
