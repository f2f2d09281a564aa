import { CircleSlash } from "lucide-react";
import { Link } from "react-router";
import { appRoutes } from "../../../domain/index.ts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import type { Me } from "../../lib/session.ts";
import { openBillingPortal } from "../../lib/billing-portal.ts";
import { BillingFrame, Paywall } from "../billing/index.ts";
import { GateMessage } from "./gate-message.tsx";
import { usePlansStep } from "./use-plans-step.ts";

/** The gate's screen for a canceled subscription: nothing is deleted, and a plan or the portal brings it back. */
export function CanceledScreen({ me }: { me: Me }) {
  const plansStep = usePlansStep();
  return (
    <BillingFrame>
      {plansStep.open ? (
        <Paywall onBack={plansStep.hide} />
      ) : (
        <GateMessage
          icon={CircleSlash}
          title={me.access.statusLabel}
          actions={
            <>
              <Button onClick={plansStep.show}>Choose a Plan</Button>
              <Button variant="outline" onClick={() => void openBillingPortal()}>
                Manage Billing
              </Button>
              {/* Issue 24: the user's work stays theirs to read and export, read-only. */}
              <Link to={appRoutes.library} className={buttonClasses("ghost")}>
                Open My Campaigns
              </Link>
            </>
          }
        >
          <p>
            The subscription of <span className="font-medium break-all text-foreground">{me.email}</span> has been canceled, so building and
            exporting campaigns is paused.
          </p>
          <p>Your accounts and saved campaigns are kept. Choose a plan, or resume the subscription in the billing portal, to pick up where you left off.</p>
        </GateMessage>
      )}
    </BillingFrame>
  );
}
