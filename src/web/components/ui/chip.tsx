import { X } from "lucide-react";

interface ChipListProps {
  /** Names the list for screen readers: "Chosen locations". */
  label: string;
  items: readonly { id: string; label: string }[];
  onRemove: (id: string) => void;
}

/** Chosen values as removable chips: each a list item with its own Remove button. */
export function ChipList({ label, items, onRemove }: ChipListProps) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item.id} className="inline-flex max-w-full items-center gap-1 rounded-full bg-muted py-0.5 pl-2.5 pr-1 text-sm">
          <span className="min-w-0 break-words">{item.label}</span>
          <button
            type="button"
            onClick={() => onRemove(item.id)}
            aria-label={`Remove ${item.label}`}
            className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
