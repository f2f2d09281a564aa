import { accessFor, planBillingName, planLabelFor, plans, statusLabelFor } from "../../../domain/index.ts";
import { Button } from "../../components/ui/button.tsx";
import { useSession } from "../../lib/session.ts";
import { trialTimeLeftOf } from "../../lib/trial-time-left.ts";
import { openBillingPortal } from "../../lib/billing-portal.ts";
import { formatDate } from "../../lib/dates.ts";

/** The profile dialog's Subscription page, with 'Manage Billing' (part 1, section 2). */
export function SubscriptionPage() {
  const { data: me } = useSession();
  if (!me) return null;
  if (me.billingMode === "off") {
    return <p className="pt-2 text-sm text-muted-foreground">Billing is turned off on this server: every feature is included.</p>;
  }
  const state = {
    status: me.profile.subscriptionStatus,
    trialEndsAt: me.profile.trialEndsAt ? new Date(me.profile.trialEndsAt) : null,
    cancelAt: me.profile.cancelAt ? new Date(me.profile.cancelAt) : null,
  };
  const now = new Date(me.now);
  const timeLeft = trialTimeLeftOf(me);
  const plan = me.profile.plan ? plans[me.profile.plan] : null;
  return (
    <div className="flex flex-col gap-4 pt-2">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Plan</dt>
        <dd>{planLabelFor(accessFor(state, now))}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd>{statusLabelFor(state, now)}</dd>
        {plan && (
          <>
            <dt className="text-muted-foreground">Billing</dt>
            <dd>
              {planBillingName(plan)}: ${plan.billedAmount} per {plan.billedEvery}
            </dd>
          </>
        )}
        {timeLeft && (
          <>
            <dt className="text-muted-foreground">Trial</dt>
            <dd>{timeLeft} remaining</dd>
          </>
        )}
        {me.access.endsAt && (
          <>
            {/* Issue 24: a cancelled subscription runs to this date; the banner above the page offers Resume. */}
            <dt className="text-muted-foreground">Ends</dt>
            <dd>{formatDate(me.access.endsAt)}, without renewal</dd>
          </>
        )}
      </dl>
      <Button onClick={() => void openBillingPortal()} className="self-start">
        Manage Billing
      </Button>
    </div>
  );
}
