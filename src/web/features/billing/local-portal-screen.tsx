import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { appRoutes, monthlyPriceLabel, planBillingName, plans, type SubscriptionStatus } from "../../../domain/index.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LoadingScreen } from "../../components/loading-screen.tsx";
import { formatDate } from "../../lib/dates.ts";
import { refreshSession, useSession } from "../../lib/session.ts";
import { billingApi, type LocalPortalAction } from "../../lib/billing-api.ts";
import { BillingFrame } from "./billing-frame.tsx";
import { LocalBillingNotice } from "./local-billing-notice.tsx";

const actionDone: Record<LocalPortalAction, string> = {
  cancel: "Subscription canceled",
  resume: "Subscription resumed",
  "fail-payment": "A failed payment was simulated",
};

/**
 * What the portal offers in each status: cancel a running one (at its period's end, issue 24), take back a
 * cancellation still waiting, bring back a stopped one.
 */
function actionsFor(status: SubscriptionStatus, cancelPending: boolean): Array<{ action: LocalPortalAction; label: string; variant: "primary" | "outline" | "destructive" }> {
  switch (status) {
    case "trialing":
    case "active":
      if (cancelPending) {
        return [
          { action: "resume", label: "Resume Subscription", variant: "primary" },
          { action: "fail-payment", label: "Simulate a Failed Payment", variant: "outline" },
        ];
      }
      return [
        { action: "cancel", label: "Cancel Subscription", variant: "destructive" },
        { action: "fail-payment", label: "Simulate a Failed Payment", variant: "outline" },
      ];
    case "canceled":
      return [{ action: "resume", label: "Resume Subscription", variant: "primary" }];
    case "past_due":
    case "unpaid":
      return [{ action: "resume", label: "Retry Payment", variant: "primary" }];
    case "none":
      return [];
  }
}

/**
 * `/billing/local-portal`: the built-in local billing's stand-in for Stripe's billing portal, where the
 * subscription is canceled or resumed and a failed payment can be simulated.
 */
export function LocalPortalScreen() {
  const queryClient = useQueryClient();
  const { data: me } = useSession();
  const run = useMutation({
    mutationFn: async (action: LocalPortalAction) => {
      await billingApi.localPortalAction(action);
      await refreshSession(queryClient);
      return action;
    },
  });
  if (!me) return <LoadingScreen />;
  const plan = me.profile.plan ? plans[me.profile.plan] : null;
  const actions = actionsFor(me.profile.subscriptionStatus, me.access.endsAt !== null);
  return (
    <BillingFrame>
      <Card className="mx-auto flex w-full max-w-lg flex-col gap-5 p-6 sm:p-8">
        <LocalBillingNotice>This is Adsmith&apos;s local billing portal. No card is on file and nothing is ever charged.</LocalBillingNotice>
        <h1 className="text-2xl font-semibold">Billing Portal</h1>
        <dl aria-live="polite" className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-md bg-muted p-4 text-sm">
          <dt className="text-muted-foreground">Email</dt>
          <dd className="font-medium break-all">{me.email}</dd>
          <dt className="text-muted-foreground">Plan</dt>
          <dd className="font-medium">{plan ? `${planBillingName(plan)}, ${monthlyPriceLabel(plan)}` : "No plan yet"}</dd>
          <dt className="text-muted-foreground">Status</dt>
          <dd className="font-medium">{me.access.statusLabel}</dd>
          {me.profile.subscriptionStatus === "trialing" && me.profile.trialEndsAt && (
            <>
              <dt className="text-muted-foreground">Trial ends</dt>
              <dd className="font-medium">{formatDate(me.profile.trialEndsAt)}</dd>
            </>
          )}
          {me.access.endsAt && (
            <>
              <dt className="text-muted-foreground">Ends, without renewal</dt>
              <dd className="font-medium">{formatDate(me.access.endsAt)}</dd>
            </>
          )}
        </dl>
        {run.isSuccess && (
          <Alert tone="info">
            {actionDone[run.data]}.
            {run.data === "cancel" && me.access.endsAt ? ` It runs until ${formatDate(me.access.endsAt)} and will not renew.` : ""}
          </Alert>
        )}
        {run.isError && <Alert>Failed to update the subscription: {run.error.message}</Alert>}
        {actions.length === 0 ? (
          <p className="text-sm text-muted-foreground">There is no subscription to manage yet. Choose a plan to start your free trial.</p>
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row">
            {actions.map(({ action, label, variant }) => (
              <Button key={action} variant={variant} disabled={run.isPending} onClick={() => run.mutate(action)}>
                {label}
              </Button>
            ))}
          </div>
        )}
        <Link to={`${appRoutes.home}?refresh=1`} className={buttonClasses("outline")}>
          Return to Adsmith
        </Link>
      </Card>
    </BillingFrame>
  );
}
