import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import {
  appRoutes,
  type PaymentResultStart,
  paymentRedirectDelayMs,
  paymentResultStart,
  paymentResultText,
  planBillingName,
  plans,
  trialLengthDays,
} from "../../../domain/index.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { formatDate } from "../../lib/dates.ts";
import { useSession } from "../../lib/session.ts";
import { BillingFrame } from "./billing-frame.tsx";
import { type ConfirmedPayment, confirmPayment } from "./confirm-payment.ts";

/** `/success`: where checkout returns (session_id) and where a refreshed subscription is confirmed (refresh=1). */
export function PaymentResultScreen() {
  const [query] = useSearchParams();
  const start = paymentResultStart(query);
  return (
    <BillingFrame>
      <Card className="mx-auto flex w-full max-w-md flex-col items-center gap-4 p-6 text-center sm:p-8">
        {start.kind === "error" ? <Failure message={start.message} /> : <Confirmation start={start} />}
      </Card>
    </BillingFrame>
  );
}

function Confirmation({ start }: { start: Exclude<PaymentResultStart, { kind: "error" }> }) {
  const queryClient = useQueryClient();
  const result = useQuery({
    queryKey: ["payment-result", start],
    queryFn: () => confirmPayment(queryClient, start),
    // Validation runs once per visit: a retry or a refetch would only repeat the same answer.
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  if (result.isPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-4">
        <Spinner className="size-10 text-primary" />
        <h1 className="text-xl font-semibold">{paymentResultText.loading}</h1>
      </div>
    );
  }
  return result.isError ? <Failure message={result.error.message} /> : <Success payment={result.data} />;
}

function Success({ payment }: { payment: ConfirmedPayment }) {
  const navigate = useNavigate();
  // Under the spec's title, what happened (issue 24): when the trial's first charge falls.
  const trialEndsAt = useSession().data?.profile.trialEndsAt ?? null;
  const firstCharge = payment.trial && trialEndsAt ? `; the first charge is on ${formatDate(trialEndsAt)}` : "";
  const goHome = () => void navigate(appRoutes.home, { replace: true });

  // Part 1, section 4: the dashboard follows on its own after 3 seconds.
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(appRoutes.home, { replace: true }), paymentRedirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <div role="status" className="flex w-full flex-col items-center gap-4">
      <CircleCheck aria-hidden="true" className="size-12 text-primary" />
      <h1 className="text-2xl font-semibold">{paymentResultText.successTitle}</h1>
      <p className="text-muted-foreground">
        {payment.trial ? `Your ${trialLengthDays}-day free trial has started${firstCharge}.` : "Your subscription has started."} Everything is unlocked.
      </p>
      <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-md bg-muted p-4 text-left text-sm">
        <dt className="text-muted-foreground">Plan</dt>
        <dd className="font-medium">{payment.plan ? planBillingName(plans[payment.plan]) : "-"}</dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd className="font-medium break-all">{payment.email ?? "-"}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd className="font-medium">{payment.trial ? paymentResultText.successStatus : paymentResultText.successStatusPaid}</dd>
      </dl>
      <Button className="w-full" onClick={goHome}>
        {paymentResultText.continueButton}
      </Button>
      <p className="text-xs text-muted-foreground">Taking you to your dashboard in {paymentRedirectDelayMs / 1000} seconds.</p>
    </div>
  );
}

function Failure({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <div className="flex w-full flex-col items-center gap-4">
      <CircleAlert aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="text-2xl font-semibold">{paymentResultText.errorTitle}</h1>
      <p role="alert" className="text-sm text-destructive">
        {message}
      </p>
      <Button className="w-full" onClick={() => void navigate(appRoutes.onboarding)}>
        {paymentResultText.retryButton}
      </Button>
    </div>
  );
}
