import { MailWarning } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "../../components/ui/button.tsx";
import { useSession } from "../../lib/session.ts";
import { resendVerificationEmail, resendVerificationMessages } from "../../lib/verification-email.ts";

/**
 * Until the user confirms their address through the e-mailed link (issue 24), a banner above every page
 * says so and offers a new link. With verification off the trial works meanwhile (with it on, nobody is
 * signed in unconfirmed: docs/decisions/sign-up-without-enumeration.md).
 */
export function VerifyEmailBanner() {
  const { data: me } = useSession();
  const [sending, setSending] = useState(false);
  if (!me || me.emailVerified) return null;

  async function resend(email: string) {
    setSending(true);
    const answer = await resendVerificationEmail(email);
    setSending(false);
    if (answer.sent) toast.success(answer.message);
    else toast.error(answer.message);
  }

  return (
    <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950">
      <MailWarning aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        Confirm your e-mail address: we sent a link to <span className="font-medium break-all">{me.email}</span>.
      </p>
      <Button variant="outline" size="sm" disabled={sending} onClick={() => void resend(me.email)}>
        {sending ? resendVerificationMessages.busy : resendVerificationMessages.button}
      </Button>
    </div>
  );
}
