import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, lazy, Suspense, useId, useState } from "react";
import { Link } from "react-router";
import { passwordResetRoutes } from "../../../domain/app/app-routes.ts";
import { credentialsProblem } from "../../../domain/accounts/credentials.ts";
import { signUpAwaitsConfirmation } from "../../../domain/accounts/sign-up-answer.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Card, CardContent, CardHeader } from "../../components/ui/card.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { sessionQueryKey } from "../../lib/session.ts";
import { authApi } from "./auth-api.ts";
import { CredentialField, SubmitButton } from "./credential-fields.tsx";
import { AuthFrame } from "./auth-frame.tsx";
import { CheckEmailScreen } from "./check-email-screen.tsx";

const ProductShowcase = lazy(async () => ({ default: (await import("./product-showcase.tsx")).ProductShowcase }));


type Mode = "sign-in" | "sign-up";

const unconfirmedMessage = (email: string) => `Confirm your e-mail address first: we have sent a new link to ${email}. Follow it to sign in.`;

const copy = {
  "sign-in": {
    title: "Sign In",
    intro: "Welcome back. Sign in to your campaigns.",
    submit: "Sign In",
    busy: "Signing in...",
    switchText: "New to Adsmith?",
    switchLink: "Create an account",
    switchTo: "/sign-up",
  },
  "sign-up": {
    title: "Create your account",
    intro: "Turn your landing page into Google Ads campaigns in minutes.",
    submit: "Sign Up",
    busy: "Creating account...",
    switchText: "Already have an account?",
    switchLink: "Sign In",
    switchTo: "/sign-in",
  },
} as const;

/**
 * The one form behind both screens. On success the session query is refetched, so whichever screen
 * asked for sign-in renders its signed-in content in place.
 */
export function AuthForm({ mode }: { mode: Mode }) {
  const text = copy[mode];
  const queryClient = useQueryClient();
  const ids = { name: useId(), email: useId(), password: useId(), error: useId() };
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The address a sign-up mailed its link to, when the server signs in only through that link (issue 24). */
  const [checkEmailAt, setCheckEmailAt] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = credentialsProblem({ email, password }, mode);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const address = email.trim();
    try {
      if (mode === "sign-in") await authApi.signIn(address, password);
      else if (signUpAwaitsConfirmation(await authApi.signUp(name.trim() || address.split("@")[0] || address, address, password))) {
        setCheckEmailAt(address);
        return;
      }
      await queryClient.resetQueries({ queryKey: sessionQueryKey });
    } catch (failure) {
      // Better Auth refuses an unconfirmed address's right password with 403, and mails a new link.
      const unconfirmed = mode === "sign-in" && failure instanceof ApiError && failure.status === 403;
      setError(unconfirmed ? unconfirmedMessage(address) : failure instanceof Error ? failure.message : "Something went wrong. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  if (checkEmailAt) return <CheckEmailScreen email={checkEmailAt} onUseAnother={() => setCheckEmailAt(null)} />;

  const describedBy = error ? ids.error : undefined;
  return (
    <AuthFrame>
      <div className="flex w-full flex-col items-center gap-6 lg:flex-row lg:items-start lg:justify-center">
        <Card className="w-full max-w-sm">
          <CardHeader>
            <h1 className="text-2xl font-semibold">{text.title}</h1>
            <p className="text-sm text-muted-foreground">{text.intro}</p>
          </CardHeader>
          <CardContent>
            <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-describedby={describedBy}>
              {mode === "sign-up" && (
                <div className="flex flex-col gap-2">
                  <Label htmlFor={ids.name}>Name</Label>
                  <Input id={ids.name} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
                </div>
              )}
              <CredentialField id={ids.email} label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} errorId={describedBy} />
              <CredentialField
                id={ids.password}
                label="Password"
                type="password"
                autoComplete={mode === "sign-in" ? "current-password" : "new-password"}
                value={password}
                onChange={setPassword}
                errorId={describedBy}
              >
                {/* After the field, so Tab goes from the e-mail straight to the password. */}
                {mode === "sign-in" && (
                  <Link to={passwordResetRoutes.forgotPassword} className="self-end text-sm font-medium text-primary underline-offset-4 hover:underline">
                    Forgot password?
                  </Link>
                )}
              </CredentialField>
              {error && <Alert id={ids.error}>{error}</Alert>}
              <SubmitButton busy={busy} label={text.submit} busyLabel={text.busy} />
            </form>
            <p className="mt-4 text-center text-sm text-muted-foreground">
              {text.switchText}{" "}
              <Link to={text.switchTo} className="font-medium text-primary underline-offset-4 hover:underline">
                {text.switchLink}
              </Link>
            </p>
          </CardContent>
        </Card>
        {/* What the product makes, beside the sign-in form; loaded after it, so signing in never waits. */}
        {mode === "sign-in" && (
          <Suspense fallback={null}>
            <ProductShowcase />
          </Suspense>
        )}
      </div>
    </AuthFrame>
  );
}
