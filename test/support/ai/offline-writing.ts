import type { CampaignTypeDescriptor } from "../../../src/domain/campaign-types/descriptor.ts";
import { campaignTypeFor } from "../../../src/domain/campaign-types/registry.ts";
import type { CrawledContent } from "../../../src/domain/wizard/crawled-content.ts";
import { formDataSchemaFor } from "../../../src/domain/wizard/form-data.ts";
import { campaignRequest } from "../../../src/server/ai/campaign-request.ts";
import { createOfflineWriter } from "../../../src/server/ai/offline/offline-writer.ts";
import { englishPage, formFor } from "./generation-fixtures.ts";

export const search = campaignTypeFor("search");
export const performanceMax = campaignTypeFor("performance_max");

/** The offline writer on a page and a form, as a generation request would run it. */
export function write(type: CampaignTypeDescriptor, page: CrawledContent | null = englishPage, form: Record<string, string> = formFor(type.id)) {
  const request = campaignRequest(type, { formData: formDataSchemaFor(type.id).parse(form), crawledContent: page });
  return { request, writer: createOfflineWriter(request), writing: createOfflineWriter(request).write() };
}

/** A form as a marketer leaves it for a page in another language: no text of their own, the type's defaults. */
export const bareForm = (landingPageUrl: string, extra: Record<string, string> = {}) => ({ landingPageUrl, callToAction: search.defaults.callToAction, ...extra });

export const allText = (lists: Record<string, string[] | undefined>) => Object.values(lists).flat().join(" | ");
