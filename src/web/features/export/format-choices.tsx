import { cn } from "../../lib/class-names.ts";
import { type ChosenFormat, chosenFormats, sheetsNotSetUp } from "./export-options.ts";

interface FormatChoicesProps {
  value: ChosenFormat | null;
  onChange: (format: ChosenFormat) => void;
  disabled: boolean;
  /** Formats this server cannot run (Sheets without Google credentials): shown off, with why. */
  unavailable: readonly ChosenFormat[];
}

/** The file formats as radio cards: native radios, so arrow keys move the choice and the chosen one is highlighted. */
export function FormatChoices({ value, onChange, disabled, unavailable }: FormatChoicesProps) {
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">Choose a format, then Export</legend>
      {chosenFormats.map((option) => {
        const off = unavailable.includes(option.id);
        const selected = value === option.id && !off;
        const Icon = option.icon;
        const whyId = `export-format-${option.id}-why`;
        return (
          <label
            key={option.id}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-md border p-3 transition-colors",
              "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
              off ? "cursor-not-allowed border-dashed border-border bg-muted/40" : selected ? "border-primary bg-primary/5 ring-1 ring-primary" : "border-border hover:bg-muted",
            )}
          >
            <input
              type="radio"
              name="export-format"
              value={option.id}
              checked={selected}
              disabled={off}
              aria-describedby={off ? whyId : undefined}
              onChange={() => onChange(option.id)}
              className="mt-1 size-4 shrink-0 accent-primary"
            />
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="font-medium">{option.label}</span>
              <span className="text-sm text-muted-foreground">{option.description}</span>
              {off && (
                <span id={whyId} className="text-sm">
                  <span className="font-medium">{sheetsNotSetUp.reason}.</span> {sheetsNotSetUp.howTo}
                </span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
