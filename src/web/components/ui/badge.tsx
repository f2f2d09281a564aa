import type { HTMLAttributes } from "react";
import { cn } from "../../lib/class-names.ts";

const tones = {
  neutral: "bg-muted text-foreground",
  primary: "bg-primary/10 text-primary",
  outline: "border border-border text-muted-foreground",
} as const;

export function Badge({ className, tone = "neutral", ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: keyof typeof tones }) {
  return <span className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium", tones[tone], className)} {...props} />;
}
