import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "sonner";
import { onAccessRefused } from "../../lib/api-client.ts";
import { refreshSession } from "../../lib/session.ts";

/** One toast however many calls were refused at once (a crawl, then the generation it leads to). */
const refusalToastId = "access-refused";

/**
 * The server refuses paid actions without access (402). Wherever that happens, the user reads the
 * server's reason on the screen they are on, and the profile reloads so the gate shows the screen for
 * their status (part 1, section 4: "reloaded ... on demand").
 */
export function useAccessRefusals(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onAccessRefused((refusal) => {
        toast.error(refusal.message, { id: refusalToastId });
        // A failed reload keeps the profile already loaded; the background refresh tries again later.
        refreshSession(queryClient).catch(() => undefined);
      }),
    [queryClient],
  );
}
