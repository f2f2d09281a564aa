import type { TextareaHTMLAttributes } from "react";
import { cn } from "../../lib/class-names.ts";
import { fieldClasses } from "./input.tsx";

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(fieldClasses, "min-h-24", className)} {...props} />;
}
