import { Eye } from "lucide-react";
import { memo } from "react";
import { type BrandRules, type CampaignTypeDescriptor, parseList, type WizardFormData } from "../../../domain/index.ts";
import { AdPreviews } from "../../components/ad-preview/ad-previews.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ImageRequirements } from "../../components/image-requirements.tsx";
import { Card } from "../../components/ui/card.tsx";
import { type EditorAssets, previewOrder } from "./editor-assets.ts";
import { QualityPanel } from "./quality-panel.tsx";

interface LivePreviewProps {
  type: CampaignTypeDescriptor;
  assets: EditorAssets;
  formData: WizardFormData;
  /** The copywriter is still writing: the quality panel holds its verdict until it ends. */
  writing: boolean;
  /** The name the landing page gives itself, for the advertiser's name when the form has no business name. */
  siteName: string | null;
  /** The ads' language (a tag): the buttons the previews draw speak it. */
  language: string | null;
  /** The ad account's brand rules, whose required phrases the quality panel checks (issue 22). */
  brandRules: BrandRules | null;
}

const previewId = "live-preview";
const previewHeadingId = "live-preview-heading";

/**
 * Below the two-column width the preview sits above or below a long editor (Search's is 5,000 px down on a
 * phone): a button that stays in the corner takes the user to it, on every type (issue 18).
 */
function PreviewJump() {
  return (
    <Button
      className="fixed right-4 bottom-4 z-40 shadow-lg lg:hidden"
      onClick={() => {
        document.getElementById(previewId)?.scrollIntoView({ block: "start" });
        document.getElementById(previewHeadingId)?.focus({ preventScroll: true });
      }}
    >
      <Eye aria-hidden="true" className="size-4" />
      Preview
    </Button>
  );
}

/**
 * The live ad preview and the quality panel beside the editor. Memoised, and given the assets through
 * useDeferredValue by the workspace: a keystroke shows in its field at once, and Ad Strength, the policy
 * check and the preview catch up in a render React can interrupt for the next keystroke.
 */
export const LivePreview = memo(function LivePreview({ type, assets, formData, writing, siteName, language, brandRules }: LivePreviewProps) {
  const { lists, pins } = assets;
  const keywords = parseList(formData[type.targetingField]);
  return (
    <div className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-16 lg:self-start">
      <Card className="scroll-mt-4 p-5" id={previewId}>
        <h2 className="mb-3 font-semibold focus:outline-none" id={previewHeadingId} tabIndex={-1}>
          Live Ad Preview
        </h2>
        <AdPreviews
          type={type}
          lists={{ ...lists, headlines: previewOrder(lists.headlines ?? [], pins.headlines), descriptions: previewOrder(lists.descriptions ?? [], pins.descriptions) }}
          sitelinks={assets.sitelinks}
          finalUrl={formData.landingPageUrl || null}
          paths={assets.paths}
          businessName={formData.businessName}
          siteName={siteName}
          language={language}
          callToAction={formData.callToAction}
        />
        {type.images.length > 0 && (
          <div className="mt-4 border-t border-border pt-4">
            <ImageRequirements images={type.images} />
          </div>
        )}
      </Card>
      <PreviewJump />
      <QualityPanel type={type} assets={assets} keywords={keywords} businessName={formData.businessName} writing={writing} brandRules={brandRules} />
    </div>
  );
});
