import { memo } from "react";
import { type CampaignTypeDescriptor, parseList, type WizardFormData } from "../../../domain/index.ts";
import { AdPreviews } from "../../components/ad-preview/ad-previews.tsx";
import { Card } from "../../components/ui/card.tsx";
import { type EditorAssets, previewOrder } from "./editor-assets.ts";
import { QualityPanel } from "./quality-panel.tsx";

interface LivePreviewProps {
  type: CampaignTypeDescriptor;
  assets: EditorAssets;
  formData: WizardFormData;
  /** The copywriter is still writing: the quality panel holds its verdict until it ends. */
  writing: boolean;
}

/**
 * The live ad preview and the quality panel beside the editor. Memoised, and given the assets through
 * useDeferredValue by the workspace: a keystroke shows in its field at once, and Ad Strength, the policy
 * check and the preview catch up in a render React can interrupt for the next keystroke.
 */
export const LivePreview = memo(function LivePreview({ type, assets, formData, writing }: LivePreviewProps) {
  const { lists, pins } = assets;
  const keywords = parseList(type.id === "demand_gen" ? formData.contentThemes : formData.keywords);
  return (
    <div className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-16 lg:self-start">
      <Card className="p-5">
        <h2 className="mb-3 font-semibold">Live Ad Preview</h2>
        <AdPreviews
          type={type}
          lists={{ ...lists, headlines: previewOrder(lists.headlines ?? [], pins.headlines), descriptions: previewOrder(lists.descriptions ?? [], pins.descriptions) }}
          sitelinks={assets.sitelinks}
          finalUrl={formData.landingPageUrl || null}
          businessName={formData.businessName}
          callToAction={formData.callToAction}
        />
      </Card>
      <QualityPanel type={type} assets={assets} keywords={keywords} businessName={formData.businessName} writing={writing} />
    </div>
  );
});
