import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { consumeAccessRefreshFlags } from "../../../domain/index.ts";
import { refreshSession } from "../../lib/session.ts";

/**
 * refresh=1 and payment=success on any gated route (a return from the billing portal or a payment
 * link): reload the profile, then take the flags out of the URL so a reload does not refresh again.
 * Answers whether a refresh is under way, so the gate waits for it instead of showing stale access.
 */
export function useAccessRefreshFlags(): boolean {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { refresh, remaining } = consumeAccessRefreshFlags(new URLSearchParams(search));

  useEffect(() => {
    if (!refresh) return;
    let current = true;
    const dropFlags = () => {
      if (current) void navigate({ pathname, search: remaining ? `?${remaining}` : "", hash }, { replace: true });
    };
    // A failed reload keeps the profile already loaded; the background refresh tries again later.
    refreshSession(queryClient).then(dropFlags, dropFlags);
    return () => {
      current = false;
    };
  }, [refresh, remaining, pathname, hash, navigate, queryClient]);

  return refresh;
}
