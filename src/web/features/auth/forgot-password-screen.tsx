import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { emailAddressProblem } from "../../../domain/accounts/credentials.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Card, CardContent, CardHeader } from "../../components/ui/card.tsx";
import { authApi } from "./auth-api.ts";
import { CredentialField, SubmitButton } from "./credential-fields.tsx";
import { AuthFrame } from "./auth-frame.tsx";
import { authLinkClass, CheckEmailCard } from "./check-email-card.tsx";

/**
 * "Forgot password?" (issue 24): the answer is the same whether or not the address has an account, so the
 * screen cannot be used to learn who signed up.
 */
export function ForgotPasswordScreen() {
  const ids = { email: useId(), error: useId() };
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailAddressProblem(email);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const address = email.trim();
      await authApi.requestPasswordReset(address);
      setSentTo(address);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "Something went wrong. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <CheckEmailCard>
        <p>
          If an account uses <strong className="break-all">{sentTo}</strong>, we have sent it a link to choose a new password. The link works
          once, for one hour.
        </p>
        <p className="text-muted-foreground">No e-mail after a few minutes? Check your spam folder, or ask again.</p>
        <p className="text-center">
          <Link to="/sign-in" className={authLinkClass}>
            Back to Sign In
          </Link>
        </p>
      </CheckEmailCard>
    );
  }

  const describedBy = error ? ids.error : undefined;
  return (
    <AuthFrame>
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="text-2xl font-semibold">Forgot your password?</h1>
          <p className="text-sm text-muted-foreground">Enter the e-mail address you sign in with, and we will send you a link to choose a new password.</p>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <CredentialField id={ids.email} label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} errorId={describedBy} />
            {error && <Alert id={ids.error}>{error}</Alert>}
            <SubmitButton busy={busy} label="Send reset link" busyLabel="Sending..." />
          </form>
          <p className="mt-4 text-center text-sm text-muted-foreground">
            Remembered it?{" "}
            <Link to="/sign-in" className={authLinkClass}>
              Sign In
            </Link>
          </p>
        </CardContent>
      </Card>
    </AuthFrame>
  );
}
