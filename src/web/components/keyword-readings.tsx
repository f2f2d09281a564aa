import { type KeywordReading, matchTypeLabel } from "../../domain/index.ts";
import { cn } from "../lib/class-names.ts";

/**
 * The keywords as Google will read them (EDITOR-IMPORT R34-R37): each with its match type as a chip,
 * a negative marked as one, a keyword Google would refuse with the reason, a repeat as exported once.
 */
export function KeywordReadings({ readings }: { readings: readonly KeywordReading[] }) {
  if (readings.length === 0) return null;
  return (
    <ul aria-label="Match types, as Google reads them" className="flex flex-wrap gap-1.5">
      {readings.map((reading, index) => (
        <li
          key={`${index} ${reading.typed}`}
          className={cn(
            "inline-flex max-w-full flex-wrap items-center gap-x-1.5 rounded-md border px-2 py-0.5 text-sm",
            reading.problem ? "border-destructive text-destructive" : reading.repeat ? "border-dashed border-border text-muted-foreground" : "border-border",
          )}
        >
          <span className="min-w-0 break-words">{reading.keyword.text}</span>
          <span className={cn("rounded px-1 text-xs font-medium", reading.keyword.negative ? "bg-destructive/10 text-destructive" : "bg-muted text-muted-foreground")}>
            {matchTypeLabel(reading.keyword)}
          </span>
          {reading.problem && <span className="basis-full text-xs">{reading.problem}</span>}
          {reading.repeat && !reading.problem && <span className="text-xs">repeated: kept once</span>}
        </li>
      ))}
    </ul>
  );
}
