// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Me, sessionQueryKey } from "../../lib/session.ts";
import { meFixture } from "../../../../test/support/web/me.ts";
import { act, render } from "../../../../test/support/web/render.tsx";
import { AccessGate } from "./access-gate.tsx";

const now = "2026-03-01T12:00:00.000Z";
const hoursFromNow = (hours: number) => new Date(Date.parse(now) + hours * 3_600_000).toISOString();

function meWith(profile: Partial<Me["profile"]>, overrides: Partial<Me> = {}): Me {
  return { ...meFixture({ now, profile }), ...overrides };
}

async function renderGate(me: Me, path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, me);
  const router = createMemoryRouter(
    [
      {
        Component: AccessGate,
        children: [
          { path: "/", Component: () => <p>The app</p> },
          { path: "/campaigns", Component: () => <p>Campaigns</p> },
          { path: "/campaign-type", Component: () => <p>Choose a type</p> },
          { path: "/onboarding", Component: () => <p>Onboarding route</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const screen = await render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...screen, router, queryClient };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the access gate (part 2, section 2)", () => {
  it("sends a user without a subscription to /onboarding", async () => {
    const screen = await renderGate(meWith({ subscriptionStatus: "none" }), "/campaigns");
    expect(screen.router.state.location.pathname).toBe("/onboarding");
    expect(screen.text()).toBe("Onboarding route");
    screen.unmount();
  });

  it("shows the canceled screen in place of any app route that builds", async () => {
    const me = meWith({ subscriptionStatus: "canceled" });
    me.access.statusLabel = "Subscription Canceled";
    const screen = await renderGate(me, "/campaign-type");
    expect(screen.router.state.location.pathname).toBe("/campaign-type");
    // The stop screens load on demand, so the gate shows them a moment later.
    await vi.waitFor(() => expect(screen.container.querySelector("h1")?.textContent).toBe("Subscription Canceled"));
    screen.button("Manage Billing");
    screen.unmount();
  });

  it("keeps a failed charge in the app while the provider retries it (issue 24), and asks for payment after a trial the server's clock has ended", async () => {
    const failed = meWith({ subscriptionStatus: "past_due" });
    failed.access.statusLabel = "Payment Failed";
    const first = await renderGate(failed, "/");
    expect(first.text()).toBe("The app");
    first.unmount();

    const ended = meWith({ subscriptionStatus: "trialing", trialEndsAt: hoursFromNow(-1) });
    ended.access.statusLabel = "Payment Required";
    const second = await renderGate(ended, "/");
    await vi.waitFor(() => expect(second.container.querySelector("h1")?.textContent).toBe("Payment Required"));
    second.unmount();
  });

  it("lets a user whose access has ended read their campaigns, read-only (issue 24)", async () => {
    const me = meWith({ subscriptionStatus: "canceled" });
    me.access.statusLabel = "Subscription Canceled";
    const reading = await renderGate(me, "/campaigns");
    expect(reading.text()).toBe("Campaigns");
    reading.unmount();

    const unpaid = meWith({ subscriptionStatus: "unpaid" });
    unpaid.access.statusLabel = "Payment Required";
    const stillReading = await renderGate(unpaid, "/campaigns");
    expect(stillReading.text()).toBe("Campaigns");
    stillReading.unmount();
  });

  it("offers the read-only way to the campaigns from the stop screen", async () => {
    const me = meWith({ subscriptionStatus: "canceled" });
    me.access.statusLabel = "Subscription Canceled";
    const screen = await renderGate(me, "/");
    await vi.waitFor(() => expect(screen.container.querySelector("h1")?.textContent).toBe("Subscription Canceled"));
    expect(screen.container.querySelector("a[href='/library']")?.textContent).toBe("Open My Campaigns");
    screen.unmount();
  });

  it("lets a running trial into the app, sends it away from /onboarding, and caches the plan label", async () => {
    const me = meWith({ subscriptionStatus: "trialing", trialEndsAt: hoursFromNow(70) });
    me.access.planLabel = "Free Trial";
    const screen = await renderGate(me, "/onboarding");
    expect(screen.router.state.location.pathname).toBe("/");
    expect(screen.text()).toBe("The app");
    expect(localStorage.getItem("userTierCache")).toBe("Free Trial");
    screen.unmount();
  });

  it("has no gate with billing off", async () => {
    const screen = await renderGate(meWith({ subscriptionStatus: "none" }, { billingMode: "off" }), "/campaigns");
    expect(screen.text()).toBe("Campaigns");
    screen.unmount();
  });

  it("refreshes access for payment=success, waiting on the loading screen, then drops the flag from the URL", async () => {
    const refreshed = meWith({ subscriptionStatus: "trialing", trialEndsAt: hoursFromNow(72) });
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetch);

    const screen = await renderGate(meWith({ subscriptionStatus: "none" }), "/campaigns?payment=success&view=list");
    expect(screen.text()).toBe("Loading page...");
    expect(fetch).toHaveBeenCalledWith("/api/me", expect.objectContaining({ method: "GET" }));

    await act(async () => answer(new Response(JSON.stringify(refreshed), { status: 200 })));
    await vi.waitFor(() => expect(screen.router.state.location.search).toBe("?view=list"));
    expect(screen.router.state.location.pathname).toBe("/campaigns");
    expect(screen.text()).toBe("Campaigns");
    screen.unmount();
  });
});
