/** The set with the item added, or taken out if it was in: a checkbox list's state after one click. */
export function toggled<Item>(set: ReadonlySet<Item>, item: Item): Set<Item> {
  const next = new Set(set);
  if (next.has(item)) next.delete(item);
  else next.add(item);
  return next;
}
