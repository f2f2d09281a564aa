// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import { toast } from "sonner";
import { afterEach, afterAll, describe, expect, it, vi } from "vitest";
import { accessRefusals } from "../../../domain/access/access-refusal.ts";
import { campaignTypeFor } from "../../../domain/campaign-types/registry.ts";
import { emptyCrawledContent, initialFormData } from "../../../domain/index.ts";
import { api } from "../../lib/api-client.ts";
import { type Me, sessionQueryKey } from "../../lib/session.ts";
import { meFixture } from "../../../../test/support/web/me.ts";
import { render } from "../../../../test/support/web/render.tsx";
import { generateCampaign } from "../results/generation-client.ts";
import { AccessGate } from "./access-gate.tsx";

// A spy on the module every file shares, not vi.mock: test files share loaded modules (vitest.config.ts,
// isolate: false), so a mock would miss a sonner another file loaded first.
const toastError = vi.spyOn(toast, "error").mockImplementation(() => "access-refused");

const now = "2026-03-01T12:00:00.000Z";
const canceled = accessRefusals.subscription_canceled;

function meWith(status: Me["profile"]["subscriptionStatus"], statusLabel: Me["access"]["statusLabel"], hasAccess: boolean): Me {
  const features = { generateCampaigns: hasAccess, connectMultipleAccounts: false, exportToGoogleAdsEditor: hasAccess };
  const access = { hasAccess, isTrialing: hasAccess, planLabel: hasAccess ? "Free Trial" : "Trial Expired", statusLabel, features } as const;
  return meFixture({ now, canStartTrial: false, profile: { subscriptionStatus: status, plan: "monthly", campaignsGeneratedTotal: 3 }, access });
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const refusal = () => json(402, { error: canceled.message, details: { code: canceled.code, statusLabel: "Subscription Canceled" } });

/** The app behind the gate with a trial the browser still believes in; the server has since seen it canceled. */
async function renderCanceledElsewhere() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, meWith("trialing", "Free Trial", true));
  const fetch = vi.fn((path: string) => Promise.resolve(path === "/api/me" ? json(200, meWith("canceled", "Subscription Canceled", false)) : refusal()));
  vi.stubGlobal("fetch", fetch);
  const router = createMemoryRouter([{ Component: AccessGate, children: [{ path: "/results", Component: () => <p>Results</p> }] }], { initialEntries: ["/results"] });
  const screen = await render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...screen, fetch };
}

afterAll(() => toastError.mockRestore());

afterEach(() => {
  vi.unstubAllGlobals();
  toastError.mockClear();
  localStorage.clear();
});

describe("a paid action the server refuses with 402 (issue 17)", () => {
  it("says the server's reason where the user is, and the gate takes over with the screen for their status", async () => {
    const screen = await renderCanceledElsewhere();
    expect(screen.text()).toBe("Results");
    await expect(api.post("/api/campaigns", { name: "Spring" })).rejects.toMatchObject({ status: 402, message: canceled.message, details: { code: "subscription_canceled" } });
    expect(toastError).toHaveBeenCalledWith(canceled.message, { id: "access-refused" });
    await vi.waitFor(() => expect(screen.container.querySelector("h1")?.textContent).toBe("Subscription Canceled"), { timeout: 10_000 });
    expect(screen.fetch).toHaveBeenCalledWith("/api/me", expect.anything());
    screen.unmount();
  });

  it("is heard on the streamed generation too, which does not go through the JSON client", async () => {
    const screen = await renderCanceledElsewhere();
    const outcome = await generateCampaign(campaignTypeFor("search"), { formData: initialFormData(campaignTypeFor("search")), crawledContent: emptyCrawledContent, accountId: null });
    expect(outcome).toMatchObject({ ok: false, error: canceled.message, fallback: null });
    expect(toastError).toHaveBeenCalledWith(canceled.message, { id: "access-refused" });
    await vi.waitFor(() => expect(screen.container.querySelector("h1")?.textContent).toBe("Subscription Canceled"), { timeout: 10_000 });
    screen.unmount();
  });
});
