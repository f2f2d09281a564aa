import type { AssetKindKey } from "../campaign-types/descriptor.ts";

/**
 * The field a problem is in, as the editor names it: an asset by its kind and its place in the ad's
 * stored list (`headlines.3`), a sitelink or display path by its slot, or a group's or campaign's field.
 */
export type ProblemField =
  | `${AssetKindKey}.${number}`
  | `sitelinks.${number}`
  | `paths.${number}`
  | "keywords"
  | "campaignNegativeKeywords"
  | "name"
  | "finalUrl"
  | "businessName";

/**
 * Where a problem is in the campaign as saved: its group's and ad's positions (null above that level)
 * and the field (null for the whole ad, group or campaign). The dialog's link to fix it and the
 * leave-out both read it, so what is named is what is left out.
 */
export interface ProblemPlace {
  group: number | null;
  ad: number | null;
  field: ProblemField | null;
}

/**
 * What stops an export (issue 20's export check): each problem names its group and item so the user can
 * find it in the editor. These would import wrongly, be refused by Google or spend money on the wrong
 * page, so no file is written with them: the user fixes them, or downloads the rest without them,
 * except a problem that `blocks`, without which nothing worth a file is left.
 */
export interface ExportProblem {
  group: string;
  item: string;
  message: string;
  /** Where a saved campaign's problem is fixed: its ads' editor, or its ad groups screen (group names, landing pages and keywords; the campaign's negatives and business name). */
  fixIn: "adEditor" | "groups";
  place: ProblemPlace;
  /** Leaving it out would leave no campaign worth importing (no business name, no ad Google would take). */
  blocks: boolean;
}

/** What goes out but deserves a look after the import: named where it is, never refused. */
export type ExportCaution = Pick<ExportProblem, "group" | "item" | "message" | "fixIn">;

/** One problem or caution as a line: where it is, what it is, what to do. */
export const describeProblem = (problem: ExportCaution) => `${problem.group}, ${problem.item}: ${problem.message}`;

/** The problems the user may leave out of the file, and those only a fix removes. */
export function splitProblems(problems: readonly ExportProblem[]): { leftOut: ExportProblem[]; blocking: ExportProblem[] } {
  return { leftOut: problems.filter((problem) => !problem.blocks), blocking: problems.filter((problem) => problem.blocks) };
}

/** The one-line refusal the API answers and the clipboard shows, naming the first few problems. */
export function exportProblemsMessage(problems: readonly ExportProblem[], shown = 5): string {
  const named = problems.slice(0, shown).map(describeProblem);
  const more = problems.length > shown ? `; and ${problems.length - shown} more` : "";
  return `Fix before exporting: ${named.join("; ")}${more}.`;
}
