import { useQuery } from "@tanstack/react-query";
import type { SubscriptionStatus } from "../../domain/index.ts";
import { ApiError, api } from "./api-client.ts";

/** What `GET /api/me` answers: the user, their profile and the access it grants on the server's clock. */
export interface Me {
  id: string;
  email: string;
  name: string;
  profile: {
    subscriptionStatus: SubscriptionStatus;
    plan: "annual" | "monthly" | null;
    trialEndsAt: string | null;
    campaignsGeneratedTotal: number;
  };
  billingMode: "off" | "test" | "stripe";
  /** The server's clock, so trial time left is counted the way the server counts it. */
  now: string;
  access: { hasAccess: boolean; isPaidUser: boolean; canConnectMultipleAccounts: boolean };
}

export const sessionQueryKey = ["session"] as const;

/** The signed-in user, or null for a signed-out visitor (the server answers 401). */
async function fetchSession(): Promise<Me | null> {
  try {
    return await api.get<Me>("/api/me");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 30_000 });
}
