import { ChevronLeft, ChevronRight } from "lucide-react";
import { showsPreviewPager } from "../../../domain/index.ts";

interface PreviewPagerProps {
  /** What is paged, for the buttons' names: 'headlines', 'ad variations'. */
  noun: string;
  index: number;
  count: number;
  onChange: (index: number) => void;
}

/** '2 / 5' between previous and next, when there is more than one page. */
export function PreviewPager({ noun, index, count, onChange }: PreviewPagerProps) {
  if (!showsPreviewPager(count)) return null;
  const button = "rounded p-1 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-40";
  return (
    <div className="flex items-center gap-1 text-xs text-muted-foreground">
      <button type="button" aria-label={`Previous ${noun}`} disabled={index === 0} onClick={() => onChange(index - 1)} className={button}>
        <ChevronLeft aria-hidden="true" className="size-4" />
      </button>
      <span aria-live="polite">
        {index + 1} / {count}
      </span>
      <button type="button" aria-label={`Next ${noun}`} disabled={index === count - 1} onClick={() => onChange(index + 1)} className={button}>
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
