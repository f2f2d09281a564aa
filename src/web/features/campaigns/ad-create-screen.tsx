import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { LoadedAdGroup } from "../../../domain/contracts/index.ts";
import { adNameFor, adsHref, type AssetKindKey, checkAd, finalUrlFor, landingPageUrlError } from "../../../domain/index.ts";
import { SearchAdPreview } from "../../components/ad-preview/search-ad-preview.tsx";
import { applyListEdit, AssetListEditor } from "../../components/asset-editor/asset-list-editor.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Card } from "../../components/ui/card.tsx";
import { FormActions } from "../../components/ui/form-actions.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { type CampaignContext, WithAdGroup } from "./campaign-loader.tsx";
import { useCreateAd } from "./campaigns-api.ts";

type Lists = Partial<Record<AssetKindKey, string[]>>;

/** `/ad-create?campaignId=&adGroupId=`: an ad written by hand, checked against Google's rules as it is typed. */
export function AdCreateScreen() {
  return <WithAdGroup render={(context) => <AdCreateForm {...context} />} />;
}

function AdCreateForm({ campaign, type, account, group }: CampaignContext & { group: LoadedAdGroup }) {
  const navigate = useNavigate();
  const create = useCreateAd();
  const [lists, setLists] = useState<Lists>({});
  const [finalUrl, setFinalUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const adGroupId = group.id;
  const backHref = adsHref({ campaignId: campaign.id, adGroupId, ...account });
  const url = finalUrl ?? group.landingPageUrl ?? "";
  const listOf = (key: AssetKindKey) => lists[key] ?? (key === "headlines" || key === "descriptions" ? ["", "", ""].slice(0, key === "headlines" ? 3 : 2) : []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const filled = Object.fromEntries(type.assetKinds.map((kind) => [kind.key, listOf(kind.key).map((item) => item.trim()).filter(Boolean)]));
    const report = checkAd(type, filled);
    const urlError = landingPageUrlError(url);
    const problem = urlError ?? report.requirements[0]?.message ?? (report.errorCount > 0 ? "Fix the marked assets before saving." : null);
    setError(problem);
    if (problem) return;
    try {
      await create.mutateAsync({
        adGroupId,
        ad: { name: adNameFor(type, filled.headlines), finalUrl: finalUrlFor(type, url), status: "draft", assets: filled },
      });
      toast.success("Ad created");
      await navigate(backHref);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "Failed to create ad");
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-semibold">New Ad</h1>
        <p className="text-muted-foreground">
          {campaign.name} · {group.name}
        </p>
      </div>
      <form noValidate onSubmit={submit} className="grid gap-6 lg:grid-cols-[1fr_minmax(0,26rem)]">
        <Card className="flex flex-col gap-6 p-5">
          <FormField label="Final URL">
            <Input type="url" inputMode="url" placeholder="https://" value={url} onChange={(event) => setFinalUrl(event.target.value)} />
          </FormField>
          {type.assetKinds.map((kind) => (
            <AssetListEditor
              key={kind.key}
              kind={kind}
              items={listOf(kind.key)}
              reorderable={kind.key === "headlines" || kind.key === "descriptions"}
              onEdit={(edit) => setLists((current) => ({ ...current, [kind.key]: applyListEdit(listOf(kind.key), edit, "", (value) => value) }))}
            />
          ))}
          {error && <Alert>{error}</Alert>}
          <FormActions onCancel={() => void navigate(backHref)} pending={create.isPending} submitLabel="Create Ad" pendingLabel="Saving..." />
        </Card>
        <Card className="self-start p-5">
          <SearchAdPreview headlines={listOf("headlines")} descriptions={listOf("descriptions")} finalUrl={url || null} />
        </Card>
      </form>
    </div>
  );
}
