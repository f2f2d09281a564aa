import { LoaderCircle } from "lucide-react";
import { cn } from "../../lib/class-names.ts";

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn("animate-spin", className)} />;
}
