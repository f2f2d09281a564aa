import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { adGroupsHref, characterCounter, fitsLimit, groupTargeting, landingPageUrlError } from "../../../domain/index.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
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
  const [fields, setFields] = useState({ name: "", landingPageUrl: "", targeting: "", callToAction: "" });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof fields, string>>>({});
  const campaignId = campaign.id;
  const terms = groupTerms(type);
  const ctaLimit = type.fieldLimits.callToAction;
  const set = (key: keyof typeof fields) => (value: string) => setFields((current) => ({ ...current, [key]: value }));
  const backHref = adGroupsHref({ campaignId, ...account });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!fields.name.trim()) found.name = `${type.labels.groupName} is required`;
    const urlError = fields.landingPageUrl.trim() ? landingPageUrlError(fields.landingPageUrl.trim()) : null;
    if (urlError) found.landingPageUrl = urlError;
    if (!fitsLimit(fields.callToAction, ctaLimit)) found.callToAction = `Call to action can be at most ${ctaLimit} characters`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await create.mutateAsync({
        campaignId,
        adGroup: {
          name: fields.name.trim(),
          ...groupTargeting(type, fields.targeting),
          landingPageUrl: fields.landingPageUrl.trim() || null,
          callToAction: fields.callToAction.trim() || null,
          ads: [],
        },
      });
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
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <FormField label={type.labels.groupName} error={errors.name}>
            <Input value={fields.name} maxLength={300} onChange={(event) => set("name")(event.target.value)} />
          </FormField>
          <FormField label="Landing Page URL" error={errors.landingPageUrl}>
            <Input type="url" inputMode="url" placeholder="https://" value={fields.landingPageUrl} onChange={(event) => set("landingPageUrl")(event.target.value)} />
          </FormField>
          <FormField label={terms.termsLabel} hint="One per line or comma-separated">
            <Textarea value={fields.targeting} onChange={(event) => set("targeting")(event.target.value)} />
          </FormField>
          <FormField
            label="Call to Action"
            error={errors.callToAction}
            counter={characterCounter(fields.callToAction, ctaLimit)}
            counterOver={!fitsLimit(fields.callToAction, ctaLimit)}
          >
            <Input value={fields.callToAction} onChange={(event) => set("callToAction")(event.target.value)} />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => void navigate(backHref)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Creating..." : `Create ${terms.singular}`}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
