import { displayWidth } from "../../../domain/text/text.ts";
import { offlineModelId } from "../ai-config.ts";
import type { AssetDraft } from "../asset-draft.ts";
import type { Copywriter, WriterInfo } from "../copywriter.ts";
import { WritingFailure } from "../writing-failure.ts";
import { offlineNotices } from "./notices.ts";
import { createOfflineWriter } from "./offline-writer.ts";

export const offlineWriterInfo: WriterInfo = { provider: "offline", model: offlineModelId, label: "Offline writer", changesToMakeNotice: offlineNotices.changesIgnored };

/**
 * The offline writer behind the same interface as a model. It streams too, a kind of asset at a time,
 * so the results screen works the same whichever writer is configured.
 */
export const offlineCopywriter: Copywriter = {
  info: offlineWriterInfo,
  async writeCampaign(request, options = {}) {
    const writing = createOfflineWriter(request).write();
    const kinds = request.type.assetKinds;
    kinds.forEach((_kind, index) => {
      const lists: AssetDraft["lists"] = Object.fromEntries(kinds.slice(0, index + 1).map((kind) => [kind.key, writing.draft.lists[kind.key] ?? []]));
      options.onPartial?.({ lists, sitelinks: [], paths: [] });
    });
    return writing;
  },
  async writeSingle(request, kind, current, others) {
    const text = createOfflineWriter(request).next(kind, current, others);
    if (text === null) throw new WritingFailure("exhausted", `The offline writer has no other ${kind.singular} for this product.`);
    return { text, originalLength: displayWidth(text), truncated: false };
  },
};
