import type { ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";

interface CredentialFieldProps {
  id: string;
  label: string;
  type: "email" | "password";
  autoComplete: "email" | "current-password" | "new-password";
  value: string;
  onChange(value: string): void;
  /** The id of the form's error, while there is one: the field is then invalid and described by it. */
  errorId?: string;
  children?: ReactNode;
}

/** An e-mail or password field of the sign-in, sign-up and password-reset forms. */
export function CredentialField({ id, label, type, autoComplete, value, onChange, errorId, children }: CredentialFieldProps) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
      {children}
    </div>
  );
}

/** The form's one button, saying what it is doing while the request runs. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" disabled={busy}>
      {busy && <Spinner className="size-4" />}
      {busy ? busyLabel : label}
    </Button>
  );
}
