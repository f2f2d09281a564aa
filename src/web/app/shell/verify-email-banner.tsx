import { MailWarning } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "../../components/ui/button.tsx";
import { ApiError, api } from "../../lib/api-client.ts";
import { useSession } from "../../lib/session.ts";

/**
 * Until the user confirms their address through the e-mailed link (issue 24), a banner above every page
 * says so and offers a new link. The trial works meanwhile: confirming is asked, never forced.
 */
export function VerifyEmailBanner() {
  const { data: me } = useSession();
  const [sending, setSending] = useState(false);
  if (!me || me.emailVerified) return null;

  async function resend(email: string) {
    setSending(true);
    try {
      // Better Auth's own call; the new link leads back into the app.
      await api.post("/api/auth/send-verification-email", { email, callbackURL: "/" });
      toast.success("Sent: check your inbox for the new link.");
    } catch (error) {
      const tooMany = error instanceof ApiError && error.status === 429;
      toast.error(tooMany ? "Too many e-mails asked for: wait a minute, then try again." : "The e-mail could not be sent. Please try again.");
    } finally {
      setSending(false);
    }
  }

  return (
    <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950">
      <MailWarning aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        Confirm your e-mail address: we sent a link to <span className="font-medium break-all">{me.email}</span>.
      </p>
      <Button variant="outline" size="sm" disabled={sending} onClick={() => void resend(me.email)}>
        {sending ? "Sending..." : "Resend e-mail"}
      </Button>
    </div>
  );
}
