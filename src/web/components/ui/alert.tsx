import type { HTMLAttributes } from "react";
import { cn } from "../../lib/class-names.ts";

/** A message in the page flow, announced to screen readers as it appears. */
export function Alert({ className, tone = "error", ...props }: HTMLAttributes<HTMLDivElement> & { tone?: "error" | "info" }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-md border px-4 py-3 text-sm",
        tone === "error" ? "border-destructive/40 bg-destructive/5 text-destructive" : "border-border bg-muted",
        className,
      )}
      {...props}
    />
  );
}
