import { useMutation } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import type { GeneratorInfo } from "../../../domain/contracts/generation.ts";
import { type CampaignTypeDescriptor, type CrawledContent, type GeneratedAds, generationFailedDescription, type WizardFormData } from "../../../domain/index.ts";
import { useStableCallback } from "../../lib/use-stable-callback.ts";
import { type EditorAssets, editorAssetsFrom } from "./editor-assets.ts";
import type { GenerationPhase } from "./generation-announcement.ts";
import { generateCampaign, type GenerationOutcome } from "./generation-client.ts";
import type { AdEditor } from "./use-ad-editor.ts";
import { writingProgress, writingStoppedMessage } from "./writing-progress.tsx";

/**
 * The copywriter's side of the results screen: a full writing that streams into the editor, Stop, the
 * outcome toasted as part 1, section 8 words it, and what the header and the announcement need to know
 * about it (who wrote the ads, whether fallback copy is shown, what was written last).
 */
export function useCopywriting(type: CampaignTypeDescriptor, crawledContent: CrawledContent | null, accountId: string | null, editor: AdEditor, hasInitialAssets: boolean) {
  const [hasAssets, setHasAssets] = useState(hasInitialAssets);
  const [generator, setGenerator] = useState<GeneratorInfo | null>(null);
  // What the copywriter last wrote (or the ad as loaded): items that differ from it are the user's own.
  const [written, setWritten] = useState(editor.assets);
  const [fallbackShown, setFallbackShown] = useState(false);

  // Stop aborts the request in flight; what streamed in last is what a stop keeps.
  const stopper = useRef<AbortController | null>(null);
  const streamed = useRef<GeneratedAds | null>(null);
  // Until a regeneration's first assets arrive, the editor still holds the previous ads: the progress
  // counts what this writing has given, not those (issue 18).
  const [streamedYet, setStreamedYet] = useState(false);
  const generation = useMutation({
    mutationFn: (form: WizardFormData) => {
      stopper.current = new AbortController();
      streamed.current = null;
      setStreamedYet(false);
      return generateCampaign(type, { formData: form, crawledContent, accountId }, {
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
  const stop = useStableCallback(() => stopper.current?.abort());

  function showOutcome(outcome: GenerationOutcome) {
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
    toast.error(type.messages.generationFailedTitle, { description: generationFailedDescription(type.messages, { error: outcome.error, hasFallback: outcome.fallback !== null }) });
  }

  /** The first writing, or a new one from the results screen's 'Generate' button. */
  function write(formData: WizardFormData) {
    generation.mutate(formData, { onSuccess: showOutcome });
  }

  const stopped = generation.data?.ok === false && generation.data.stopped === true;
  const phase: GenerationPhase = generation.isPending ? "running" : generation.isSuccess ? (generation.data.ok ? "done" : stopped ? "stopped" : "failed") : generation.isError ? "failed" : "idle";
  // Once done, the announcement counts what the copywriter gave, so later edits are not read out.
  const generatedLists = useMemo(() => {
    // A failed regeneration keeps the user's ads: its fallback is not in the editor, so it is not counted.
    const ads = generation.data ? (generation.data.ok ? generation.data.ads : fallbackShown ? generation.data.fallback : null) : null;
    return ads ? editorAssetsFrom(type, ads).lists : {};
  }, [type, generation.data, fallbackShown]);
  const nothingWritten = useMemo(() => editorAssetsFrom(type, {}), [type]);
  /** What the writing progress counts: this writing's assets, none before the first arrives. */
  const writtenSoFar: EditorAssets = streamedYet ? editor.assets : nothingWritten;

  return {
    generation,
    write,
    stop,
    hasAssets,
    generator,
    setGenerator,
    written,
    setWritten,
    fallbackShown,
    setFallbackShown,
    stopped,
    phase,
    generatedLists,
    writtenSoFar,
  };
}

export type Copywriting = ReturnType<typeof useCopywriting>;
