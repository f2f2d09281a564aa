/**
 * Google Ads Editor finds an ad group or asset group by its name within its campaign, so two groups of
 * one name are one group there: their keywords and ads merge (EDITOR-IMPORT R8). Names are compared
 * trimmed and ignoring case, as Editor compares them.
 */
export const groupNameKey = (name: string) => name.trim().toLowerCase();

/** The first name that two or more groups share (as the first of them spells it); null when all differ. Blank names are not names. */
export function sharedGroupName(names: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const name of names) {
    const key = groupNameKey(name);
    if (!key) continue;
    if (seen.has(key)) return names.find((candidate) => groupNameKey(candidate) === key)?.trim() ?? name.trim();
    seen.add(key);
  }
  return null;
}

export const sharedGroupNameMessage = (name: string) =>
  `Two groups are named "${name}": Google Ads Editor would merge them into one. Give each group its own name.`;

/**
 * The names the groups export under: each its own name, trimmed; a blank one the type's default name,
 * numbered `Name (2)`, `Name (3)` … past any name already taken, so no two groups share one. Groups that
 * the user named alike keep their names here: `sharedGroupName` refuses them before an export.
 */
export function exportGroupNames(names: readonly string[], fallback: string): string[] {
  const taken = new Set(names.map(groupNameKey).filter(Boolean));
  return names.map((name) => {
    if (name.trim()) return name.trim();
    let candidate = fallback;
    for (let n = 2; taken.has(groupNameKey(candidate)); n++) candidate = `${fallback} (${n})`;
    taken.add(groupNameKey(candidate));
    return candidate;
  });
}
