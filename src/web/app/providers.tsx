import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ToastViewport } from "../components/ui/toast-viewport.tsx";
import { prefetchSession } from "../lib/session.ts";

/** Server answers are cached briefly; a failed query is retried once, never on 4xx (it would answer the same). */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      retry: (failures, error) => failures < 1 && !(error instanceof Error && "status" in error && Number(error.status) >= 400),
      refetchOnWindowFocus: false,
    },
  },
});

/** Called once by main.tsx before the first render: the session request leaves with the app's first script. */
export function startLoadingSession(): void {
  prefetchSession(queryClient);
}

/** The query cache and the toasts, around every screen. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastViewport />
    </QueryClientProvider>
  );
}
