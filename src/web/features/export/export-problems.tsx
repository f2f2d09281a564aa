import { useId } from "react";
import { Link } from "react-router";
import { describeProblem, type ExportProblem, exportMessages } from "../../../domain/export/index.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";

/** Where the user fixes the problems: the editor they opened the dialog from (close it), or a screen of the saved campaign. */
export type ProblemFix = { kind: "close"; onClose: () => void } | { kind: "link"; href: string };

interface ExportProblemsProps {
  problems: readonly ExportProblem[];
  fix: ProblemFix;
  leaveOut: boolean;
  onLeaveOutChange: (leaveOut: boolean) => void;
  disabled: boolean;
}

/**
 * The export check (issue 20): each problem named, a way to the editor to fix them, and the choice to
 * download what is valid without them. Unchosen, the export is refused, as the server refuses it.
 */
export function ExportProblems({ problems, fix, leaveOut, onLeaveOutChange, disabled }: ExportProblemsProps) {
  const hintId = useId();
  if (problems.length === 0) return null;
  return (
    <Alert tone="error">
      <p className="font-medium">{exportMessages.problemsTitle}</p>
      <ul className="mt-1 list-disc pl-5">
        {problems.map((problem, index) => (
          <li key={`${index} ${describeProblem(problem)}`}>{describeProblem(problem)}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-col gap-2">
        {fix.kind === "close" ? (
          <Button variant="outline" size="sm" className="self-start" onClick={fix.onClose}>
            {exportMessages.fixInEditor}
          </Button>
        ) : (
          <Link to={fix.href} className={buttonClasses("outline", "sm", "self-start")}>
            {exportMessages.fixInEditor}
          </Link>
        )}
        <label className="flex items-start gap-2 text-sm text-foreground">
          <input
            type="checkbox"
            checked={leaveOut}
            disabled={disabled}
            aria-describedby={hintId}
            onChange={(event) => onLeaveOutChange(event.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
          <span>
            {exportMessages.leaveOutProblems}
            <span id={hintId} className="block text-xs text-muted-foreground">
              {exportMessages.leftOut(problems.length)}
            </span>
          </span>
        </label>
      </div>
    </Alert>
  );
}
