import { useMutation } from "@tanstack/react-query";
import { ArrowLeft, Save } from "lucide-react";
import { useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import type { LoadedAd } from "../../../domain/contracts/index.ts";
import type { GeneratorInfo } from "../../../domain/contracts/generation.ts";
import {
  adsHref,
  afterSaveHref,
  type AssetKindKey,
  type CampaignTypeDescriptor,
  type CrawledContent,
  editAdHref,
  generationFailedDescription,
  itemFailedDescription,
  mergeRegenerationContext,
  type RegenerationContext,
  resultsBackHref,
  shouldAutoGenerate,
  shownCampaignName,
  type WizardFormData,
  wizardPosition,
} from "../../../domain/index.ts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { WizardProgress } from "../../components/wizard-progress.tsx";
import { ExportButton } from "../export/index.ts";
import { draftStorage } from "../../lib/draft-storage.ts";
import { AssetEditors } from "./asset-editors.tsx";
import { ContextCard } from "./context-card.tsx";
import { generationAnnouncement, type GenerationPhase } from "./generation-announcement.ts";
import { type EditorAssets, editorAssetsFrom, storedAssetsOf } from "./editor-assets.ts";
import { generateCampaign, type GenerationOutcome } from "./generation-client.ts";
import { LivePreview } from "./live-preview.tsx";
import { ReadyToGenerate } from "./ready-to-generate.tsx";
import { NothingNewError, regenerateItemText } from "./regenerate-item.ts";
import { ResultsLoading } from "./results-loading.tsx";
import { useProgressMessage } from "../../lib/use-progress-message.ts";
import { useStableCallback } from "../../lib/use-stable-callback.ts";
import { useAdEditor } from "./use-ad-editor.ts";
import { stoppedBeforeWriting, WritingProgress, writingProgress, writingStoppedMessage } from "./writing-progress.tsx";
import { useSaveAd } from "./use-save-ad.ts";
import { UnsavedChangesDialog, useUnsavedChangesGuard } from "./unsaved-changes-guard.tsx";
import { keepOwned, type OwnedItems, ownedItems, regenerationMessages } from "./kept-edits.ts";
import { type ReplaceChoice, ReplaceEditsDialog } from "./replace-edits-dialog.tsx";

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

type Regenerating = { key: AssetKindKey; index: number } | { key: "all" } | null;

/** The results editor of every type: assets beside the live preview and the quality panel, then save. */
export function ResultsWorkspace({ type, source, formData: initialFormData, crawledContent, account }: ResultsWorkspaceProps) {
  const navigate = useNavigate();
  const [formData, setFormData] = useState(initialFormData);
  const [hasAssets, setHasAssets] = useState(source.initialAssets !== null);
  const [generator, setGenerator] = useState<GeneratorInfo | null>(null);
  const [regenerating, setRegenerating] = useState<Regenerating>(null);
  const editor = useAdEditor(type, source.initialAssets ?? editorAssetsFrom(type, {}));
  // What the copywriter last wrote (or the ad as loaded): items that differ from it are the user's own.
  const [written, setWritten] = useState(editor.assets);
  const [fallbackShown, setFallbackShown] = useState(false);
  const [asking, setAsking] = useState<{ context: RegenerationContext; owned: OwnedItems } | null>(null);
  const readOnly = source.mode === "view";
  const leaving = useUnsavedChangesGuard(type, source.mode === "edit" ? source.initialAssets : null, editor.assets);
  const { save, saving } = useSaveAd(type, source.mode === "create" ? { mode: "create", accountId: account.accountId } : { mode: "edit", ad: source.ad });

  // Stop aborts the request in flight; what streamed in last is what a stop keeps.
  const stopper = useRef<AbortController | null>(null);
  const streamed = useRef<Record<string, unknown> | null>(null);
  // Until a regeneration's first assets arrive, the editor still holds the previous ads: the progress
  // counts what this writing has given, not those (issue 18).
  const [streamedYet, setStreamedYet] = useState(false);
  const generation = useMutation({
    mutationFn: (form: WizardFormData) => {
      stopper.current = new AbortController();
      streamed.current = null;
      setStreamedYet(false);
      return generateCampaign(type, { formData: form, crawledContent }, {
        signal: stopper.current.signal,
        onStart: setGenerator,
        onPartial: (ads) => {
          streamed.current = ads;
          setStreamedYet(true);
          editor.replace(ads);
          setHasAssets(true);
        },
      });
    },
  });
  const stopWriting = useStableCallback(() => stopper.current?.abort());

  function showOutcome(outcome: GenerationOutcome, failureTitle: string) {
    if (outcome.generator) setGenerator(outcome.generator);
    if (!outcome.ok && outcome.stopped) {
      const kept = editorAssetsFrom(type, streamed.current ?? {});
      setWritten(kept);
      toast.info(writingStoppedMessage(writingProgress(type, kept)));
      return;
    }
    if (outcome.ok) {
      editor.replace(outcome.ads);
      setWritten(editorAssetsFrom(type, outcome.ads));
      setFallbackShown(false);
      setHasAssets(true);
      if (type.messages.generated) toast.success(type.messages.generated);
      return;
    }
    if (outcome.fallback) {
      editor.replace(outcome.fallback);
      setWritten(editorAssetsFrom(type, outcome.fallback));
      setFallbackShown(true);
      setHasAssets(true);
    }
    toast.error(failureTitle, { description: generationFailedDescription(type.messages, { error: outcome.error, hasFallback: outcome.fallback !== null }) });
  }

  function generateNow() {
    generation.mutate(formData, { onSuccess: (outcome) => showOutcome(outcome, type.messages.generationFailedTitle) });
  }

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

  const busy = generation.isPending || regenerating !== null || saving;
  const progressMessage = useProgressMessage(type.progress.results, generation.isPending);
  const stopped = generation.data?.ok === false && generation.data.stopped === true;
  const phase: GenerationPhase = generation.isPending ? "running" : generation.isSuccess ? (generation.data.ok ? "done" : stopped ? "stopped" : "failed") : generation.isError ? "failed" : "idle";
  // Once done, the announcement counts what the copywriter gave, so later edits are not read out.
  const generatedLists = useMemo(() => {
    // A failed regeneration keeps the user's ads: its fallback is not in the editor, so it is not counted.
    const ads = generation.data ? (generation.data.ok ? generation.data.ads : fallbackShown ? generation.data.fallback : null) : null;
    return ads ? editorAssetsFrom(type, ads).lists : {};
  }, [type, generation.data, fallbackShown]);
  const { lists } = editor.assets;
  const nothingWritten = useMemo(() => editorAssetsFrom(type, {}), [type]);

  async function regenerateItem(key: AssetKindKey, index: number) {
    setRegenerating({ key, index });
    try {
      editor.setItem(key, index, await regenerateItemText(type, key, index, { lists, formData, crawledContent }));
      const done = type.messages.itemRegenerated[key];
      if (done) toast.success(done);
    } catch (error) {
      if (error instanceof NothingNewError) toast.info(error.message);
      else toast.error(type.messages.itemFailedTitle, { description: itemFailedDescription(type.messages, key, error) });
    } finally {
      setRegenerating(null);
    }
  }

  /** Edited or pinned items are not rewritten without asking (issue 18). */
  function requestRegeneration(context: RegenerationContext) {
    const owned = ownedItems(type, written, editor.assets);
    if (owned.edited + owned.pinned === 0) void regenerateWithContext(context, "replace");
    else setAsking({ context, owned });
  }

  /** A failure leaves the user's ads as they were; a success can be undone. */
  async function regenerateWithContext(context: RegenerationContext, choice: ReplaceChoice) {
    const before = { assets: editor.assets, written, fallbackShown, generator };
    const merged = mergeRegenerationContext(formData, context);
    setFormData(merged);
    if (source.mode === "create") draftStorage.writeFormData(type, merged);
    setRegenerating({ key: "all" });
    try {
      const outcome = await generation.mutateAsync(merged);
      if (!outcome.ok) {
        // The ads on screen are still the ones the header credits, not the failed writer's.
        editor.restore(before.assets);
        setGenerator(before.generator);
        if (outcome.stopped) {
          toast.info(`${writingStoppedMessage(null)} ${regenerationMessages.keptAsTheyWere}`);
          return;
        }
        const description = `${generationFailedDescription(type.messages, { error: outcome.error, hasFallback: false })} ${regenerationMessages.keptAsTheyWere}`;
        toast.error(type.messages.contextFailedTitle, { description });
        return;
      }
      if (outcome.generator) setGenerator(outcome.generator);
      const fresh = editorAssetsFrom(type, outcome.ads);
      editor.restore(choice === "keep" ? keepOwned(type, fresh, before.assets, ownedItems(type, written, before.assets)) : fresh);
      setWritten(fresh);
      setFallbackShown(false);
      const undo = () => {
        editor.restore(before.assets);
        setWritten(before.written);
        setFallbackShown(before.fallbackShown);
      };
      // Longer than a plain toast: Undo is only worth offering while there is time to read it and decide.
      toast.success(type.messages.generated ?? regenerationMessages.rewritten, { duration: 10_000, action: { label: regenerationMessages.undo, onClick: undo } });
    } finally {
      setRegenerating(null);
    }
  }

  // Stable, so the memoised lists and context card skip the render a keystroke in another field causes.
  const onRegenerateItem = useStableCallback((key: AssetKindKey, index: number) => void regenerateItem(key, index));
  const onRegenerateWithContext = useStableCallback(requestRegeneration);
  // The preview and the quality panel follow the typing a step behind, in a render that yields to input.
  const previewAssets = useDeferredValue(editor.assets);

  async function onSave() {
    if (source.mode === "create") draftStorage.writeFormData(type, formData);
    const saved = await save({ formData, assets: editor.assets });
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
  const readyToGenerate = stopped ? stoppedBeforeWriting : type.labels.readyToGenerate;
  const assetEditors = (
    <AssetEditors
      type={type}
      editor={editor}
      // While the copywriter streams, each partial replaces the lists: an edit made then would be lost.
      readOnly={readOnly || generation.isPending}
      busy={busy}
      regenerating={regenerating !== null && "index" in regenerating ? regenerating : null}
      onRegenerate={onRegenerateItem}
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
            {generator && (fallbackShown ? ` · ${regenerationMessages.fallbackCredit(generator.label)}` : ` · Written by ${generator.label}`)}
          </p>
          {generator?.notice && <p className="text-sm text-amber-800">{generator.notice}</p>}
        </div>
        <ExportButton
          type={type}
          formData={formData}
          assets={() => storedAssetsOf(type, editor.assets)}
          saved={source.mode === "create" ? undefined : { campaignId: source.campaignId, adId: source.ad.id }}
          disabled={busy || !hasAssets}
          className="ml-auto"
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

      {generation.isPending && <WritingProgress type={type} assets={streamedYet ? editor.assets : nothingWritten} onStop={stopWriting} />}
      <UnsavedChangesDialog blocker={leaving.blocker} />
      <ReplaceEditsDialog
        owned={asking?.owned ?? null}
        onClose={() => setAsking(null)}
        onChoose={(choice) => {
          if (asking) void regenerateWithContext(asking.context, choice);
          setAsking(null);
        }}
      />
      {/* Always in the page, so assistive technology is listening before the first change. */}
      <p role="status" aria-live="polite" className="sr-only" data-testid="generation-status">
        {generationAnnouncement(type, phase, phase === "running" ? lists : phase === "stopped" ? written.lists : generatedLists)}
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
              {!readOnly && <ContextCard type={type} busy={busy} formData={formData} onRegenerate={onRegenerateWithContext} />}
              {type.resultsLayout === "lists" && assetEditors}
            </div>
            <LivePreview
              type={type}
              assets={previewAssets}
              formData={formData}
              writing={generation.isPending}
              siteName={crawledContent?.page?.siteName ?? null}
              language={generator?.language ?? crawledContent?.page?.language ?? null}
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
