import type { ReactNode } from "react";
import { BrandMark } from "../../components/brand-mark.tsx";

/** The signed-out page: the brand above a centred card. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-full flex-col items-center justify-center gap-6 bg-muted p-6">
      <BrandMark />
      {children}
    </main>
  );
}
