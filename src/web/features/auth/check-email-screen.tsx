import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "../../components/ui/card.tsx";
import { resendVerificationEmail, resendVerificationMessages } from "../../lib/verification-email.ts";
import { AuthFrame } from "./auth-frame.tsx";

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

/**
 * After a sign-up when the server waits for the e-mailed link (issue 24). The same screen whether or not the
 * address already had an account: that owner's e-mail says so and how to sign in, so this one cannot tell.
 */
export function CheckEmailScreen({ email, onUseAnother }: { email: string; onUseAnother(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState("");

  useEffect(() => heading.current?.focus(), []);

  async function resend() {
    setSending(true);
    setStatus("");
    setStatus((await resendVerificationEmail(email)).message);
    setSending(false);
  }

  return (
    <AuthFrame>
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
            Check your e-mail
          </h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 text-sm">
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
            <button type="button" className={linkClass} onClick={onUseAnother}>
              Sign up with another
            </button>
            {" · "}
            <Link to="/sign-in" className={linkClass}>
              Sign In
            </Link>
          </p>
        </CardContent>
      </Card>
    </AuthFrame>
  );
}
