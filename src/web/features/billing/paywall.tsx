import { ArrowLeft, Check } from "lucide-react";
import { useId } from "react";
import { paidFeatures, paywallText, planList, trialBenefits, trialLengthDays } from "../../../domain/index.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../lib/class-names.ts";
import { useSession } from "../../lib/session.ts";
import { PlanCard } from "./plan-card.tsx";
import { LocalBillingNotice } from "./local-billing-notice.tsx";
import { useCheckout } from "./use-checkout.ts";

/** A list of what is included; `notes` add a word beside an item (the trial's one account beside "Unlimited accounts"). */
function FeatureList({ title, items, notes = {} }: { title: string; items: readonly string[]; notes?: Readonly<Record<string, string>> }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="font-semibold">
        {title}
      </h2>
      <ul className="flex flex-col gap-2 text-sm">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              <span>{item}</span>
              {notes[item] && <span className="text-muted-foreground"> {notes[item]}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The paywall: 'Start Your 3-Day Free Trial', the two plans, and what the trial and the plans include. A user
 * who has had their trial is offered the plans alone, with no trial promised (one per user, issue 17).
 */
export function Paywall({ onBack }: { onBack?: () => void }) {
  const { data: me } = useSession();
  const checkout = useCheckout();
  const withTrial = me?.canStartTrial === true;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8">
      {onBack && (
        <Button variant="ghost" size="sm" className="self-start" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back
        </Button>
      )}
      <div className="flex flex-col gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{withTrial ? paywallText.title : paywallText.returningTitle}</h1>
        <p className="mx-auto max-w-2xl text-muted-foreground">
          {withTrial
            ? `Add a card to start. It is authorized but not charged during the ${trialLengthDays}-day trial, and you can cancel before the trial ends without paying anything.`
            : paywallText.returningIntro}
        </p>
      </div>
      <p className="text-center font-medium">{paywallText.planIntro}</p>
      {me?.billingMode === "local" && (
        <LocalBillingNotice>This server has no payment provider set up. Checkout is a local page that asks for no card.</LocalBillingNotice>
      )}
      {checkout.error && (
        <Alert>
          <p className="font-semibold">{paywallText.errorTitle}</p>
          <p>{checkout.error}</p>
        </Alert>
      )}
      <ul className="grid gap-6 sm:grid-cols-2">
        {planList.map((plan) => (
          <li key={plan.id}>
            <PlanCard
              plan={plan}
              withTrial={withTrial}
              busy={checkout.busyPlan === plan.id}
              disabled={checkout.busyPlan !== null}
              onStart={() => void checkout.start(plan.id)}
            />
          </li>
        ))}
      </ul>
      <div className={cn("grid gap-8 rounded-lg border border-border bg-background p-6", withTrial && "sm:grid-cols-2")}>
        {withTrial && <FeatureList title="Your free trial includes" items={trialBenefits} />}
        <FeatureList title={paywallText.paidFeaturesTitle} items={paidFeatures} notes={withTrial ? { "Unlimited accounts": paywallText.trialAccountLimit } : {}} />
      </div>
    </div>
  );
}
