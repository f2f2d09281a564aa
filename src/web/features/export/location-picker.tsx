import { type KeyboardEvent, useId, useState } from "react";
import { type GeoTarget, placeLabel, searchGeoTargets } from "../../../domain/export/geo-targets.ts";
import { ChipList } from "../../components/ui/chip.tsx";
import { Input } from "../../components/ui/input.tsx";
import { cn } from "../../lib/class-names.ts";

interface LocationPickerProps {
  /** Geo target ids and places typed by name, as the export writes them. */
  value: readonly string[];
  onChange: (places: string[]) => void;
  /** From `FormField`, which labels the search box. */
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}

type Option = { kind: "target"; target: GeoTarget } | { kind: "typed"; place: string };

/**
 * Search as you type over Google's countries, regions and major cities (WAI-ARIA combobox with a list
 * box): arrow keys move, Enter adds, Escape closes the list without closing the dialog. A place the list
 * does not hold is added as typed, which Editor resolves by name on import.
 */
export function LocationPicker({ value, onChange, id, "aria-describedby": describedBy, "aria-invalid": invalid }: LocationPickerProps) {
  const listId = useId();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const typed = query.trim();
  const options: Option[] = [
    ...searchGeoTargets(typed).filter((target) => !value.includes(target.id)).map((target) => ({ kind: "target" as const, target })),
    ...(typed.length >= 2 && !value.includes(typed) ? [{ kind: "typed" as const, place: typed }] : []),
  ];
  const shown = open && options.length > 0;

  function add(option: Option) {
    onChange([...value, option.kind === "target" ? option.target.id : option.place]);
    setQuery("");
    setActive(0);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (options.length === 0 ? 0 : (current + step + options.length) % options.length));
    } else if (event.key === "Enter" && shown) {
      event.preventDefault();
      const option = options[Math.min(active, options.length - 1)];
      if (option) add(option);
    } else if (event.key === "Escape" && shown) {
      // The list closes; the dialog around it stays open.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <div className="flex flex-col gap-2">
      <ChipList label="Chosen locations" items={value.map((place) => ({ id: place, label: placeLabel(place) }))} onRemove={(place) => onChange(value.filter((chosen) => chosen !== place))} />
      <div className="relative">
        <Input
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown ? optionId(Math.min(active, options.length - 1)) : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          autoComplete="off"
          placeholder="Search countries, regions and cities, or type a place"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label="Locations" hidden={!shown} className="absolute inset-x-0 top-full z-10 mt-1 max-h-60 overflow-y-auto rounded-md border border-border bg-background py-1 shadow-md">
          {options.map((option, index) => (
            <li
              key={option.kind === "target" ? option.target.id : "typed"}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Chosen on mouse down, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                add(option);
              }}
              className={cn("cursor-pointer px-3 py-2 text-sm", index === active && "bg-muted")}
            >
              {option.kind === "target" ? (
                <>
                  {option.target.label} <span className="text-muted-foreground">· {option.target.type}</span>
                </>
              ) : (
                <>
                  Add “{option.place}” as typed <span className="text-muted-foreground">· Editor looks it up</span>
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
