import { displayWidth } from "../text/text.ts";

/**
 * Display paths: the two words Google shows after the site's address ('shop.example › Running › Shoes'),
 * `Path 1` and `Path 2` in Editor (EDITOR-IMPORT R15, R19), 15 wide each. Google takes a Path 2 only
 * with a Path 1 (Google Ads API, ResponsiveSearchAdInfo.path2).
 */
export const displayPathCount = 2;

export type DisplayPaths = [string, string];

/**
 * Paths as an ad holds them: trimmed, inner spaces kept as one, and a Path 2 without a Path 1 moved up
 * (the user meant one path; Google would refuse it where it is).
 */
export function displayPathsOf(raw: unknown): DisplayPaths {
  const list = Array.isArray(raw) ? raw : [];
  const texts = list
    .slice(0, displayPathCount)
    .map((item) => (typeof item === "string" ? item.replace(/\s+/g, " ").trim() : ""))
    .filter((text) => text !== "");
  return [texts[0] ?? "", texts[1] ?? ""];
}

/** A writer's paths kept only where Google takes them (none wider than `limit`, no slash), moved up to fill Path 1. */
export function tidyDisplayPaths(raw: readonly unknown[], limit: number): string[] {
  const texts = raw.map((item) => (typeof item === "string" ? item.replace(/\s+/g, " ").trim() : "")).filter((text) => text !== "");
  return texts.filter((text) => displayPathProblems([text], limit).length === 0).slice(0, displayPathCount);
}

export interface DisplayPathProblem {
  /** 0 for Path 1, 1 for Path 2. */
  index: number;
  message: string;
}

export const displayPathLabel = (index: number) => `Path ${index + 1}`;

/** What Google would refuse in a pair of paths: one wider than the limit, or a slash, which would read as a third. */
export function displayPathProblems(paths: readonly string[], limit: number): DisplayPathProblem[] {
  const problems: DisplayPathProblem[] = [];
  paths.slice(0, displayPathCount).forEach((path, index) => {
    const label = displayPathLabel(index);
    if (displayWidth(path.trim()) > limit) problems.push({ index, message: `${label} is over ${limit} characters.` });
    else if (path.includes("/")) problems.push({ index, message: `${label} cannot contain '/': Google adds the slashes between paths.` });
  });
  return problems;
}

/** The address an ad shows: the final URL's host, then the display paths (no paths: the host alone, as Google shows it). */
export function displayUrl(finalUrl: string | null | undefined, paths: readonly string[]): string {
  let host = "www.example.com";
  try {
    host = new URL((finalUrl ?? "").trim()).hostname || host;
  } catch {
    // No address yet: the example host, as a preview before the landing page is typed.
  }
  return [host, ...paths.map((path) => path.trim()).filter((path) => path !== "")].join(" › ");
}
