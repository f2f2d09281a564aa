import "./lib/zod-without-eval.ts";
import "./app/effect-timing.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { ErrorBoundary } from "./app/error-boundary.tsx";
import { Providers, startLoadingSession } from "./app/providers.tsx";
import { router } from "./app/router.tsx";
import { ErrorScreen } from "./app/screens/error-screen.tsx";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

startLoadingSession();

createRoot(root).render(
  <StrictMode>
    <ErrorBoundary fallback={(reset) => <ErrorScreen onReset={reset} />}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </ErrorBoundary>
  </StrictMode>,
);
