import type { ExistingCampaignChoice } from "../../../domain/contracts/imports.ts";
import type { ImportPreview, ImportPreviewCampaign } from "../../../domain/import/index.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Badge } from "../../components/ui/badge.tsx";

const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

const choiceLabels: Record<ExistingCampaignChoice, string> = { update: "Update", copy: "Import as copy" };

interface PreviewViewProps {
  preview: ImportPreview;
  choices: ReadonlyMap<string, ExistingCampaignChoice>;
  onChoose: (name: string, choice: ExistingCampaignChoice) => void;
}

function CampaignItem({ campaign, choice, onChoose }: { campaign: ImportPreviewCampaign; choice: ExistingCampaignChoice | undefined; onChoose: PreviewViewProps["onChoose"] }) {
  const counts = [plural(campaign.adGroups, "group"), plural(campaign.keywords, "keyword"), plural(campaign.ads, "ad"), plural(campaign.sitelinks, "sitelink"), plural(campaign.callouts, "callout")];
  return (
    <li className="flex flex-col gap-2 border-b border-border py-2 last:border-b-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 font-medium break-words">{campaign.name}</span>
        <Badge>{campaign.typeLabel}</Badge>
        {campaign.existing && <Badge tone="primary">Already in this account</Badge>}
      </div>
      <p className="text-xs text-muted-foreground">{counts.join(" · ")}</p>
      {campaign.existing && (
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="sr-only">What to do with the existing campaign {campaign.name}</legend>
          {(Object.keys(choiceLabels) as ExistingCampaignChoice[]).map((option) => (
            <label key={option} className="flex items-center gap-2">
              <input type="radio" name={`existing-${campaign.name}`} value={option} checked={choice === option} onChange={() => onChoose(campaign.name, option)} />
              {choiceLabels[option]}
            </label>
          ))}
        </fieldset>
      )}
    </li>
  );
}

/** The import before it is saved: what the file holds, what it would change and what it leaves out, with why. */
export function ImportPreviewView({ preview, choices, onChoose }: PreviewViewProps) {
  const totals = [
    [plural(preview.campaigns.length, "campaign"), "campaigns"],
    [plural(preview.adGroups, "ad group"), "groups"],
    [plural(preview.keywords, "keyword"), "keywords"],
    [plural(preview.ads, "ad"), "ads"],
    [plural(preview.sitelinks, "sitelink"), "sitelinks"],
    [plural(preview.callouts, "callout"), "callouts"],
  ] as const;
  return (
    <div className="flex flex-col gap-3">
      {preview.alreadyImported && <Alert tone="info">This file was imported into this account before: importing it again changes nothing.</Alert>}
      <ul aria-label="What the file holds" className="grid grid-cols-2 gap-1 text-sm sm:grid-cols-3">
        {totals.map(([text, key]) => (
          <li key={key}>{text}</li>
        ))}
      </ul>
      <ul aria-label="Campaigns in the file" className="max-h-64 overflow-y-auto rounded-md border border-border px-3">
        {preview.campaigns.map((campaign) => (
          <CampaignItem key={campaign.name} campaign={campaign} choice={choices.get(campaign.name)} onChoose={onChoose} />
        ))}
      </ul>
      {preview.unknownColumns.length > 0 && (
        <p className="text-xs text-muted-foreground">Columns not read: {preview.unknownColumns.join(", ")}</p>
      )}
      {preview.skippedCount > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer">{plural(preview.skippedCount, "row")} left out</summary>
          <ul aria-label="Rows left out" className="mt-2 max-h-40 overflow-y-auto text-xs">
            {preview.skipped.map((skipped) => (
              <li key={`${skipped.row}-${skipped.reason}`}>
                Row {skipped.row}: {skipped.reason}
              </li>
            ))}
            {preview.skippedCount > preview.skipped.length && <li>… and {plural(preview.skippedCount - preview.skipped.length, "more row")}</li>}
          </ul>
        </details>
      )}
    </div>
  );
}
