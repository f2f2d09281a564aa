import type { AssetKindKey, CampaignTypeDescriptor, CrawledContent, WizardFormData } from "../../../domain/index.ts";
import { editorAssetsFrom, type EditorAssets } from "./editor-assets.ts";
import { generateCampaign, generateSingleItem } from "./generation-client.ts";

interface RegenerateInput {
  lists: EditorAssets["lists"];
  formData: WizardFormData;
  crawledContent: CrawledContent | null;
}

/**
 * A new text for one item: kinds with a call of their own use it (part 2, section 4); any other item is
 * taken from a full generation at the same index.
 */
export async function regenerateItemText(type: CampaignTypeDescriptor, key: AssetKindKey, index: number, input: RegenerateInput): Promise<string> {
  const items = input.lists[key] ?? [];
  if (type.singleItemKinds.includes(key)) {
    const others = items.filter((_, at) => at !== index);
    return generateSingleItem(type, key, { current: items[index] ?? "", others, formData: input.formData, crawledContent: input.crawledContent });
  }
  const outcome = await generateCampaign(type, { formData: input.formData, crawledContent: input.crawledContent });
  const fresh = outcome.ok ? editorAssetsFrom(type, outcome.ads).lists[key]?.[index] : undefined;
  if (!fresh) throw new Error(outcome.ok ? "The new ads had no item at this position" : outcome.error);
  return fresh;
}
