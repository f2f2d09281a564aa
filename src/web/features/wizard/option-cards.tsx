import { useId } from "react";
import type { Option } from "../../../domain/index.ts";
import { RequiredMark } from "../../components/ui/form-field.tsx";
import { cn } from "../../lib/class-names.ts";

/** A radio group drawn as cards (the objective choice): arrow keys move between them as in any radio group. */
export function OptionCards({
  legend,
  options,
  value,
  onChange,
  required,
}: {
  legend: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}) {
  const name = useId();
  return (
    // A radiogroup, so screen readers hear that a choice is required.
    <fieldset role="radiogroup" aria-required={required || undefined} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex cursor-pointer items-center gap-3 rounded-lg border p-4 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
              value === option.value ? "border-primary bg-primary/5" : "border-border hover:bg-muted",
            )}
          >
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="accent-primary" />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
