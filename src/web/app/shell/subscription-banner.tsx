import { useQueryClient } from "@tanstack/react-query";
import { CalendarClock, CreditCard, LockKeyhole } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { appRoutes, subscriptionBannerText as text } from "../../../domain/index.ts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { billingApi } from "../../lib/billing-api.ts";
import { openBillingPortal } from "../../lib/billing-portal.ts";
import { formatDate } from "../../lib/dates.ts";
import { refreshSession, useSession } from "../../lib/session.ts";

/**
 * What the subscription is about to do, above every signed-in page (issue 24): a cancelled trial or plan
 * that runs to its end (with Resume), a failed payment still being retried (with the way to fix the card),
 * or access that has ended (the user reads and exports their work, and can choose a plan).
 */
export function SubscriptionBanner() {
  const { data: me } = useSession();
  const queryClient = useQueryClient();
  const [resuming, setResuming] = useState(false);
  if (!me || me.billingMode === "off") return null;
  const { access } = me;

  async function resume() {
    setResuming(true);
    try {
      await billingApi.resume();
      await refreshSession(queryClient);
      toast.success(text.resumed);
    } catch {
      toast.error(text.resumeFailed);
    } finally {
      setResuming(false);
    }
  }

  if (!access.hasAccess) {
    return (
      <Banner icon={<LockKeyhole aria-hidden="true" className="size-4 shrink-0" />}>
        <p className="min-w-0 flex-1">{text.accessEnded(access.statusLabel)}</p>
        {/* The gate's own screen for the status, at its plans step: the spec's screens stay the way back. */}
        <Link to={`${appRoutes.home}?step=plans`} className={buttonClasses("outline", "sm")}>
          {text.choosePlan}
        </Link>
      </Banner>
    );
  }
  if (access.endsAt) {
    return (
      <Banner icon={<CalendarClock aria-hidden="true" className="size-4 shrink-0" />}>
        <p className="min-w-0 flex-1">{text.endsOn(access.isTrialing ? "trial" : "plan", formatDate(access.endsAt))}</p>
        <Button variant="outline" size="sm" disabled={resuming} onClick={() => void resume()}>
          {resuming ? "Resuming..." : text.resume}
        </Button>
      </Banner>
    );
  }
  if (access.inGracePeriod) {
    return (
      <Banner icon={<CreditCard aria-hidden="true" className="size-4 shrink-0" />}>
        <p className="min-w-0 flex-1">{text.paymentFailed}</p>
        <Button variant="outline" size="sm" onClick={() => void openBillingPortal()}>
          {text.fixPayment}
        </Button>
      </Banner>
    );
  }
  return null;
}

function Banner({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950">
      {icon}
      {children}
    </div>
  );
}
