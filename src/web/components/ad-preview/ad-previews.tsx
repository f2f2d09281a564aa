import { type ReactNode, useState } from "react";
import {
  type AssetKindKey,
  type CampaignTypeDescriptor,
  callToActionInLanguage,
  callToActionLabel,
  displayDomain,
  type PreviewFormat,
  previewBrand,
  type Sitelink,
} from "../../../domain/index.ts";
import { DisplayAdPreview } from "./display-ad-preview.tsx";
import { FeedAdPreview } from "./feed-ad-preview.tsx";
import { SearchAdPreview } from "./search-ad-preview.tsx";
import { ToggleGroup } from "./toggle-group.tsx";

const formatLabels: Record<PreviewFormat, string> = { search: "Search", feed: "Feed", display: "Display" };

interface PreviewInput {
  cards: { headlines: readonly string[]; longHeadlines: readonly string[]; descriptions: readonly string[]; brand: ReturnType<typeof previewBrand>; callToAction: string };
  callouts: readonly string[];
  sitelinks: readonly Sitelink[];
  finalUrl: string | null;
  paths: readonly string[];
}

/** Each format's preview, from the same assets. */
const previewOf: Record<PreviewFormat, (input: PreviewInput) => ReactNode> = {
  search: ({ cards, callouts, sitelinks, finalUrl, paths }) => (
    <SearchAdPreview headlines={cards.headlines} descriptions={cards.descriptions} sitelinks={sitelinks} callouts={callouts} finalUrl={finalUrl} paths={paths} brand={cards.brand} />
  ),
  feed: ({ cards, finalUrl }) => <FeedAdPreview {...cards} domain={displayDomain(finalUrl) ?? "example.com"} />,
  display: ({ cards }) => <DisplayAdPreview {...cards} />,
};

interface AdPreviewsProps {
  type: CampaignTypeDescriptor;
  /** The assets in the order the ad shows them (pinned headlines first). */
  lists: Partial<Record<AssetKindKey, readonly string[]>>;
  sitelinks: readonly Sitelink[];
  finalUrl: string | null;
  /** The display paths (`Path 1`, `Path 2`); none for a type without them. */
  paths?: readonly string[];
  businessName: string;
  /** The landing page's own name and the ads' language, where known (a new campaign's results). */
  siteName?: string | null;
  language?: string | null;
  callToAction: string;
}

/** The previews a type's assets appear in (`type.previews`), one at a time when there are several. */
export function AdPreviews({ type, lists, sitelinks, finalUrl, paths = [], businessName, siteName, language, callToAction }: AdPreviewsProps) {
  const [first = "search"] = type.previews;
  const [format, setFormat] = useState<PreviewFormat>(first);
  const shown = type.previews.includes(format) ? format : first;
  const cards = {
    headlines: lists.headlines ?? [],
    longHeadlines: lists.longHeadlines ?? [],
    descriptions: lists.descriptions ?? [],
    brand: previewBrand(businessName, finalUrl, siteName),
    callToAction: callToActionInLanguage(callToActionLabel(type, callToAction), language),
  };
  return (
    <div className="flex flex-col gap-3">
      {type.previews.length > 1 && (
        <ToggleGroup label="Preview format" options={type.previews.map((value) => ({ value, label: formatLabels[value] }))} value={shown} onChange={setFormat} />
      )}
      {previewOf[shown]({ cards, callouts: lists.callouts ?? [], sitelinks, finalUrl, paths })}
    </div>
  );
}
