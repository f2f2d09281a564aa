import { ArrowRight, CalendarCheck, CreditCard, type LucideIcon, Sparkles } from "lucide-react";
import { paidPlanTitle } from "../../../domain/access/plan-name.ts";
import { monthlyPriceLabel, planList, trialLengthDays } from "../../../domain/index.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { useSession } from "../../lib/session.ts";
import { BillingFrame, Paywall } from "../billing/index.ts";
import { usePlansStep } from "./use-plans-step.ts";

const steps: Array<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: CreditCard,
    title: "Pick a plan, add a card",
    text: "Annual or Monthly. Your card is authorized, not charged, while the trial runs.",
  },
  {
    icon: Sparkles,
    title: `Build for ${trialLengthDays} days`,
    text: "Unlimited AI campaign generation, professional ad copy and every export format.",
  },
  {
    icon: CalendarCheck,
    title: "Keep it or cancel",
    text: "Cancel before the trial ends and you pay nothing. Otherwise your plan simply carries on.",
  },
];

/** `/onboarding`: the first screen after sign-up. It explains the trial, then leads to the paywall. */
export function OnboardingScreen() {
  const { data: me } = useSession();
  const plansStep = usePlansStep();
  // The explanation is all about the trial: a user who has had theirs (one per user) goes straight to the plans.
  const withTrial = me?.canStartTrial !== false;
  return (
    <BillingFrame>
      {plansStep.open || !withTrial ? (
        <Paywall onBack={withTrial ? plansStep.hide : undefined} />
      ) : (
        <div className="mx-auto flex w-full max-w-4xl flex-col gap-8">
          <div className="flex flex-col gap-3 text-center">
            <p className="text-sm text-muted-foreground">
              Signed in as <span className="font-medium break-all text-foreground">{me?.email}</span>
            </p>
            <h1 className="text-3xl font-bold tracking-tight">Welcome to Adsmith</h1>
            <p className="mx-auto max-w-2xl text-muted-foreground">
              Turn a landing page into Search, Performance Max and Demand Gen campaigns that are ready to import into Google Ads. Try
              everything free for {trialLengthDays} days.
            </p>
          </div>
          <ol className="grid gap-4 sm:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title}>
                <Card className="flex h-full flex-col gap-2 p-5">
                  <step.icon aria-hidden="true" className="size-6 text-primary" />
                  <h2 className="font-semibold">
                    {index + 1}. {step.title}
                  </h2>
                  <p className="text-sm text-muted-foreground">{step.text}</p>
                </Card>
              </li>
            ))}
          </ol>
          <div className="flex flex-col items-center gap-2 text-center">
            <Button onClick={plansStep.show}>
              Choose Your Plan
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
            <p className="text-sm text-muted-foreground">
              After the trial, the {paidPlanTitle}: {planList.map((plan) => `${plan.label} ${monthlyPriceLabel(plan)}`).join(" or ")}.
            </p>
          </div>
        </div>
      )}
    </BillingFrame>
  );
}
