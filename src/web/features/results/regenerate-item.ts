import type { AssetKindKey, CampaignTypeDescriptor, CrawledContent, WizardFormData } from "../../../domain/index.ts";
import { assetKindOf } from "../../../domain/index.ts";
import { ApiError } from "../../lib/api-client.ts";
import { editorAssetsFrom, type EditorAssets } from "./editor-assets.ts";
import { generateCampaign } from "./generation-client.ts";
import { generateSingleItem } from "./single-item-client.ts";

interface RegenerateInput {
  lists: EditorAssets["lists"];
  formData: WizardFormData;
  crawledContent: CrawledContent | null;
  accountId: string | null;
}

/** The writer has nothing for this item that the list does not already hold: said, not a failure. */
export class NothingNewError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NothingNewError";
  }
}

const nothingNewMessage = (singular: string) => `No other ${singular} to offer: the writer gave the ones you already have. Edit it by hand, or regenerate with new context.`;

const wordingOf = (text: string) => text.trim().toLowerCase();

/**
 * From a fresh list, the item for position `index`: the one at the same index (part 1, section 4) unless
 * the list already holds it, else the next fresh one it does not hold, walking on from that index; null
 * when every fresh item is already there (a deterministic writer gives the same list again).
 */
export function nextNewItem(fresh: readonly string[], items: readonly string[], index: number): string | null {
  const held = new Set(items.map(wordingOf));
  const walk = [...fresh.slice(index), ...fresh.slice(0, index)];
  return walk.find((text) => text.trim() !== "" && !held.has(wordingOf(text))) ?? null;
}

/**
 * A new text for one item: kinds with a call of their own use it (part 2, section 4); any other item is
 * taken from a full generation. Either way the same text never comes back as if it were new (issue 18).
 */
export async function regenerateItemText(type: CampaignTypeDescriptor, key: AssetKindKey, index: number, input: RegenerateInput): Promise<string> {
  const items = input.lists[key] ?? [];
  const singular = assetKindOf(type, key)?.singular ?? key;
  if (type.singleItemKinds.includes(key)) {
    const others = items.filter((_, at) => at !== index);
    try {
      return await generateSingleItem(type, key, { current: items[index] ?? "", others, formData: input.formData, crawledContent: input.crawledContent, accountId: input.accountId });
    } catch (error) {
      // 409: the writer has walked through every candidate it has for this item.
      if (error instanceof ApiError && error.status === 409) throw new NothingNewError(nothingNewMessage(singular));
      throw error;
    }
  }
  const outcome = await generateCampaign(type, { formData: input.formData, crawledContent: input.crawledContent, accountId: input.accountId });
  if (!outcome.ok) throw new Error(outcome.error);
  const fresh = nextNewItem(editorAssetsFrom(type, outcome.ads).lists[key] ?? [], items, index);
  if (fresh === null) throw new NothingNewError(nothingNewMessage(singular));
  return fresh;
}
