import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { profileRefreshIntervalMs, type SubscriptionStatus } from "../../domain/access/access.ts";
import type { AccessStatus } from "../../domain/contracts/access-status.ts";
import type { PlanId } from "../../domain/access/plans.ts";
import { ApiError, api } from "./api-client.ts";

/** What `GET /api/me` answers: the user, their profile and the access it grants on the server's clock. */
export interface Me {
  id: string;
  email: string;
  name: string;
  /** False until the address is confirmed through the e-mailed link: the shell shows a banner. */
  emailVerified: boolean;
  /** This session is the one the sign-up began: the dashboard greets without "back" (issue 24). */
  firstVisit: boolean;
  profile: {
    subscriptionStatus: SubscriptionStatus;
    plan: PlanId | null;
    trialEndsAt: string | null;
    /** Issue 24: when a cancelled subscription stops; null while it renews. */
    cancelAt: string | null;
    campaignsGeneratedTotal: number;
  };
  billingMode: "off" | "local" | "stripe";
  /** False once the user has had their free trial: a checkout then starts the plan itself (issue 17). */
  canStartTrial: boolean;
  /** The server's clock, so trial time left is counted the way the server counts it. */
  now: string;
  access: AccessStatus;
}

export const sessionQueryKey = ["session"] as const;

/** After sign-out or account deletion: signed out, and no cached answer of the user's kept for the next one. */
export function forgetSignedInUser(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}

/** The signed-in user, or null for a signed-out visitor (the server answers 401). */
async function fetchSession(): Promise<Me | null> {
  try {
    return await api.get<Me>("/api/me");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchSession,
  staleTime: 30_000,
  // Part 1, section 4: a signed-in user's profile reloads in the background, so a subscription changed
  // elsewhere (the billing portal, another tab, a webhook) reaches the access gate.
  refetchInterval: (query) => (query.state.data ? profileRefreshIntervalMs : false),
});

export function useSession() {
  return useQuery(sessionQuery);
}

/**
 * Asks for the session at start-up. Every signed-in screen waits on it, and otherwise the request would
 * only leave once the router has loaded the route's chunks and rendered the session gate.
 */
export function prefetchSession(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(sessionQuery);
}

/** Reloads the profile now (the spec's on-demand refresh); a failure is thrown, not cached as signed out. */
export async function refreshSession(queryClient: QueryClient): Promise<Me | null> {
  return queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
}
