import { type ReactElement, cloneElement, useId } from "react";
import { Label } from "./label.tsx";

interface FormFieldProps {
  label: string;
  /** The input, textarea or select; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<{ id?: string; "aria-invalid"?: boolean; "aria-describedby"?: string; "aria-required"?: boolean }>;
  error?: string | null;
  hint?: string;
  /** '12/30', shown at the end of the label row. */
  counter?: string;
  counterOver?: boolean;
  /** Marks the label with a star (hidden from screen readers, which hear aria-required instead). */
  required?: boolean;
  /** The control's id when something links to it (the export check's way to a field); else one of its own. */
  id?: string;
}

/** A labelled control with its hint, counter and error, wired for screen readers. */
export function FormField({ label, children, error, hint, counter, counterOver, required, id: givenId }: FormFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>
          {label}
          {required && <RequiredMark />}
        </Label>
        {counter && <span className={counterOver ? "text-xs font-medium text-destructive" : "text-xs text-muted-foreground"}>{counter}</span>}
      </div>
      {cloneElement(children, { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, "aria-required": required || undefined })}
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

/** The star after a required field's label; the form says once what it means (`RequiredNote`). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-destructive">
      *
    </span>
  );
}

/** The line that explains the star, once per form. */
export function RequiredNote() {
  return (
    <p className="text-sm text-muted-foreground">
      Fields marked <span className="text-destructive">*</span> are required.
    </p>
  );
}
