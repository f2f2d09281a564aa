import type { SelectHTMLAttributes } from "react";
import { cn } from "../../lib/class-names.ts";
import { fieldClasses } from "./input.tsx";

/** The browser's own select: keyboard, screen readers and phones all know it. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(fieldClasses, "h-10", className)} {...props} />;
}
