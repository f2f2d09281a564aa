import { useMutation } from "@tanstack/react-query";
import { Save } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import type { LoadedAd } from "../../../domain/contracts/index.ts";
import type { GeneratorInfo } from "../../../domain/contracts/generation.ts";
import { generationMessages } from "../../../domain/generation-messages.ts";
import {
  adsHref,
  afterSaveHref,
  type AssetKindKey,
  type CampaignTypeDescriptor,
  type CrawledContent,
  editAdHref,
  mergeRegenerationContext,
  parseList,
  type RegenerationContext,
  shouldAutoGenerate,
  type WizardFormData,
} from "../../../domain/index.ts";
import { SearchAdPreview } from "../../components/ad-preview/search-ad-preview.tsx";
import { AssetListEditor } from "../../components/asset-editor/asset-list-editor.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { draftStorage } from "../wizard/index.ts";
import { ContextCard } from "./context-card.tsx";
import { type EditorAssets, editorAssetsFrom, pinPositions, previewOrder, storedAssetsOf } from "./editor-assets.ts";
import { generateCampaign, type GenerationOutcome, generateSingleHeadline } from "./generation-client.ts";
import { ItemActions } from "./item-actions.tsx";
import { QualityPanel } from "./quality-panel.tsx";
import { ResultsLoading } from "./results-loading.tsx";
import { SitelinksEditor } from "./sitelinks-editor.tsx";
import { useAdEditor } from "./use-ad-editor.ts";
import { useSaveAd } from "./use-save-ad.ts";

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
  const readOnly = source.mode === "view";
  const { save, saving } = useSaveAd(type, source.mode === "create" ? { mode: "create", accountId: account.accountId } : { mode: "edit", ad: source.ad });

  const generation = useMutation({
    mutationFn: (form: WizardFormData) =>
      generateCampaign(type, { formData: form, crawledContent }, {
        onStart: setGenerator,
        onPartial: (ads) => {
          editor.replace(ads);
          setHasAssets(true);
        },
      }),
  });

  async function generateAll(form: WizardFormData, failureTitle: string) {
    showOutcome(await generation.mutateAsync(form), failureTitle);
  }

  function showOutcome(outcome: GenerationOutcome, failureTitle: string) {
    if (outcome.generator) setGenerator(outcome.generator);
    if (outcome.ok) {
      editor.replace(outcome.ads);
      setHasAssets(true);
      return;
    }
    if (outcome.fallback) {
      editor.replace(outcome.fallback);
      setHasAssets(true);
    }
    toast.error(failureTitle, { description: outcome.fallback ? generationMessages.usingFallback : outcome.error });
  }

  // Part 1, section 4: the first arrival with nothing generated, nothing running and no saved ad in view generates.
  const autoStarted = useRef(false);
  useEffect(() => {
    if (autoStarted.current || source.mode !== "create") return;
    autoStarted.current = true;
    if (shouldAutoGenerate(type, { query: {}, existingCampaign: false, hasGeneratedAds: hasAssets, isGenerating: false, form: formData })) {
      generation.mutate(formData, { onSuccess: (outcome) => showOutcome(outcome, generationMessages.failedTitle) });
    }
    // Runs once on arrival; later changes regenerate only on request.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the arrival check must not rerun on edits
  }, []);

  // The draft keeps the edited assets, so a reload mid-edit loses nothing.
  useEffect(() => {
    if (source.mode === "create" && hasAssets) draftStorage.writeGeneratedAds(type, storedAssetsOf(type, editor.assets));
  }, [type, source.mode, hasAssets, editor.assets]);

  const busy = generation.isPending || regenerating !== null || saving;
  const { lists, pins } = editor.assets;

  async function regenerateItem(key: AssetKindKey, index: number) {
    setRegenerating({ key, index });
    try {
      if (key === "headlines" && type.id !== "demand_gen") {
        const others = (lists.headlines ?? []).filter((_, at) => at !== index);
        const headline = await generateSingleHeadline(type, { currentHeadline: lists.headlines?.[index] ?? "", formData, existingHeadlines: others, crawledContent });
        editor.setItem(key, index, headline);
      } else {
        // Part 1, section 4: any other item is regenerated by a full generation, taking the item at the same index.
        const outcome = await generateCampaign(type, { formData, crawledContent });
        const fresh = outcome.ok ? editorAssetsFrom(type, outcome.ads).lists[key]?.[index] : undefined;
        if (!fresh) throw new Error(outcome.ok ? "The new ads had no item at this position" : outcome.error);
        editor.setItem(key, index, fresh);
      }
    } catch {
      const message = key === "headlines" ? generationMessages.headlineRegenerationFailed : generationMessages.descriptionRegenerationFailed;
      toast.error(generationMessages.regenerationFailedTitle, { description: message });
    } finally {
      setRegenerating(null);
    }
  }

  async function regenerateWithContext(context: RegenerationContext) {
    const merged = mergeRegenerationContext(formData, context);
    setFormData(merged);
    if (source.mode === "create") draftStorage.writeFormData(type, merged);
    setRegenerating({ key: "all" });
    try {
      await generateAll(merged, generationMessages.contextFailedTitle);
    } finally {
      setRegenerating(null);
    }
  }

  async function onSave() {
    if (source.mode === "create") draftStorage.writeFormData(type, formData);
    const saved = await save({ formData, assets: editor.assets });
    if (!saved) return;
    if (source.mode === "create") {
      toast.success("Campaign saved successfully!");
      draftStorage.clear(type);
      await navigate(afterSaveHref({ ...account, editMode: false }));
    } else {
      toast.success("Ad updated successfully!");
      await navigate(adsHref({ campaignId: source.campaignId, adGroupId: source.adGroupId, ...account }));
    }
  }

  const title = source.mode === "create" ? type.labels.resultsTitle : type.labels.editTitle;
  const keywords = parseList(type.id === "demand_gen" ? formData.contentThemes : formData.keywords);
  const showLoading = generation.isPending && !hasAssets;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold">{title}</h1>
          <p className="text-sm text-muted-foreground">
            {formData.campaignName || type.defaults.campaignName}
            {generator && ` · Written by ${generator.label}`}
          </p>
          {generator?.notice && <p className="text-sm text-amber-800">{generator.notice}</p>}
        </div>
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

      {showLoading ? (
        <ResultsLoading type={type} crawledContent={crawledContent} />
      ) : !hasAssets ? (
        <Card className="p-8 text-center text-muted-foreground">{type.labels.errorView}</Card>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
          <div className="flex min-w-0 flex-col gap-6">
            {!readOnly && <ContextCard type={type} busy={busy} onRegenerate={(context) => void regenerateWithContext(context)} />}
            <Card className="flex flex-col gap-8 p-5">
              {type.assetKinds.map((kind) => {
                const pinnable = kind.key === "headlines" || kind.key === "descriptions" ? kind.key : null;
                return (
                  <AssetListEditor
                    key={kind.key}
                    kind={kind}
                    items={lists[kind.key] ?? []}
                    readOnly={readOnly}
                    reorderable={pinnable !== null}
                    onEdit={(edit) => editor.editList(kind.key, edit)}
                    itemActions={
                      readOnly || kind.key === "callouts"
                        ? undefined
                        : (index) => (
                            <ItemActions
                              label={`${kind.singular} ${index + 1}`}
                              disabled={busy}
                              regenerating={regenerating !== null && "index" in regenerating && regenerating.key === kind.key && regenerating.index === index}
                              onCasing={(casing) => editor.applyItemCasing(kind.key, index, casing)}
                              onRegenerate={() => void regenerateItem(kind.key, index)}
                              pin={pinnable ? { value: pins[pinnable][index] ?? null, positions: pinPositions[pinnable], onChange: (position) => editor.setPin(pinnable, index, position) } : undefined}
                            />
                          )
                    }
                  />
                );
              })}
              <SitelinksEditor type={type} sitelinks={editor.assets.sitelinks} readOnly={readOnly} onChange={editor.setSitelink} />
            </Card>
          </div>
          <div className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-16 lg:self-start">
            <Card className="p-5">
              <h2 className="mb-3 font-semibold">Live Ad Preview</h2>
              <SearchAdPreview
                headlines={previewOrder(lists.headlines ?? [], pins.headlines)}
                descriptions={previewOrder(lists.descriptions ?? [], pins.descriptions)}
                sitelinks={editor.assets.sitelinks}
                callouts={lists.callouts ?? []}
                finalUrl={formData.landingPageUrl || null}
              />
            </Card>
            <QualityPanel type={type} assets={editor.assets} keywords={keywords} />
          </div>
        </div>
      )}
    </div>
  );
}
