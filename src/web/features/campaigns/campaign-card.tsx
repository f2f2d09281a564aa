import { Download, Eye, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { CampaignSummary } from "../../../domain/contracts/index.ts";
import { adGroupsHref, campaignListObjectiveLabel, campaignTypeFor } from "../../../domain/index.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { formatDate } from "../../lib/dates.ts";
import { BulkAddButton } from "../bulk-jobs/index.ts";
import { CampaignExportButton } from "../export/index.ts";
import { groupTerms } from "./group-terms.ts";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

interface CampaignCardProps {
  campaign: CampaignSummary;
  /** The account the list is for; the library passes the campaign's own. */
  account: { accountId: string | null; accountName: string | null };
  onDelete: () => void;
}

export function CampaignCard({ campaign, account, onDelete }: CampaignCardProps) {
  const type = campaignTypeFor(campaign.campaignType);
  const terms = groupTerms(type);
  // A Performance Max asset group holds assets, not ads: its stored ad record is no count the user knows.
  const counts = type.groupKind === "assetGroup"
    ? plural(campaign.adGroupCount, terms.singular)
    : `${plural(campaign.adGroupCount, terms.singular)} · ${plural(campaign.adCount, "ad")}`;
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold break-words">{campaign.name}</h2>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone="primary">{type.label}</Badge>
          {campaign.objective && <Badge tone="outline">{campaignListObjectiveLabel(type.objectives, campaign.objective)}</Badge>}
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        {counts} · Created {formatDate(campaign.createdAt)}
      </p>
      {campaign.keywords.length > 0 && (
        <ul aria-label="Keywords" className="flex flex-wrap gap-1.5">
          {campaign.keywords.map((keyword) => (
            <li key={keyword}>
              <Badge>{keyword}</Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex gap-2 pt-2">
        <Link to={adGroupsHref({ campaignId: campaign.id, ...account })} className={buttonClasses("outline", "md", "flex-1")}>
          <Eye aria-hidden="true" className="size-4" />
          View
        </Link>
        <a
          href={`/api/campaigns/${campaign.id}/download`}
          download
          aria-label={`Download ${campaign.name} as JSON`}
          title="Download JSON"
          className={buttonClasses("outline", "icon", "h-10 w-10")}
        >
          <Download aria-hidden="true" className="size-4" />
        </a>
        <CampaignExportButton campaign={campaign} />
        <BulkAddButton campaign={campaign} compact />
        <Button variant="outline" size="icon" className="h-10 w-10" aria-label={`Delete ${campaign.name}`} onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-4 text-destructive" />
        </Button>
      </div>
    </Card>
  );
}
