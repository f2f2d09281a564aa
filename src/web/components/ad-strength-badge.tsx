import type { AdStrengthRating } from "../../domain/index.ts";
import { cn } from "../lib/class-names.ts";

const tones: Record<AdStrengthRating, string> = {
  Incomplete: "bg-muted text-muted-foreground",
  Poor: "bg-red-100 text-red-800",
  Average: "bg-amber-100 text-amber-900",
  Good: "bg-sky-100 text-sky-900",
  Excellent: "bg-green-100 text-green-900",
};

export function AdStrengthBadge({ rating }: { rating: AdStrengthRating }) {
  return <span className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium", tones[rating])}>Ad Strength: {rating}</span>;
}
