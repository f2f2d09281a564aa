import { useState } from "react";
import { toast } from "sonner";
import {
  type AssetKindKey,
  type CampaignTypeDescriptor,
  type CrawledContent,
  generationFailedDescription,
  itemFailedDescription,
  mergeRegenerationContext,
  type RegenerationContext,
  type WizardFormData,
} from "../../../domain/index.ts";
import { draftStorage } from "../../lib/draft-storage.ts";
import { useStableCallback } from "../../lib/use-stable-callback.ts";
import { editorAssetsFrom } from "./editor-assets.ts";
import { keepOwned, type OwnedItems, ownedItems, regenerationMessages } from "./kept-edits.ts";
import { NothingNewError, regenerateItemText } from "./regenerate-item.ts";
import type { ReplaceChoice } from "./replace-edits-dialog.tsx";
import type { AdEditor } from "./use-ad-editor.ts";
import type { Copywriting } from "./use-copywriting.ts";
import { writingStoppedMessage } from "./writing-progress.tsx";

type Regenerating = { key: AssetKindKey; index: number } | { key: "all" } | null;

interface RegenerationInput {
  type: CampaignTypeDescriptor;
  editor: AdEditor;
  writing: Copywriting;
  formData: WizardFormData;
  setFormData: (formData: WizardFormData) => void;
  crawledContent: CrawledContent | null;
  accountId: string | null;
  /** A new campaign keeps its draft in browser storage; a saved one does not. */
  keepsDraft: boolean;
}

/**
 * Rewriting what is there: one item at a time, or everything with new context, which asks before it
 * replaces what the user edited or pinned, keeps the ads as they were when it fails, and can be undone
 * (issue 18).
 */
export function useRegenerations({ type, editor, writing, formData, setFormData, crawledContent, accountId, keepsDraft }: RegenerationInput) {
  const [regenerating, setRegenerating] = useState<Regenerating>(null);
  const [asking, setAsking] = useState<{ context: RegenerationContext; owned: OwnedItems } | null>(null);
  const { lists } = editor.assets;

  async function regenerateItem(key: AssetKindKey, index: number) {
    setRegenerating({ key, index });
    try {
      editor.setItem(key, index, await regenerateItemText(type, key, index, { lists, formData, crawledContent, accountId }));
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
    const owned = ownedItems(type, writing.written, editor.assets);
    if (owned.edited + owned.pinned === 0) void regenerateWithContext(context, "replace");
    else setAsking({ context, owned });
  }

  /** A failure leaves the user's ads as they were; a success can be undone. */
  async function regenerateWithContext(context: RegenerationContext, choice: ReplaceChoice) {
    const before = { assets: editor.assets, written: writing.written, fallbackShown: writing.fallbackShown, generator: writing.generator };
    const merged = mergeRegenerationContext(formData, context);
    setFormData(merged);
    if (keepsDraft) draftStorage.writeFormData(type, merged);
    setRegenerating({ key: "all" });
    try {
      const outcome = await writing.generation.mutateAsync(merged);
      if (!outcome.ok) {
        // The ads on screen are still the ones the header credits, not the failed writer's.
        editor.restore(before.assets);
        writing.setGenerator(before.generator);
        if (outcome.stopped) {
          toast.info(`${writingStoppedMessage(null)} ${regenerationMessages.keptAsTheyWere}`);
          return;
        }
        const description = `${generationFailedDescription(type.messages, { error: outcome.error, hasFallback: false })} ${regenerationMessages.keptAsTheyWere}`;
        toast.error(type.messages.contextFailedTitle, { description });
        return;
      }
      if (outcome.generator) writing.setGenerator(outcome.generator);
      const fresh = editorAssetsFrom(type, outcome.ads);
      editor.restore(choice === "keep" ? keepOwned(type, fresh, before.assets, ownedItems(type, before.written, before.assets)) : fresh);
      writing.setWritten(fresh);
      writing.setFallbackShown(false);
      const undo = () => {
        editor.restore(before.assets);
        writing.setWritten(before.written);
        writing.setFallbackShown(before.fallbackShown);
      };
      // Longer than a plain toast: Undo is only worth offering while there is time to read it and decide.
      toast.success(type.messages.generated ?? regenerationMessages.rewritten, { duration: 10_000, action: { label: regenerationMessages.undo, onClick: undo } });
    } finally {
      setRegenerating(null);
    }
  }

  return {
    regenerating,
    /** The item being rewritten alone, for its spinner; null during a full regeneration. */
    regeneratingItem: regenerating !== null && "index" in regenerating ? regenerating : null,
    // Stable, so the memoised lists and context card skip the render a keystroke in another field causes.
    onRegenerateItem: useStableCallback((key: AssetKindKey, index: number) => void regenerateItem(key, index)),
    onRegenerateWithContext: useStableCallback(requestRegeneration),
    /** The question before edited or pinned items are replaced, and its answer. */
    asking: asking?.owned ?? null,
    answer(choice: ReplaceChoice | null) {
      if (asking && choice) void regenerateWithContext(asking.context, choice);
      setAsking(null);
    },
  };
}
