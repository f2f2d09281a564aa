import { createBrowserRouter, type RouteObject } from "react-router";
import { campaignTypeList, campaignTypeRoute } from "../../domain/campaign-types/registry.ts";
import { ForgotPasswordScreen, RequireSession, ResetPasswordScreen, SignedOutOnly } from "../features/auth/index.ts";
import { RootLayout, RouteLoadError } from "./root-layout.tsx";
import { LoadingScreen } from "../components/loading-screen.tsx";
import { NotFoundGate, NotFoundScreen } from "./screens/not-found-screen.tsx";

const campaigns = () => import("../features/campaigns/index.ts");
const wizard = () => import("../features/wizard/index.ts");
const results = () => import("../features/results/index.ts");
const bulkJobs = () => import("../features/bulk-jobs/index.ts");

/** Each campaign type's strategy, group and results screens, from its descriptor: a new type adds no route code. */
const wizardRoutes: RouteObject[] = campaignTypeList.flatMap((type) => [
  {
    path: type.routes.results,
    lazy: async () => {
      const [{ WizardGuard }, { ResultsScreen }] = await Promise.all([wizard(), results()]);
      return { element: <WizardGuard type={type}><ResultsScreen type={type} /></WizardGuard> };
    },
  },
  {
    path: type.routes.strategy,
    lazy: async () => {
      const { StrategyScreen, WizardGuard } = await wizard();
      return { element: <WizardGuard type={type}><StrategyScreen type={type} /></WizardGuard> };
    },
  },
  {
    path: type.routes.group,
    lazy: async () => {
      const { GroupScreen, WizardGuard } = await wizard();
      return { element: <WizardGuard type={type}><GroupScreen type={type} /></WizardGuard> };
    },
  },
]);
const billing = () => import("../features/billing/index.ts");
const access = () => import("../features/access/index.ts");

/**
 * The route table of part 2, section 2, as its screens are built. Each signed-in screen is its own chunk,
 * loaded when first visited, so `/` carries only what it shows.
 */
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteLoadError,
    HydrateFallback: LoadingScreen,
    children: [
      { path: "sign-in", element: <SignedOutOnly mode="sign-in" /> },
      { path: "sign-up", element: <SignedOutOnly mode="sign-up" /> },
      // Open whether or not signed in: the e-mailed link may be opened in a browser that still has a session.
      { path: "forgot-password", element: <ForgotPasswordScreen /> },
      { path: "reset-password", element: <ResetPasswordScreen /> },
      // Local mode's outbox: reset links must be readable before anyone can sign in.
      { path: "dev/outbox", lazy: async () => ({ Component: (await import("../features/dev-outbox/index.ts")).OutboxScreen }) },
      {
        Component: RequireSession,
        children: [
          // Outside the access gate: the payment result, and test mode's stand-ins for the provider's pages.
          { path: "success", lazy: async () => ({ Component: (await billing()).PaymentResultScreen }) },
          { path: "billing/local-checkout/:sessionId", lazy: async () => ({ Component: (await billing()).LocalCheckoutScreen }) },
          { path: "billing/local-portal", lazy: async () => ({ Component: (await billing()).LocalPortalScreen }) },
          {
            lazy: async () => ({ Component: (await access()).AccessGate }),
            children: [
              { path: "onboarding", lazy: async () => ({ Component: (await import("../features/access/onboarding.ts")).OnboardingScreen }) },
              {
                lazy: async () => ({ Component: (await import("./shell/app-shell.tsx")).AppShell }),
                children: [
                  { index: true, lazy: async () => ({ Component: (await import("../features/accounts/index.ts")).DashboardScreen }) },
                  { path: "campaigns", lazy: async () => ({ Component: (await campaigns()).CampaignsScreen }) },
                  { path: "library", lazy: async () => ({ Component: (await campaigns()).LibraryScreen }) },
                  { path: "ad-groups", lazy: async () => ({ Component: (await campaigns()).AdGroupsScreen }) },
                  { path: "ad-group-create", lazy: async () => ({ Component: (await campaigns()).AdGroupCreateScreen }) },
                  { path: "ads", lazy: async () => ({ Component: (await campaigns()).AdsScreen }) },
                  { path: "ad-view", lazy: async () => ({ Component: (await campaigns()).AdViewScreen }) },
                  { path: "ad-create", lazy: async () => ({ Component: (await campaigns()).AdCreateScreen }) },
                  { path: "bulk-jobs", lazy: async () => ({ Component: (await bulkJobs()).BulkJobsScreen }) },
                  { path: "bulk-jobs/:jobId", lazy: async () => ({ Component: (await bulkJobs()).BulkJobScreen }) },
              { path: campaignTypeRoute, lazy: async () => ({ Component: (await wizard()).CampaignTypeScreen }) },
              ...wizardRoutes,
              {
                path: "campaign/:id/edit",
                lazy: async () => ({ Component: (await results()).EditCampaignScreen }),
              },
                ],
              },
            ],
          },
        ],
      },
      {
        Component: NotFoundGate,
        children: [
          {
            lazy: async () => ({ Component: (await access()).AccessGate }),
            children: [
              {
                lazy: async () => ({ Component: (await import("./shell/app-shell.tsx")).AppShell }),
                children: [{ path: "*", Component: NotFoundScreen }],
              },
            ],
          },
        ],
      },
    ],
  },
]);
