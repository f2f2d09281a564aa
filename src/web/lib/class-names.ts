/** Joins the class names that are set; lets primitives take a caller's `className` beside their own. */
export function cn(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(" ");
}
