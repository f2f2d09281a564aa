import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { passwordResetRoutes } from "../../../domain/app/app-routes.ts";
import { newPasswordProblem, passwordLength } from "../../../domain/accounts/credentials.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Card, CardContent, CardHeader } from "../../components/ui/card.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { sessionQueryKey } from "../../lib/session.ts";
import { authApi } from "./auth-api.ts";
import { CredentialField, SubmitButton } from "./credential-fields.tsx";
import { AuthFrame } from "./auth-frame.tsx";
import { authLinkClass } from "./check-email-card.tsx";

type Outcome = "changed" | "link-invalid";

/**
 * Where the e-mailed link leads (issue 24): a new password for the account. The link works once for an
 * hour; a used or expired one says so and offers a new one. Every session ends, this browser's included.
 */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const queryClient = useQueryClient();
  const ids = { password: useId(), error: useId() };
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : "link-invalid");
  const outcomeHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (outcome) outcomeHeading.current?.focus();
  }, [outcome]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = newPasswordProblem(password);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await authApi.resetPassword(token, password);
      // Every session ended with the reset: the app must not believe this browser is still signed in.
      await queryClient.resetQueries({ queryKey: sessionQueryKey });
      setOutcome("changed");
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) setOutcome("link-invalid");
      else setError(failure instanceof Error ? failure.message : "Something went wrong. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  if (outcome) {
    const changed = outcome === "changed";
    return (
      <AuthFrame>
        <Card className="w-full max-w-sm">
          <CardHeader>
            <h1 ref={outcomeHeading} tabIndex={-1} className="text-2xl font-semibold outline-none">
              {changed ? "Password changed" : "This link no longer works"}
            </h1>
          </CardHeader>
          <CardContent className="flex flex-col gap-4 text-sm">
            <p>
              {changed
                ? "Your new password is set, and every device that was signed in has been signed out. Sign in with your new password."
                : "A reset link works once, for one hour. Ask for a new one and use the latest e-mail."}
            </p>
            <p className="text-center">
              <Link to={changed ? "/sign-in" : passwordResetRoutes.forgotPassword} className={authLinkClass}>
                {changed ? "Sign In" : "Ask for a new link"}
              </Link>
            </p>
          </CardContent>
        </Card>
      </AuthFrame>
    );
  }

  const describedBy = error ? ids.error : undefined;
  return (
    <AuthFrame>
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="text-2xl font-semibold">Choose a new password</h1>
          <p className="text-sm text-muted-foreground">At least {passwordLength.min} characters. Setting it signs you out on every device.</p>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <CredentialField
              id={ids.password}
              label="New password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={setPassword}
              errorId={describedBy}
            />
            {error && <Alert id={ids.error}>{error}</Alert>}
            <SubmitButton busy={busy} label="Set new password" busyLabel="Saving..." />
          </form>
        </CardContent>
      </Card>
    </AuthFrame>
  );
}
