import { ExternalLink, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { LoadedAdGroup } from "../../../domain/contracts/index.ts";
import { adsHref, appRoutes, withQuery } from "../../../domain/index.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { BulkAddButton } from "../bulk-jobs/index.ts";
import { AdGroupForm, type AdGroupFields } from "./ad-group-form.tsx";
import { CampaignBusinessName } from "./campaign-business-name.tsx";
import { CampaignNegatives } from "./campaign-negatives.tsx";
import { type CampaignContext, WithCampaign } from "./campaign-loader.tsx";
import { useDeleteAdGroup, useUpdateAdGroup } from "./campaigns-api.ts";
import { groupTerms, targetingOf } from "./group-terms.ts";
import { focusFieldParam } from "../../lib/editor-field.ts";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** `/ad-groups?campaignId=`: a campaign's ad groups (or asset groups) with what they target and their ads. */
export function AdGroupsScreen() {
  return <WithCampaign render={(context) => <AdGroupList {...context} />} />;
}

function AdGroupList({ campaign, type, account }: CampaignContext) {
  const remove = useDeleteAdGroup();
  const update = useUpdateAdGroup();
  const [deleting, setDeleting] = useState<LoadedAdGroup | null>(null);
  const [query] = useSearchParams();
  // `?edit=<group id>&field=`: the export check's link to a group's problem opens its Edit dialog at the field (issue 20).
  const [editing, setEditing] = useState<LoadedAdGroup | null>(() => campaign.adGroups.find((group) => group.id === query.get("edit")) ?? null);
  const [focusField, setFocusField] = useState(() => (editing ? query.get(focusFieldParam) : null));
  const terms = groupTerms(type);
  const createHref = withQuery(appRoutes.adGroupCreate, { campaignId: campaign.id, ...account });

  async function confirmDelete(group: LoadedAdGroup) {
    try {
      await remove.mutateAsync(group.id);
      toast.success(`Deleted ${terms.singular} "${group.name}"`);
      setDeleting(null);
    } catch (error) {
      toast.error(`Failed to delete ${terms.singular}`, { description: error instanceof Error ? error.message : undefined });
    }
  }

  async function save(group: LoadedAdGroup, fields: AdGroupFields) {
    try {
      await update.mutateAsync({ id: group.id, version: group.version, fields });
      toast.success(terms.updated);
      setEditing(null);
    } catch (error) {
      toast.error(`Failed to update ${terms.singular}`, { description: error instanceof Error ? error.message : undefined });
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold break-words">{campaign.name}</h1>
          <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
            <Badge tone="primary">{type.label}</Badge>
            {terms.plural}: {campaign.adGroups.length}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <BulkAddButton campaign={campaign} />
          <Link to={createHref} className={buttonClasses()}>
            <Plus aria-hidden="true" className="size-4" />
            {terms.newLabel}
          </Link>
        </div>
      </div>
      {type.editorExport.businessName && <CampaignBusinessName campaign={campaign} type={type} openAtFirst={query.get(focusFieldParam) === "businessName"} />}
      {type.editorExport.keywordCriteria && <CampaignNegatives campaign={campaign} openAtFirst={query.get(focusFieldParam) === "campaignNegativeKeywords"} />}
      {campaign.adGroups.length === 0 ? (
        <Card className="p-8 text-center text-muted-foreground">This campaign has no {terms.plural.toLowerCase()} yet.</Card>
      ) : (
        <ul className="flex flex-col gap-4">
          {campaign.adGroups.map((group) => {
            const targeting = targetingOf(group);
            return (
              <li key={group.id}>
                <Card className="flex flex-col gap-3 p-5">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h2 className="text-lg font-semibold break-words">{group.name}</h2>
                    <span className="text-sm text-muted-foreground">{plural(group.ads.length, "ad")}</span>
                  </div>
                  {group.landingPageUrl && (
                    <a href={group.landingPageUrl} target="_blank" rel="noreferrer noopener" className="inline-flex items-center gap-1 text-sm break-all text-primary hover:underline">
                      {group.landingPageUrl}
                      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  )}
                  {targeting.length > 0 && (
                    <div className="flex flex-col gap-1.5">
                      <h3 className="text-xs font-semibold text-muted-foreground uppercase">{terms.termsLabel}</h3>
                      <ul className="flex flex-wrap gap-1.5">
                        {targeting.map((term) => (
                          <li key={term}>
                            <Badge>{term}</Badge>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                  <div className="flex gap-2 pt-1">
                    <Link to={adsHref({ campaignId: campaign.id, adGroupId: group.id, ...account })} className={buttonClasses("outline")}>
                      View Ads
                    </Link>
                    <Button variant="outline" onClick={() => setEditing(group)} aria-label={`Edit ${group.name}`}>
                      <Pencil aria-hidden="true" className="size-4" />
                      Edit
                    </Button>
                    <Button variant="outline" size="icon" className="h-10 w-10" aria-label={`Delete ${group.name}`} onClick={() => setDeleting(group)}>
                      <Trash2 aria-hidden="true" className="size-4 text-destructive" />
                    </Button>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog
        open={editing !== null}
        onClose={() => {
          setEditing(null);
          setFocusField(null);
        }}
        title={`Edit ${terms.singular}`} className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        {editing && (
          <AdGroupForm
            key={editing.id}
            type={type}
            group={editing}
            focusField={focusField}
            submitLabel="Save Changes"
            pendingLabel="Saving..."
            pending={update.isPending}
            onSubmit={(fields) => save(editing, fields)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        item={deleting}
        title={() => `Delete ${terms.singular}`}
        message={(group) => `Are you sure you want to delete "${group.name}" and its ads? This action cannot be undone.`}
        confirmLabel="Delete"
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
