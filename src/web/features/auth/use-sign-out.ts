import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { forgetSignedInUser } from "../../lib/session.ts";
import { authApi } from "./auth-api.ts";

/** Signs out, forgets every cached answer of the user, and returns to `/` (part 1: sign out returns home). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await authApi.signOut();
    } catch (error) {
      toast.error("Sign out failed", { description: error instanceof Error ? error.message : undefined });
      return;
    }
    forgetSignedInUser(queryClient);
    await navigate("/");
  };
}
