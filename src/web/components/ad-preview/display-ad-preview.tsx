import { ChevronRight } from "lucide-react";
import { useState } from "react";
import { cardVariants } from "../../../domain/index.ts";
import { ImagePlaceholder } from "./image-placeholder.tsx";
import { PreviewPager } from "./preview-pager.tsx";

interface DisplayAdPreviewProps {
  headlines: readonly string[];
  longHeadlines: readonly string[];
  descriptions: readonly string[];
  brand: string;
  callToAction: string;
}

/**
 * A responsive display ad on a publisher's site, where Performance Max's long headlines and
 * descriptions run at their full length beside the business name.
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
      <div className="mx-auto flex w-full max-w-[336px] flex-col overflow-hidden rounded-md border border-border bg-background font-[Roboto,Arial,sans-serif]">
        <ImagePlaceholder className="aspect-[1.91/1]" />
        <div className="flex flex-col gap-1.5 p-3">
          <p className="text-lg leading-snug font-medium break-words text-[#202124]">{variant?.longHeadline || variant?.headline || "Your long headline here"}</p>
          <p className="text-sm break-words text-[#4d5156]">{variant?.description || "Your description here."}</p>
          <div className="flex items-center justify-between gap-2 pt-1">
            <p className="min-w-0 truncate text-xs font-medium text-[#4d5156]">{brand}</p>
            <span className="inline-flex h-8 shrink-0 items-center gap-1 rounded-full bg-[#1a73e8] pr-2 pl-3 text-xs font-medium text-white">
              {callToAction}
              <ChevronRight aria-hidden="true" className="size-4" />
            </span>
          </div>
        </div>
        <p className="border-t border-border px-3 py-1 text-right text-[10px] text-[#4d5156]">Ad</p>
      </div>
    </section>
  );
}
