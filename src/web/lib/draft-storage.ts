import {
  type AdAssets,
  type CampaignTypeDescriptor,
  type CrawledContent,
  crawledContentSchema,
  draftStorageKeys,
  formDataSchemaFor,
  readStoredAssets,
  readStoredDraft,
  type WizardFormData,
} from "../../domain/index.ts";
import { browserStorage } from "./browser-storage.ts";

/**
 * A flow's draft in browser storage under the spec's keys. Each read validates; an item that no longer
 * parses is removed, so a broken draft starts over instead of failing on every visit.
 */
function readItem<T>(key: string, parse: (value: unknown) => T | null): T | null {
  const stored = readStoredDraft(browserStorage.get(key));
  if (stored.status === "missing") return null;
  const parsed = stored.status === "ok" ? parse(stored.value) : null;
  if (parsed === null) browserStorage.remove(key);
  return parsed;
}

export const draftStorage = {
  readFormData(type: CampaignTypeDescriptor): WizardFormData | null {
    return readItem(type.storageKeys.formData, (value) => {
      const parsed = formDataSchemaFor(type.id).safeParse(value);
      return parsed.success ? parsed.data : null;
    });
  },
  writeFormData(type: CampaignTypeDescriptor, formData: WizardFormData): void {
    browserStorage.set(type.storageKeys.formData, JSON.stringify(formData));
  },
  readCrawledContent(type: CampaignTypeDescriptor): CrawledContent | null {
    return readItem(type.storageKeys.crawledContent, (value) => {
      const parsed = crawledContentSchema.safeParse(value);
      return parsed.success ? parsed.data : null;
    });
  },
  writeCrawledContent(type: CampaignTypeDescriptor, content: CrawledContent): void {
    browserStorage.set(type.storageKeys.crawledContent, JSON.stringify(content));
  },
  /** The editor's ad as a save would store it (pins included); read by the stored shape, a broken part left out. */
  readGeneratedAds(type: CampaignTypeDescriptor): AdAssets | null {
    return readItem(type.storageKeys.generatedAds, readStoredAssets);
  },
  writeGeneratedAds(type: CampaignTypeDescriptor, ads: AdAssets): void {
    browserStorage.set(type.storageKeys.generatedAds, JSON.stringify(ads));
  },
  removeGeneratedAds(type: CampaignTypeDescriptor): void {
    browserStorage.remove(type.storageKeys.generatedAds);
  },
  removeCrawledContent(type: CampaignTypeDescriptor): void {
    browserStorage.remove(type.storageKeys.crawledContent);
  },
  /** 'Clear removes all three wizard items' (part 1, section 4). */
  clear(type: CampaignTypeDescriptor): void {
    for (const key of draftStorageKeys(type)) browserStorage.remove(key);
  },
};
