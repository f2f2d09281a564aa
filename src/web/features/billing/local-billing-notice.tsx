import { FlaskConical } from "lucide-react";
import type { ReactNode } from "react";

/** Says plainly, on every page of the built-in local billing, that nothing here is a real payment. */
export function LocalBillingNotice({ children }: { children: ReactNode }) {
  return (
    <div role="note" aria-label="Test mode" className="flex gap-3 rounded-md border border-primary/30 bg-primary/5 px-4 py-3 text-sm">
      <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <div className="flex flex-col gap-0.5">
        <p className="font-semibold text-primary">Test mode: no card is charged</p>
        <p>{children}</p>
      </div>
    </div>
  );
}
