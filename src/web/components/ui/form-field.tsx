import { type ReactElement, cloneElement, useId } from "react";
import { Label } from "./label.tsx";

interface FormFieldProps {
  label: string;
  /** The input, textarea or select; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<{ id?: string; "aria-invalid"?: boolean; "aria-describedby"?: string }>;
  error?: string | null;
  hint?: string;
  /** '12/30', shown at the end of the label row. */
  counter?: string;
  counterOver?: boolean;
}

/** A labelled control with its hint, counter and error, wired for screen readers. */
export function FormField({ label, children, error, hint, counter, counterOver }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {counter && <span className={counterOver ? "text-xs font-medium text-destructive" : "text-xs text-muted-foreground"}>{counter}</span>}
      </div>
      {cloneElement(children, { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
