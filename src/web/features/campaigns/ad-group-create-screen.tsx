import { useNavigate } from "react-router";
import { toast } from "sonner";
import { adGroupsHref } from "../../../domain/index.ts";
import { Card } from "../../components/ui/card.tsx";
import { AdGroupForm, type AdGroupFields } from "./ad-group-form.tsx";
import { type CampaignContext, WithCampaign } from "./campaign-loader.tsx";
import { useCreateAdGroup } from "./campaigns-api.ts";
import { groupTerms } from "./group-terms.ts";

/** `/ad-group-create?campaignId=`: a new, empty ad group (or asset group) in a saved campaign. */
export function AdGroupCreateScreen() {
  return <WithCampaign render={(context) => <AdGroupCreateForm {...context} />} />;
}

function AdGroupCreateForm({ campaign, type, account }: CampaignContext) {
  const navigate = useNavigate();
  const create = useCreateAdGroup();
  const terms = groupTerms(type);
  const backHref = adGroupsHref({ campaignId: campaign.id, ...account });

  async function submit(fields: AdGroupFields) {
    try {
      await create.mutateAsync({ campaignId: campaign.id, adGroup: { ...fields, ads: [] } });
      toast.success(terms.created);
      await navigate(backHref);
    } catch (error) {
      toast.error(`Failed to create ${terms.singular}`, { description: error instanceof Error ? error.message : undefined });
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-semibold">{terms.newLabel}</h1>
        <p className="text-muted-foreground">In {campaign.name}</p>
      </div>
      <Card className="p-6">
        <AdGroupForm
          type={type}
          submitLabel={`Create ${terms.singular}`}
          pendingLabel="Creating..."
          pending={create.isPending}
          onSubmit={submit}
          onCancel={() => void navigate(backHref)}
        />
      </Card>
    </div>
  );
}
