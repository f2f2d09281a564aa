import { ArrowLeft, ArrowRight } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useLocation } from "react-router";
import { wizardPosition } from "../../../domain/index.ts";
import { Button } from "../../components/ui/button.tsx";
import { WizardProgress } from "../../components/wizard-progress.tsx";

interface WizardFrameProps {
  title: string;
  description?: string;
  children: ReactNode;
  onPrevious?: () => void;
  /**
   * The Next button: its label, whether it may be pressed, and what it does. `blockedBy` says what the
   * step still needs; while it is set the button stays focusable (aria-disabled) and is described by it.
   */
  next?: { label: string; disabled?: boolean; blockedBy?: string | null; onClick: () => void };
}

/** The wizard layout (part 1, section 2): step count, progress bar, the step, then Previous and Next. */
export function WizardFrame({ title, description, children, onPrevious, next }: WizardFrameProps) {
  const { pathname } = useLocation();
  const position = wizardPosition(pathname);
  const blockedId = useId();
  const blockedBy = next?.disabled ? null : (next?.blockedBy ?? null);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 sm:p-6">
      {position && <WizardProgress position={position} />}
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {description && <p className="text-muted-foreground">{description}</p>}
      </div>
      {children}
      {(onPrevious || next) && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
          {onPrevious ? (
            <Button variant="outline" onClick={onPrevious}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Previous
            </Button>
          ) : (
            <span />
          )}
          {next && (
            <div className="ml-auto flex flex-col items-end gap-1 sm:flex-row-reverse sm:items-center sm:gap-3">
              <Button
                onClick={blockedBy ? undefined : next.onClick}
                disabled={next.disabled}
                aria-disabled={blockedBy ? true : undefined}
                aria-describedby={blockedBy ? blockedId : undefined}
                className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
              >
                {next.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Button>
              {blockedBy && (
                <p id={blockedId} className="max-w-sm text-right text-sm text-muted-foreground">
                  {blockedBy}
                </p>
              )}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
