import { Download } from "lucide-react";
import { useState } from "react";
import type { AdAssets, CampaignTypeDescriptor, WizardFormData } from "../../../domain/index.ts";
import { exportCampaignFromEditor } from "../../../domain/export/index.ts";
import { Button } from "../../components/ui/button.tsx";
import { useCurrentAccount } from "../accounts/index.ts";
import { ExportDialog } from "./export-dialog.tsx";

interface ExportButtonProps {
  type: CampaignTypeDescriptor;
  formData: WizardFormData;
  /** The editor's assets as a save stores them, read when the dialog opens. */
  assets: () => AdAssets;
  /** The saved ad being edited or viewed; none for the wizard's new ad. */
  saved?: { campaignId: string; adId: string };
  disabled?: boolean;
  className?: string;
}

/**
 * The results header's 'Export' ('Export Campaign' for Demand Gen). It exports what the editor shows
 * now: the new ad as a campaign, or the saved campaign with this ad's unsaved edits.
 */
export function ExportButton({ type, formData, assets, saved, disabled, className }: ExportButtonProps) {
  const [open, setOpen] = useState(false);
  // A new ad is saved to the current account, so that account's remembered export settings apply.
  const accountId = useCurrentAccount().currentAccount?.id ?? null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} disabled={disabled} className={className}>
        <Download aria-hidden="true" className="size-4" />
        {type.labels.exportButton}
      </Button>
      {open && (
        <ExportDialog
          open
          onClose={() => setOpen(false)}
          type={type}
          source={
            saved
              ? { kind: "edited", campaignId: saved.campaignId, adId: saved.adId, assets }
              : { kind: "new", campaign: () => exportCampaignFromEditor(type, formData, assets(), new Date()), accountId }
          }
        />
      )}
    </>
  );
}
