import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { resendVerificationEmail, resendVerificationMessages } from "../../lib/verification-email.ts";
import { authLinkClass, CheckEmailCard } from "./check-email-card.tsx";

/**
 * After a sign-up when the server waits for the e-mailed link (issue 24). The same screen whether or not the
 * address already had an account: that owner's e-mail says so and how to sign in, so this one cannot tell.
 */
export function CheckEmailScreen({ email, onUseAnother }: { email: string; onUseAnother(): void }) {
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState("");

  async function resend() {
    setSending(true);
    setStatus("");
    setStatus((await resendVerificationEmail(email)).message);
    setSending(false);
  }

  return (
    <CheckEmailCard>
      <p>
        We have sent an e-mail to <strong className="break-all">{email}</strong>. Follow the link in it to confirm the address and sign in;
        it works for 24 hours.
      </p>
      <p className="text-muted-foreground">No e-mail after a few minutes? Check your spam folder, or send it again.</p>
      <Button variant="outline" disabled={sending} onClick={() => void resend()}>
        {sending ? resendVerificationMessages.busy : resendVerificationMessages.button}
      </Button>
      <p role="status" className="min-h-5 text-center">
        {status}
      </p>
      <p className="text-center text-muted-foreground">
        Wrong address?{" "}
        <button type="button" className={authLinkClass} onClick={onUseAnother}>
          Sign up with another
        </button>
        {" · "}
        <Link to="/sign-in" className={authLinkClass}>
          Sign In
        </Link>
      </p>
    </CheckEmailCard>
  );
}
