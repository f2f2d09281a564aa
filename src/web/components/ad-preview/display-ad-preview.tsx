import { ChevronRight } from "lucide-react";
import { useState } from "react";
import { type CardVariant, cardVariants } from "../../../domain/index.ts";
import { ImagePlaceholder } from "./image-placeholder.tsx";
import { PreviewPager } from "./preview-pager.tsx";

interface DisplayAdPreviewProps {
  headlines: readonly string[];
  longHeadlines: readonly string[];
  descriptions: readonly string[];
  brand: string;
  callToAction: string;
}

interface RenderingProps {
  variant: CardVariant | undefined;
  brand: string;
  callToAction: string;
}

function CallToActionButton({ label }: { label: string }) {
  return (
    <span className="inline-flex h-8 shrink-0 items-center gap-1 rounded-full bg-[#1a73e8] pr-2 pl-3 text-xs font-medium text-white">
      {label}
      <ChevronRight aria-hidden="true" className="size-4" />
    </span>
  );
}

/**
 * The landscape rendering (a native placement in an article or app feed): the 1.91:1 image over the long
 * headline at its full length, a description, the business name and the button.
 */
function LandscapeRendering({ variant, brand, callToAction }: RenderingProps) {
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-xs text-muted-foreground">Landscape</figcaption>
      <div className="mx-auto flex w-full max-w-[336px] flex-col overflow-hidden rounded-md border border-border bg-background font-[Roboto,Arial,sans-serif]">
        <ImagePlaceholder className="aspect-[1.91/1]" />
        <div className="flex flex-col gap-1.5 p-3">
          <p className="text-lg leading-snug font-medium break-words text-[#202124]">{variant?.longHeadline || variant?.headline || "Your long headline here"}</p>
          <p className="text-sm break-words text-[#4d5156]">{variant?.description || "Your description here."}</p>
          <div className="flex items-center justify-between gap-2 pt-1">
            <p className="min-w-0 truncate text-xs font-medium text-[#4d5156]">{brand}</p>
            <CallToActionButton label={callToAction} />
          </div>
        </div>
        <p className="border-t border-border px-3 py-1 text-right text-[10px] text-[#4d5156]">Ad</p>
      </div>
    </figure>
  );
}

/**
 * The square rendering (a 300 × 250 banner): a short headline, since the space is small, over the square
 * image's lower half, then the description and the button.
 */
function SquareRendering({ variant, brand, callToAction }: RenderingProps) {
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-xs text-muted-foreground">Square</figcaption>
      <div className="mx-auto flex aspect-square w-full max-w-[250px] flex-col overflow-hidden rounded-md border border-border bg-background font-[Roboto,Arial,sans-serif]">
        <ImagePlaceholder className="min-h-0 flex-1" />
        <div className="flex flex-col gap-1 p-2.5">
          <p className="line-clamp-2 text-base leading-snug font-medium break-words text-[#202124]">{variant?.headline || "Your headline here"}</p>
          <p className="line-clamp-2 text-xs break-words text-[#4d5156]">{variant?.description || "Your description here."}</p>
          <div className="flex items-center justify-between gap-2">
            <p className="min-w-0 truncate text-[11px] font-medium text-[#4d5156]">{brand}</p>
            <CallToActionButton label={callToAction} />
          </div>
        </div>
      </div>
    </figure>
  );
}

/**
 * A responsive display ad as Google assembles it from the assets, in its two main shapes: a landscape
 * native placement, where the long headline runs at full length, and a square banner with a short headline.
 */
export function DisplayAdPreview({ headlines, longHeadlines, descriptions, brand, callToAction }: DisplayAdPreviewProps) {
  const [page, setPage] = useState(0);
  const variants = cardVariants({ headlines, longHeadlines, descriptions });
  const current = Math.min(page, Math.max(0, variants.length - 1));
  const variant = variants[current];
  return (
    <section aria-label="Display ad preview" className="flex flex-col gap-3">
      <div className="flex justify-end">
        <PreviewPager noun="ad variation" index={current} count={variants.length} onChange={setPage} />
      </div>
      <LandscapeRendering variant={variant} brand={brand} callToAction={callToAction} />
      <SquareRendering variant={variant} brand={brand} callToAction={callToAction} />
    </section>
  );
}
