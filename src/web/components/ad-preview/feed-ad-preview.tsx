import { useState } from "react";
import { type CardVariant, cardVariants } from "../../../domain/index.ts";
import { ImagePlaceholder } from "./image-placeholder.tsx";
import { PreviewPager } from "./preview-pager.tsx";
import { ToggleGroup } from "./toggle-group.tsx";

type Placement = "discover" | "youtube" | "gmail";

const placements: readonly { value: Placement; label: string }[] = [
  { value: "discover", label: "Discover" },
  { value: "youtube", label: "YouTube" },
  { value: "gmail", label: "Gmail" },
];

interface FeedAdPreviewProps {
  headlines: readonly string[];
  longHeadlines: readonly string[];
  descriptions: readonly string[];
  brand: string;
  domain: string;
  callToAction: string;
}

interface CardProps {
  variant: CardVariant;
  brand: string;
  domain: string;
  callToAction: string;
}

const placeholder = { headline: "Your headline here", description: "Your description here." };

function CallToAction({ label, wide }: { label: string; wide?: boolean }) {
  return <span className={`inline-flex h-8 items-center justify-center rounded-full bg-[#1a73e8] px-4 text-xs font-medium text-white ${wide ? "w-full" : ""}`}>{label}</span>;
}

/** Discover: a picture, the long headline (else the headline), the description and the button. */
function DiscoverCard({ variant, brand, callToAction }: CardProps) {
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-background">
      <ImagePlaceholder className="aspect-[1.91/1]" />
      <div className="flex flex-col gap-1.5 p-3">
        <p className="text-base leading-snug font-medium break-words text-[#202124]">{variant.longHeadline || variant.headline || placeholder.headline}</p>
        <p className="text-sm break-words text-[#4d5156]">{variant.description || placeholder.description}</p>
        <div className="flex items-center justify-between gap-2 pt-1">
          <p className="min-w-0 truncate text-xs text-[#4d5156]">
            <span className="font-bold text-[#202124]">Sponsored</span> · {brand}
          </p>
          <CallToAction label={callToAction} />
        </div>
      </div>
    </div>
  );
}

/** YouTube's home feed: a video thumbnail, the headline, 'Sponsored' with the site, the button across. */
function YouTubeCard({ variant, domain, callToAction }: CardProps) {
  return (
    <div className="flex flex-col gap-2">
      <ImagePlaceholder video className="aspect-video rounded-xl" />
      <p className="text-sm leading-snug font-medium break-words text-[#0f0f0f]">{variant.headline || placeholder.headline}</p>
      <p className="text-xs break-words text-[#606060]">{variant.description || placeholder.description}</p>
      <p className="text-xs text-[#606060]">
        <span className="font-bold text-[#0f0f0f]">Sponsored</span> · {domain}
      </p>
      <CallToAction label={callToAction} wide />
    </div>
  );
}

/** Gmail's Promotions tab: sender, 'Ad', the headline as subject and the description as the snippet. */
function GmailCard({ variant, brand }: CardProps) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-border bg-background p-3">
      <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-[#1a73e8] text-sm font-semibold text-white">
        {brand.slice(0, 1).toUpperCase()}
      </span>
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="flex items-center gap-2 text-sm">
          <span className="rounded-sm bg-[#fef7e0] px-1 text-xs font-bold text-[#5f4600]">Ad</span>
          <span className="truncate font-semibold text-[#202124]">{brand}</span>
        </p>
        <p className="text-sm font-medium break-words text-[#202124]">{variant.headline || placeholder.headline}</p>
        <p className="text-sm break-words text-[#5f6368]">{variant.description || placeholder.description}</p>
      </div>
    </div>
  );
}

/**
 * A Demand Gen (and Performance Max) feed ad as Discover, YouTube and Gmail draw it, paging through
 * combinations of the assets so every headline, long headline and description is read in place.
 */
export function FeedAdPreview({ headlines, longHeadlines, descriptions, brand, domain, callToAction }: FeedAdPreviewProps) {
  const [placement, setPlacement] = useState<Placement>("discover");
  const [page, setPage] = useState(0);
  const variants = cardVariants({ headlines, longHeadlines, descriptions });
  const current = Math.min(page, Math.max(0, variants.length - 1));
  const variant = variants[current] ?? { headline: "", longHeadline: "", description: "" };
  const card = { variant, brand, domain, callToAction };
  return (
    <section aria-label="Feed ad preview" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ToggleGroup label="Feed placement" options={placements} value={placement} onChange={setPlacement} />
        <PreviewPager noun="ad variation" index={current} count={variants.length} onChange={setPage} />
      </div>
      <div className="mx-auto w-full max-w-[360px] font-[Roboto,Arial,sans-serif]">
        {placement === "discover" ? <DiscoverCard {...card} /> : placement === "youtube" ? <YouTubeCard {...card} /> : <GmailCard {...card} />}
      </div>
    </section>
  );
}
