import { FileDown } from "lucide-react";
import { useState } from "react";
import type { CampaignSummary } from "../../../domain/contracts/index.ts";
import { campaignTypeFor } from "../../../domain/index.ts";
import { Button } from "../../components/ui/button.tsx";
import { ExportDialog } from "./export-dialog.tsx";

/** A campaign card's export: the whole saved campaign, every ad group and ad. */
export function CampaignExportButton({ campaign }: { campaign: CampaignSummary }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="icon" className="h-10 w-10" aria-label={`Export ${campaign.name}`} title="Export" onClick={() => setOpen(true)}>
        <FileDown aria-hidden="true" className="size-4" />
      </Button>
      {open && (
        <ExportDialog
          open
          onClose={() => setOpen(false)}
          type={campaignTypeFor(campaign.campaignType)}
          source={{ kind: "saved", campaignId: campaign.id, name: campaign.name }}
        />
      )}
    </>
  );
}
