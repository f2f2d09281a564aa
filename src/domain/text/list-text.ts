/**
 * Keywords, audience signals and content themes are typed one per line or comma-separated. Stored
 * campaigns may already hold a list, so both are accepted. Repeats (ignoring case) are dropped because
 * Google rejects a keyword listed twice in one ad group.
 */
export function parseList(value: unknown): string[] {
  const items = Array.isArray(value)
    ? value.filter((item): item is string => typeof item === "string")
    : typeof value === "string"
      ? value.split(/[\n,]/)
      : [];
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of items) {
    const item = raw.trim();
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    result.push(item);
  }
  return result;
}

/** The form's stored text for a list: comma-joined, as the save writes contentThemes. */
export function joinList(items: readonly string[]): string {
  return items.join(", ");
}
