import { Eye, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import type { LoadedAd, LoadedAdGroup } from "../../../domain/contracts/index.ts";
import { appRoutes, editAdHref, withQuery } from "../../../domain/index.ts";
import { AdStrengthBadge } from "../../components/ad-strength-badge.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { adAssetsOf, adStrengthOf } from "./ad-assets.ts";
import { type CampaignContext, WithAdGroup } from "./campaign-loader.tsx";
import { useDeleteAd } from "./campaigns-api.ts";
import { groupTerms } from "./group-terms.ts";

/** `/ads?campaignId=&adGroupId=`: one group's ads with their status, first headlines and Ad Strength. */
export function AdsScreen() {
  return <WithAdGroup render={(context) => <AdsList {...context} />} />;
}

function AdsList({ campaign, type, account, group }: CampaignContext & { group: LoadedAdGroup }) {
  const remove = useDeleteAd();
  const [deleting, setDeleting] = useState<LoadedAd | null>(null);
  const terms = groupTerms(type);
  const ids = { campaignId: campaign.id, adGroupId: group.id, ...account };

  async function confirmDelete(ad: LoadedAd) {
    try {
      await remove.mutateAsync(ad.id);
      toast.success("Ad deleted");
      setDeleting(null);
    } catch (error) {
      toast.error("Failed to delete ad", { description: error instanceof Error ? error.message : undefined });
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold break-words">{group.name}</h1>
          <p className="text-muted-foreground">
            {campaign.name} · {type.label}
          </p>
        </div>
        <Link to={withQuery(appRoutes.adCreate, ids)} className={buttonClasses()}>
          <Plus aria-hidden="true" className="size-4" />
          New Ad
        </Link>
      </div>
      {group.ads.length === 0 ? (
        <Card className="p-8 text-center text-muted-foreground">This {terms.singular} has no ads yet.</Card>
      ) : (
        <ul className="flex flex-col gap-4">
          {group.ads.map((ad) => {
            const assets = adAssetsOf(type, ad);
            const strength = adStrengthOf(type, assets, group);
            return (
              <li key={ad.id}>
                <Card className="flex flex-col gap-3 p-5">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="mr-auto text-lg font-semibold break-words">{ad.name}</h2>
                    <Badge tone="outline">{ad.status}</Badge>
                    <AdStrengthBadge rating={strength.rating} />
                  </div>
                  <ul aria-label="First headlines" className="flex flex-col gap-0.5 text-sm">
                    {assets.headlines.slice(0, 3).map((headline, index) => (
                      <li key={`${headline}-${index}`} className="text-[#1a0dab]">
                        {headline}
                      </li>
                    ))}
                  </ul>
                  <p className="text-xs text-muted-foreground">
                    {assets.headlines.length} headlines · {assets.descriptions.length} descriptions
                    {assets.longHeadlines.length > 0 && ` · ${assets.longHeadlines.length} long headlines`}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <Link to={withQuery(appRoutes.adView, { ...ids, adId: ad.id })} className={buttonClasses("outline")}>
                      <Eye aria-hidden="true" className="size-4" />
                      View
                    </Link>
                    <Link to={editAdHref(type.id, { ...ids, adId: ad.id })} className={buttonClasses("outline")}>
                      <Pencil aria-hidden="true" className="size-4" />
                      Edit
                    </Link>
                    <Button variant="outline" size="icon" className="h-10 w-10" aria-label={`Delete ${ad.name}`} onClick={() => setDeleting(ad)}>
                      <Trash2 aria-hidden="true" className="size-4 text-destructive" />
                    </Button>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        item={deleting}
        title={() => "Delete Ad"}
        message={(ad) => `Are you sure you want to delete "${ad.name}"? This action cannot be undone.`}
        confirmLabel="Delete"
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
