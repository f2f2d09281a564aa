import { CreditCard } from "lucide-react";
import { Link } from "react-router";
import { appRoutes } from "../../../domain/index.ts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import type { Me } from "../../lib/session.ts";
import { openBillingPortal } from "../../lib/billing-portal.ts";
import { BillingFrame, Paywall } from "../billing/index.ts";
import { GateMessage } from "./gate-message.tsx";
import { usePlansStep } from "./use-plans-step.ts";

/** The gate's screen for a subscription that needs paying: a failed charge, an unpaid invoice, an ended trial. */
export function PaymentRequiredScreen({ me }: { me: Me }) {
  const plansStep = usePlansStep();
  const failedCharge = me.profile.subscriptionStatus === "past_due";
  return (
    <BillingFrame>
      {plansStep.open ? (
        <Paywall onBack={plansStep.hide} />
      ) : (
        <GateMessage
          icon={CreditCard}
          title={me.access.statusLabel}
          actions={
            <>
              <Button onClick={() => void openBillingPortal()}>Manage Billing</Button>
              <Button variant="outline" onClick={plansStep.show}>
                Choose a Plan
              </Button>
              {/* Issue 24: the user's work stays theirs to read and export, read-only. */}
              <Link to={appRoutes.library} className={buttonClasses("ghost")}>
                Open My Campaigns
              </Link>
            </>
          }
        >
          <p>
            {failedCharge
              ? "Your last payment did not go through, so building and exporting campaigns is paused."
              : "Your subscription needs a payment before you can carry on building and exporting campaigns."}
          </p>
          <p>Update the payment method in the billing portal, or choose a plan. Your accounts and saved campaigns are kept.</p>
        </GateMessage>
      )}
    </BillingFrame>
  );
}
