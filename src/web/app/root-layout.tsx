import { Outlet, useLocation } from "react-router";
import { ErrorBoundary } from "./error-boundary.tsx";
import { PageErrorScreen } from "./screens/page-error-screen.tsx";
import { useRouteAnnouncement } from "./use-route-announcement.ts";

/** Every route renders inside a boundary keyed by its path, so leaving a failed page clears its error. */
export function RootLayout() {
  const { pathname } = useLocation();
  useRouteAnnouncement();
  return (
    <ErrorBoundary key={pathname} fallback={(reset) => <PageErrorScreen onReset={reset} />}>
      <Outlet />
    </ErrorBoundary>
  );
}

/** A route that failed to load (a missing chunk after a deploy, say): nothing to re-render, so no Try Again. */
export function RouteLoadError() {
  return <PageErrorScreen />;
}
