// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type Me, sessionQueryKey } from "../../lib/session.ts";
import { render } from "../../../../test/support/web/render.tsx";
import { meFixture } from "../../../../test/support/web/me.ts";
import { SubscriptionBanner } from "./subscription-banner.tsx";

const now = "2026-03-01T12:00:00.000Z";

function meWith(access: Partial<Me["access"]>, billingMode: Me["billingMode"] = "local"): Me {
  const trialing = { hasAccess: true, isTrialing: true, trialDaysRemaining: 3, planLabel: "Free Trial", statusLabel: "Free Trial" } as const;
  const features = { generateCampaigns: true, connectMultipleAccounts: false, exportToGoogleAdsEditor: true };
  return meFixture({ billingMode, canStartTrial: false, now, profile: { subscriptionStatus: "trialing", plan: "monthly" }, access: { ...trialing, features, ...access } });
}

async function renderBanner(me: Me) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, me);
  const router = createMemoryRouter([{ path: "/", Component: SubscriptionBanner }], { initialEntries: ["/"] });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("the subscription banner (issue 24)", () => {
  it("says nothing while the subscription renews", async () => {
    const screen = await renderBanner(meWith({}));
    expect(screen.text()).toBe("");
    screen.unmount();
  });

  it("says when a cancelled trial ends, with Resume", async () => {
    const screen = await renderBanner(meWith({ endsAt: "2026-03-03T12:00:00.000Z" }));
    expect(screen.text()).toMatch(/^Your trial ends on .*2026 and will not renew\.Resume$/);
    screen.button("Resume");
    screen.unmount();
  });

  it("says 'plan' for a cancelled paid plan", async () => {
    const screen = await renderBanner(meWith({ endsAt: "2026-04-01T12:00:00.000Z", isTrialing: false, isPaidUser: true }));
    expect(screen.text()).toMatch(/^Your plan ends on /);
    screen.unmount();
  });

  it("says a payment failed, and leads to the portal to fix the card", async () => {
    const screen = await renderBanner(meWith({ inGracePeriod: true, isTrialing: false, isPaidUser: true, statusLabel: "Payment Failed" }));
    expect(screen.text()).toContain("Payment Failed: your last payment did not go through.");
    screen.button("Update Payment Method");
    screen.unmount();
  });

  it("says access has ended, in the status's words, with the way to the plans", async () => {
    const screen = await renderBanner(meWith({ hasAccess: false, isTrialing: false, statusLabel: "Subscription Canceled" }));
    expect(screen.text()).toContain("Subscription Canceled: your access has ended. Your campaigns are kept: you can open and export them");
    expect(screen.container.querySelector("a[href='/?step=plans']")?.textContent).toBe("Choose a Plan");
    screen.unmount();
  });

  it("shows nothing with billing off", async () => {
    const screen = await renderBanner(meWith({ hasAccess: false }, "off"));
    expect(screen.text()).toBe("");
    screen.unmount();
  });
});
