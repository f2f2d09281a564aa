import { useMutation, useQuery } from "@tanstack/react-query";
import { Lock } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { paidPlanTitle } from "../../../domain/access/plan-name.ts";
import { appRoutes, monthlyPriceLabel, planBillingName, plans, trialLengthDays } from "../../../domain/index.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LoadingScreen } from "../../components/loading-screen.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { billingApi, type LocalCheckoutSession } from "../../lib/billing-api.ts";
import { BillingFrame } from "./billing-frame.tsx";
import { LocalBillingNotice } from "./local-billing-notice.tsx";

/**
 * `/billing/local-checkout/:sessionId`: the built-in local billing's stand-in for Stripe Checkout. It shows
 * the plan and its price and starts the trial (or, for a user who has had theirs, the plan) without asking
 * for a card.
 */
export function LocalCheckoutScreen() {
  const { sessionId = "" } = useParams();
  const session = useQuery({
    queryKey: ["billing", "local-checkout", sessionId],
    queryFn: () => billingApi.localCheckoutSession(sessionId),
    retry: false,
  });
  return (
    <BillingFrame>
      <Card className="mx-auto flex w-full max-w-md flex-col gap-5 p-6 sm:p-8">
        {session.isPending ? (
          <LoadingScreen />
        ) : session.isError ? (
          <>
            <h1 className="text-2xl font-semibold">Checkout</h1>
            <Alert>{session.error.message}</Alert>
            <Link to={appRoutes.onboarding} className={buttonClasses("outline")}>
              Back to plans
            </Link>
          </>
        ) : (
          <CheckoutDetails session={session.data} />
        )}
      </Card>
    </BillingFrame>
  );
}

function CheckoutDetails({ session }: { session: LocalCheckoutSession }) {
  const navigate = useNavigate();
  const plan = plans[session.plan];
  const complete = useMutation({
    mutationFn: () => billingApi.completeLocalCheckout(session.id),
    onSuccess: ({ url }) => navigate(url),
  });
  const done = session.status === "complete";
  const price = `$${plan.billedAmount}/${plan.billedEvery}`;
  const action = session.withTrial ? { idle: "Start Trial", busy: "Starting trial..." } : { idle: "Subscribe", busy: "Subscribing..." };
  return (
    <>
      <LocalBillingNotice>This is Adsmith&apos;s local checkout. No card is asked for and nothing is charged, now or later.</LocalBillingNotice>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{session.withTrial ? `Start your ${trialLengthDays}-day free trial` : `Subscribe to the ${paidPlanTitle}`}</h1>
        <p className="text-sm text-muted-foreground">Adsmith {planBillingName(plan)}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-md bg-muted p-4 text-sm">
        <dt className="text-muted-foreground">Plan</dt>
        <dd className="font-medium">{planBillingName(plan)}</dd>
        <dt className="text-muted-foreground">Price</dt>
        <dd className="font-medium">
          {monthlyPriceLabel(plan)}, billed {price}
        </dd>
        <dt className="text-muted-foreground">Due today</dt>
        <dd className="font-medium">{session.withTrial ? "$0.00" : `$${plan.billedAmount.toFixed(2)}`}</dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd className="font-medium break-all">{session.email}</dd>
      </dl>
      <p className="text-sm text-muted-foreground">
        {session.withTrial
          ? `After ${trialLengthDays} days the ${paidPlanTitle} would start at ${price}. Cancel any time before then in the billing portal.`
          : `You have had your free trial, so the ${paidPlanTitle} would start today at ${price}. Cancel any time in the billing portal.`}
      </p>
      {complete.isError && <Alert>{complete.error.message}</Alert>}
      {done ? (
        <>
          <Alert tone="info">This checkout is already complete.</Alert>
          <Link to={`${appRoutes.success}?session_id=${encodeURIComponent(session.id)}`} className={buttonClasses()}>
            See payment result
          </Link>
        </>
      ) : (
        <div className="flex flex-col gap-2">
          <Button disabled={complete.isPending || complete.isSuccess} onClick={() => complete.mutate()}>
            {complete.isPending ? <Spinner className="size-4" /> : <Lock aria-hidden="true" className="size-4" />}
            {complete.isPending ? action.busy : action.idle}
          </Button>
          <Link to={appRoutes.onboarding} className={buttonClasses("ghost")}>
            Cancel and go back
          </Link>
        </div>
      )}
    </>
  );
}
