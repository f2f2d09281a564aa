import { Navigate, Outlet } from "react-router";
import { LoadingScreen } from "../../components/loading-screen.tsx";
import { useSession } from "../../lib/session.ts";
import { AuthForm } from "./auth-form.tsx";

/** App routes: a signed-out visitor gets the sign-in form in place, and the page itself once signed in. */
export function RequireSession() {
  const session = useSession();
  if (session.isPending) return <LoadingScreen />;
  if (session.isError) throw session.error;
  return session.data ? <Outlet /> : <AuthForm mode="sign-in" />;
}

/** The sign-in and sign-up routes: a signed-in user has nothing to do there and goes home. */
export function SignedOutOnly({ mode }: { mode: "sign-in" | "sign-up" }) {
  const session = useSession();
  if (session.isPending) return <LoadingScreen />;
  if (session.data) return <Navigate to="/" replace />;
  return <AuthForm mode={mode} />;
}
