import type { WizardPosition } from "../../domain/index.ts";

/** The wizard layout's step count and progress bar (part 1, section 2), on the steps and on the results. */
export function WizardProgress({ position }: { position: WizardPosition }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-muted-foreground">
        Step {position.step} of {position.stepCount}
      </p>
      <div
        role="progressbar"
        aria-label="Wizard progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(position.progressPercent)}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${position.progressPercent}%` }} />
      </div>
    </div>
  );
}
