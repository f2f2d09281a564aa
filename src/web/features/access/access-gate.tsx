import { lazy, Suspense } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { appRoutes, gateScreenFor, isReadOnlyPath } from "../../../domain/index.ts";
import { LoadingScreen } from "../../components/loading-screen.tsx";
import { type Me, useSession } from "../../lib/session.ts";
import { useAccessRefreshFlags } from "./use-access-refresh-flags.ts";
import { useAccessRefusals } from "./use-access-refusals.ts";
import { usePlanLabelCache } from "./use-plan-label-cache.ts";

// Most visits pass the gate, so the screens that stop one (and the paywall inside them) load only when shown.
const CanceledScreen = lazy(async () => ({ default: (await import("./canceled-screen.tsx")).CanceledScreen }));
const PaymentRequiredScreen = lazy(async () => ({ default: (await import("./payment-required-screen.tsx")).PaymentRequiredScreen }));

const subscriptionStateOf = (me: Me) => ({
  status: me.profile.subscriptionStatus,
  trialEndsAt: me.profile.trialEndsAt ? new Date(me.profile.trialEndsAt) : null,
  cancelAt: me.profile.cancelAt ? new Date(me.profile.cancelAt) : null,
});

/**
 * Part 2, section 2: around every app route but /success, one of loading, onboarding, the canceled
 * screen, the payment-required screen, or the app. Access is judged on the server's clock. With billing
 * off (self-hosting) there is no gate. Issue 24: a user whose access has ended still opens the screens
 * that read their work (read-only, with the shell's banner); the stop screens meet them where they build.
 */
export function AccessGate() {
  const { data: me } = useSession();
  const { pathname } = useLocation();
  const refreshing = useAccessRefreshFlags();
  useAccessRefusals();
  usePlanLabelCache(refreshing ? undefined : me?.access.planLabel);

  // RequireSession renders the gate only for a signed-in user; this covers the moment of signing out.
  if (!me) return <LoadingScreen />;
  const onOnboarding = pathname === appRoutes.onboarding;
  const screen =
    me.billingMode === "off"
      ? "app"
      : gateScreenFor({ isLoading: refreshing, state: subscriptionStateOf(me), now: new Date(me.now), browsing: isReadOnlyPath(pathname) });
  switch (screen) {
    case "loading":
      return <LoadingScreen />;
    case "onboarding":
      return onOnboarding ? <Outlet /> : <Navigate to={appRoutes.onboarding} replace />;
    case "canceled":
      return (
        <Suspense fallback={<LoadingScreen />}>
          <CanceledScreen me={me} />
        </Suspense>
      );
    case "payment-required":
      return (
        <Suspense fallback={<LoadingScreen />}>
          <PaymentRequiredScreen me={me} />
        </Suspense>
      );
    case "read-only":
      return <Outlet />;
    case "app":
      return onOnboarding ? <Navigate to={appRoutes.home} replace /> : <Outlet />;
  }
}
