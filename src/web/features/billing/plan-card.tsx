import { useId } from "react";
import { monthlyPriceLabel, type Plan, paywallText, trialLengthDays } from "../../../domain/index.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { cn } from "../../lib/class-names.ts";

interface PlanCardProps {
  plan: Plan;
  /** Whether checkout starts the free trial; false for a user who has had theirs. */
  withTrial: boolean;
  busy: boolean;
  disabled: boolean;
  onStart: () => void;
}

/** How the plan is billed: '$180/year' or '$20/month'. */
const billedLabel = (plan: Plan) => `$${plan.billedAmount}/${plan.billedEvery}`;

/** One plan of the paywall, priced and worded as part 1, section 1 has it. */
export function PlanCard({ plan, withTrial, busy, disabled, onStart }: PlanCardProps) {
  const titleId = useId();
  const highlighted = plan.badge !== null;
  return (
    <Card aria-labelledby={titleId} role="group" className={cn("flex h-full flex-col gap-4 p-6", highlighted && "border-primary ring-1 ring-primary")}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          {plan.label}
        </h2>
        {plan.badge && <Badge tone="primary">{plan.badge}</Badge>}
      </div>
      <p className="text-3xl font-bold tracking-tight">{monthlyPriceLabel(plan)}</p>
      <div className="flex flex-col gap-1 text-sm">
        <p className="text-muted-foreground">{plan.billedEvery === "year" ? `Billed ${billedLabel(plan)}` : "Billed monthly"}</p>
        <p className="font-medium text-primary">{plan.note}</p>
      </div>
      <Button className="mt-auto w-full" disabled={disabled} aria-describedby={titleId} onClick={onStart}>
        {busy && <Spinner className="size-4" />}
        {busy ? paywallText.startButtonBusy : withTrial ? paywallText.startButton : paywallText.subscribeButton}
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        {withTrial ? `$0 today, then ${billedLabel(plan)} after ${trialLengthDays} days` : `${billedLabel(plan)}, starting today`}
      </p>
    </Card>
  );
}
