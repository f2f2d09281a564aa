import { Megaphone } from "lucide-react";

export function BrandMark() {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-semibold">
      <span className="inline-flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <Megaphone aria-hidden="true" className="size-4" />
      </span>
      Adsmith
    </span>
  );
}
