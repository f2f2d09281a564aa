/** Dates as the user's browser writes them: 'Nov 22, 2026'. */
export function formatDate(value: string | Date): string {
  return new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric" }).format(new Date(value));
}
