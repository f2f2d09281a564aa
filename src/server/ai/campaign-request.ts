import { type BrandRules, noBrandRules } from "../../domain/brand-rules/index.ts";
import type { HouseStyle } from "../../domain/refresh/index.ts";
import { formOfAddress } from "../../domain/text/form-of-address.ts";
import type { Address } from "./offline/phrases/phrasebook.ts";
import type { z } from "zod";
import type { CampaignTypeDescriptor } from "../../domain/campaign-types/descriptor.ts";
import { sanitizeChangesToMake } from "../../domain/results/changes-to-make.ts";
import type { singleHeadlineContextSchema } from "../../domain/contracts/generation.ts";
import type { CrawledContent } from "../../domain/wizard/crawled-content.ts";
import { formDataSchemaFor, type WizardFormData } from "../../domain/wizard/form-data.ts";
import { parseList } from "../../domain/text/list-text.ts";
import { parseKeywords } from "../../domain/keywords/keyword-match.ts";
import { type CopyLanguage, copyLanguage, pageTextOf } from "./copy-language.ts";

export type SingleHeadlineContext = z.output<typeof singleHeadlineContextSchema>;

/** One generation's validated input, in the shape every writer and prompt reads. */
export interface CampaignRequest {
  type: CampaignTypeDescriptor;
  form: WizardFormData;
  /** The crawled page; null when there was none or the crawl failed. */
  page: CrawledContent | null;
  /** The crawl's error when it failed: the copy then comes from the form alone. */
  crawlError: string | null;
  language: CopyLanguage;
  /** How the page addresses its reader (du or Sie, tu or vous...): every writer addresses it the same way. */
  address: Address;
  /** The advertiser's keywords (Demand Gen: its content themes) as searched: no match-type marks, no negatives, no repeats. */
  keywords: string[];
  /** 'Changes to Make', sanitized by the spec's rule. */
  changes: string;
  /** The ad account's brand rules (issue 22): every writer follows them, the post-checks enforce them. */
  brandRules: BrandRules;
  /** How the ad account's own ads are written, when a refresh writes for them (issue 22); null otherwise. */
  houseStyle: HouseStyle | null;
}

export function campaignRequest(
  type: CampaignTypeDescriptor,
  input: { formData: WizardFormData; crawledContent?: CrawledContent | null; options?: { language?: string } },
  brandRules: BrandRules = noBrandRules,
): CampaignRequest {
  const form = input.formData;
  const crawled = input.crawledContent ?? null;
  const crawlError = crawled?.error ? crawled.error : null;
  const page = crawled && !crawlError ? crawled : null;
  // The writer reads the keywords and, where the group step asks for something else (Demand Gen's content themes), that too.
  // Of the keywords, what a searcher types: match-type marks off, and no negative ('-free' names what the ads must not be found for).
  const typed = [...new Set(["keywords", type.targetingField] as const)].flatMap((field) => parseList(form[field]));
  const keywords = parseList(parseKeywords(typed).flatMap((keyword) => (keyword.negative ? [] : [keyword.text])));
  const formText = [form.campaignName, form.targetAudience, form.campaignGoals, form.uniqueSellingPoints, form.yourSolution].join(" ");
  const language = copyLanguage(page, input.options?.language, formText);
  return {
    type,
    form,
    page,
    crawlError,
    language,
    // The brand's own choice of Sie or du outranks how this one page happens to speak.
    address: brandRules.address ?? formOfAddress(`${pageTextOf(page)} ${form.uniqueSellingPoints} ${form.yourSolution}`, language.code),
    keywords,
    changes: sanitizeChangesToMake(form.changesToMake),
    brandRules,
    houseStyle: null,
  };
}

/**
 * The single-headline calls send the spec's short context instead of the whole form. Values the form
 * would refuse (an objective of another type, an unknown tone) are left out rather than failing the call.
 */
export function formFromContext(type: CampaignTypeDescriptor, context: SingleHeadlineContext): WizardFormData {
  const keywords = Array.isArray(context.keywords) ? context.keywords.join(", ") : (context.keywords ?? "");
  const candidate: Record<string, string> = {
    campaignName: context.campaignName ?? "",
    targetAudience: context.targetAudience ?? "",
    campaignObjective: context.campaignObjective ?? "",
    keywords,
    brandVoice: context.brandVoice ?? "",
    landingPageUrl: context.landingPageUrl ?? "",
    callToAction: context.callToAction ?? "",
    toneOfVoice: context.toneOfVoice ?? "",
    customToneDescription: context.customToneDescription ?? "",
    businessName: context.businessName ?? "",
  };
  const schema = formDataSchemaFor(type.id);
  const first = schema.safeParse(candidate);
  if (first.success) return first.data;
  for (const issue of first.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string") delete candidate[field];
  }
  return schema.parse(candidate);
}
