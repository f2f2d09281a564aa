import { ArrowLeft, RefreshCw, Save } from "lucide-react";
import { useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import type { LoadedAd } from "../../../domain/contracts/index.ts";
import {
  hasBrandRules,
  adsHref,
  afterSaveHref,
  type CampaignTypeDescriptor,
  type CrawledContent,
  editAdHref,
  resultsBackHref,
  shouldAutoGenerate,
  shownCampaignName,
  type WizardFormData,
  wizardPosition,
} from "../../../domain/index.ts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { WizardProgress } from "../../components/wizard-progress.tsx";
import { draftStorage } from "../../lib/draft-storage.ts";
import { useProgressMessage } from "../../lib/use-progress-message.ts";
import { useBrandRules } from "../accounts/index.ts";
import { ExportButton } from "../export/index.ts";
import { AssetEditors } from "./asset-editors.tsx";
import { useRequestedField } from "./use-requested-field.ts";
import { ContextCard } from "./context-card.tsx";
import { type EditorAssets, editorAssetsFrom, storedAssetsOf } from "./editor-assets.ts";
import { generationAnnouncement } from "./generation-announcement.ts";
import { regenerationMessages } from "./kept-edits.ts";
import { LivePreview } from "./live-preview.tsx";
import { ReadyToGenerate } from "./ready-to-generate.tsx";
import { RefreshDialog } from "./refresh-dialog.tsx";
import { ReplaceEditsDialog } from "./replace-edits-dialog.tsx";
import { ResultsLoading } from "./results-loading.tsx";
import { UnsavedChangesDialog, useUnsavedChangesGuard } from "./unsaved-changes-guard.tsx";
import { useAdEditor } from "./use-ad-editor.ts";
import { useCopywriting } from "./use-copywriting.ts";
import { useRefresh } from "./use-refresh.ts";
import { useRegenerations } from "./use-regenerations.ts";
import { useSaveAd } from "./use-save-ad.ts";
import { stoppedBeforeWriting, WritingProgress } from "./writing-progress.tsx";

export type WorkspaceSource =
  | { mode: "create"; initialAssets: EditorAssets | null }
  | { mode: "edit" | "view"; initialAssets: EditorAssets; ad: LoadedAd; campaignId: string; adGroupId: string };

interface ResultsWorkspaceProps {
  type: CampaignTypeDescriptor;
  source: WorkspaceSource;
  formData: WizardFormData;
  crawledContent: CrawledContent | null;
  account: { accountId: string | null; accountName: string | null };
}

/** The results editor of every type: assets beside the live preview and the quality panel, then save. */
export function ResultsWorkspace({ type, source, formData: initialFormData, crawledContent, account }: ResultsWorkspaceProps) {
  const navigate = useNavigate();
  const [formData, setFormData] = useState(initialFormData);
  const editor = useAdEditor(type, source.initialAssets ?? editorAssetsFrom(type, {}));
  const writing = useCopywriting(type, crawledContent, account.accountId, editor, source.initialAssets !== null);
  const { generation, generator, hasAssets } = writing;
  const regenerations = useRegenerations({ type, editor, writing, formData, setFormData, crawledContent, accountId: account.accountId, keepsDraft: source.mode === "create" });
  const readOnly = source.mode === "view";
  const leaving = useUnsavedChangesGuard(type, source.mode === "edit" ? source.initialAssets : null, editor.assets);
  const { save, saving } = useSaveAd(type, source.mode === "create" ? { mode: "create", accountId: account.accountId } : { mode: "edit", ad: source.ad });
  const generateNow = () => writing.write(formData);
  const refresh = useRefresh(source.mode === "edit" ? source.ad.id : null, editor);
  const brandRules = useBrandRules(account.accountId).data;
  const language = generator?.language ?? crawledContent?.page?.language ?? null;
  const brand = useMemo(() => (brandRules && hasBrandRules(brandRules) ? { rules: brandRules, language } : null), [brandRules, language]);
  useRequestedField();

  // Part 1, section 4: the first arrival with nothing generated, nothing running and no saved ad in view
  // generates; Demand Gen also needs a name and a URL, else it shows its 'Ready to generate' state.
  const [autoStart] = useState(
    () =>
      source.mode === "create" &&
      shouldAutoGenerate(type, { query: {}, existingCampaign: false, hasGeneratedAds: source.initialAssets !== null, isGenerating: false, form: initialFormData }),
  );
  const autoStarted = useRef(false);
  useEffect(() => {
    if (autoStarted.current || !autoStart) return;
    autoStarted.current = true;
    generateNow();
    // Runs once on arrival; later changes regenerate only on request.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the arrival check must not rerun on edits
  }, []);

  // The draft keeps the edited assets, so a reload mid-edit loses nothing.
  useEffect(() => {
    if (source.mode === "create" && hasAssets) draftStorage.writeGeneratedAds(type, storedAssetsOf(type, editor.assets));
  }, [type, source.mode, hasAssets, editor.assets]);

  const busy = generation.isPending || regenerations.regenerating !== null || saving || refresh.refreshing;
  const progressMessage = useProgressMessage(type.progress.results, generation.isPending);
  const { lists } = editor.assets;
  // The preview and the quality panel follow the typing a step behind, in a render that yields to input.
  const previewAssets = useDeferredValue(editor.assets);

  async function onSave() {
    if (source.mode === "create") draftStorage.writeFormData(type, formData);
    const saved = await save({ formData, assets: editor.assets, refreshed: refresh.accepted });
    if (!saved) return;
    if (source.mode === "create") {
      toast.success(type.messages.saved);
      draftStorage.clear(type);
      await navigate(afterSaveHref({ ...account, editMode: false }));
    } else {
      toast.success(type.messages.updated);
      leaving.release();
      await navigate(adsHref({ campaignId: source.campaignId, adGroupId: source.adGroupId, ...account }));
    }
  }

  // Viewing a saved campaign is not editing it: it reads as the campaign, as a new one does.
  const title = source.mode === "edit" ? type.labels.editTitle : type.labels.resultsTitle;
  // Until the first assets stream in; also on the first render, before the arrival effect has started.
  const showLoading = !hasAssets && (generation.isPending || (autoStart && generation.isIdle));
  const saved = source.mode === "create" ? null : { campaignId: source.campaignId, adGroupId: source.adGroupId };
  const wizardStep = source.mode === "create" ? wizardPosition(type.routes.results) : null;
  // Stopped before the first asset: the same question as Demand Gen's first visit, so writing can start again.
  const readyToGenerate = writing.stopped ? stoppedBeforeWriting : type.labels.readyToGenerate;
  const assetEditors = (
    <AssetEditors
      type={type}
      editor={editor}
      // While the copywriter streams, each partial replaces the lists: an edit made then would be lost.
      readOnly={readOnly || generation.isPending}
      busy={busy}
      regenerating={regenerations.regeneratingItem}
      onRegenerate={regenerations.onRegenerateItem}
      brand={brand}
    />
  );

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-4 sm:p-6">
      {/* A new campaign's results are the wizard's last step; a saved ad opened later is not in the wizard. */}
      {wizardStep && <WizardProgress position={wizardStep} />}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold">{title}</h1>
          <p className="text-sm text-muted-foreground">
            {shownCampaignName(type, formData, new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone)}
            {generator && (writing.fallbackShown ? ` · ${regenerationMessages.fallbackCredit(generator.label)}` : ` · Written by ${generator.label}`)}
          </p>
          {generator?.notice && <p className="text-sm text-amber-800">{generator.notice}</p>}
        </div>
        {source.mode === "edit" && (
          <Button variant="outline" onClick={() => void refresh.start()} disabled={busy || !hasAssets} className="ml-auto">
            <RefreshCw aria-hidden="true" className="size-4" />
            {refresh.refreshing ? "Refreshing..." : "Refresh"}
          </Button>
        )}
        <ExportButton
          type={type}
          formData={formData}
          assets={() => storedAssetsOf(type, editor.assets)}
          saved={source.mode === "create" ? undefined : { campaignId: source.campaignId, adId: source.ad.id }}
          disabled={busy || !hasAssets}
          className={source.mode === "edit" ? undefined : "ml-auto"}
        />
        {readOnly && source.mode === "view" ? (
          <Link to={editAdHref(type.id, { campaignId: source.campaignId, adGroupId: source.adGroupId, adId: source.ad.id, ...account })} className={buttonClasses()}>
            Edit Ad
          </Link>
        ) : (
          <Button onClick={() => void onSave()} disabled={busy || !hasAssets}>
            <Save aria-hidden="true" className="size-4" />
            {source.mode === "create" ? (saving ? "Saving..." : type.labels.saveButton) : saving ? "Updating..." : type.labels.updateButton}
          </Button>
        )}
      </div>

      {generation.isPending && <WritingProgress type={type} assets={writing.writtenSoFar} onStop={writing.stop} />}
      <UnsavedChangesDialog blocker={leaving.blocker} />
      <RefreshDialog type={type} answer={refresh.answer} onClose={refresh.close} onAccept={refresh.accept} />
      <ReplaceEditsDialog owned={regenerations.asking} onClose={() => regenerations.answer(null)} onChoose={regenerations.answer} />
      {/* Always in the page, so assistive technology is listening before the first change. */}
      <p role="status" aria-live="polite" className="sr-only" data-testid="generation-status">
        {generationAnnouncement(type, writing.phase, writing.phase === "running" ? lists : writing.phase === "stopped" ? writing.written.lists : writing.generatedLists)}
      </p>
      {showLoading ? (
        <ResultsLoading message={progressMessage} crawledContent={crawledContent} />
      ) : !hasAssets ? (
        readyToGenerate && !readOnly ? (
          <ReadyToGenerate title={readyToGenerate.title} button={readyToGenerate.button} onGenerate={generateNow} />
        ) : (
          <Card className="p-8 text-center text-muted-foreground">{type.labels.errorView}</Card>
        )
      ) : (
        <>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
            <div className="flex min-w-0 flex-col gap-6">
              {!readOnly && <ContextCard type={type} busy={busy} formData={formData} onRegenerate={regenerations.onRegenerateWithContext} />}
              {type.resultsLayout === "lists" && assetEditors}
            </div>
            <LivePreview
              type={type}
              assets={previewAssets}
              formData={formData}
              writing={generation.isPending}
              siteName={crawledContent?.page?.siteName ?? null}
              language={language}
              brandRules={brand?.rules ?? null}
            />
          </div>
          {type.resultsLayout === "columns" && assetEditors}
        </>
      )}
      <div className="flex border-t border-border pt-4">
        <Link to={resultsBackHref(type.id, { ...account, saved })} className={buttonClasses("outline")}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Previous
        </Link>
      </div>
    </div>
  );
}
