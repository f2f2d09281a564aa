import { useId } from "react";
import { Link } from "react-router";
import { describeProblem, type ExportProblem, exportMessages, splitProblems } from "../../../domain/export/index.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";

/**
 * Where the user fixes the problems: a link per problem to its place in a saved campaign's screens, or,
 * for the wizard's unsaved ad, the editor the dialog was opened from (close it).
 */
export type ProblemFix = { kind: "close"; onClose: () => void } | { kind: "link"; hrefOf: (problem: ExportProblem) => string; onFollow: () => void };

interface ExportProblemsProps {
  problems: readonly ExportProblem[];
  fix: ProblemFix;
  leaveOut: boolean;
  onLeaveOutChange: (leaveOut: boolean) => void;
  disabled: boolean;
}

/**
 * The export check (issue 20): each problem named with a way to its place in the editor, and beside
 * them the choice to download the rest, which says what is left out. A problem that blocks is marked as
 * one to fix, and then the rest cannot be downloaded around it. Unchosen, the export is refused, as the server refuses it.
 */
export function ExportProblems({ problems, fix, leaveOut, onLeaveOutChange, disabled }: ExportProblemsProps) {
  const hintId = useId();
  if (problems.length === 0) return null;
  const { leftOut, blocking } = splitProblems(problems);
  return (
    <Alert tone="error">
      <p className="font-medium">{exportMessages.problemsTitle}</p>
      <ul className="mt-1 flex flex-col gap-1.5 pl-5 list-disc">
        {problems.map((problem, index) => (
          <li key={`${index} ${describeProblem(problem)}`}>
            <span className="break-words">{describeProblem(problem)}</span>{" "}
            {problem.blocks ? <Mark>{exportMessages.neededMark}</Mark> : leaveOut && <Mark>{exportMessages.leftOutMark}</Mark>}{" "}
            {fix.kind === "link" && (
              <Link to={fix.hrefOf(problem)} onClick={fix.onFollow} aria-label={`${exportMessages.fix} ${problem.group}, ${problem.item}`} className="font-medium underline underline-offset-2">
                {exportMessages.fix}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-col gap-2">
        {fix.kind === "close" && (
          <Button variant="outline" size="sm" className="self-start" onClick={fix.onClose}>
            {exportMessages.fixInEditor}
          </Button>
        )}
        {blocking.length > 0 ? (
          <p className="text-sm">{exportMessages.blockedNote}</p>
        ) : (
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
              {exportMessages.leaveOutProblems(leftOut.length)}
              <span id={hintId} className="block text-xs text-muted-foreground">
                {exportMessages.leftOut(leftOut.length)}
              </span>
            </span>
          </label>
        )}
      </div>
    </Alert>
  );
}

function Mark({ children }: { children: string }) {
  return <span className="rounded bg-destructive/10 px-1 text-xs font-medium">{children}</span>;
}
