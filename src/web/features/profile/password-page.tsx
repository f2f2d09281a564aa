import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { passwordLength, passwordTooShortMessage } from "../../../domain/accounts/credentials.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { api } from "../../lib/api-client.ts";

/** Changing the password signs every other session out, so a leaked one stops working. */
export function PasswordPage() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { current: useId(), next: useId(), error: useId() };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (next.length < passwordLength.min) return setError(passwordTooShortMessage);
    setError(null);
    setBusy(true);
    try {
      await api.post("/api/auth/change-password", { currentPassword: current, newPassword: next, revokeOtherSessions: true });
      setCurrent("");
      setNext("");
      toast.success("Password changed", { description: "Your other sessions were signed out." });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "Failed to change password");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} className="flex flex-col gap-4 pt-2">
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.current}>Current password</Label>
        <Input id={ids.current} type="password" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.next}>New password</Label>
        <Input id={ids.next} type="password" autoComplete="new-password" value={next} onChange={(event) => setNext(event.target.value)} />
      </div>
      {error && <Alert id={ids.error}>{error}</Alert>}
      <Button type="submit" disabled={busy || !current || !next} className="self-end">
        {busy ? "Saving..." : "Change Password"}
      </Button>
    </form>
  );
}
