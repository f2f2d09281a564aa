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
    const candidate = firstFreeName(fallback, taken);
    taken.add(groupNameKey(candidate));
    return candidate;
  });
}

/** The name itself when no taken name matches it (trimmed, ignoring case), else `Name (2)`, `Name (3)` … */
export function firstFreeName(name: string, taken: ReadonlySet<string>): string {
  const base = name.trim();
  let candidate = base;
  for (let n = 2; taken.has(groupNameKey(candidate)); n++) candidate = `${base} (${n})`;
  return candidate;
}

/**
 * Campaign names are unique in an ad account for the same reason (Editor matches a campaign by name):
 * a new one saved under a taken name is numbered and told so; a rename onto a taken name is refused
 * with the spec's message (part 1, section 4).
 */
export const campaignNameTakenMessage = "A campaign with this name already exists";
export const savedUnderMessage = (name: string) => `Saved as "${name}": this account already has a campaign with that name.`;
