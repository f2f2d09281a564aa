import { type FormEvent, useId, useState } from "react";
import { changeEmailMessages as messages, newEmailProblem } from "../../../domain/index.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { ApiError, api } from "../../lib/api-client.ts";

/**
 * Issue 24: the user asks for a new address; Better Auth mails it a link and the old address a notice. The
 * address changes only when the link is followed, so the form says where to look and changes nothing here.
 */
export function ChangeEmail({ email }: { email: string }) {
  const headingId = useId();
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    const problem = newEmailProblem(typed, email);
    setError(problem);
    if (problem) return;
    const newEmail = typed.trim();
    setSending(true);
    try {
      await api.post("/api/auth/change-email", { newEmail, callbackURL: "/" });
      setSentTo(newEmail);
      setTyped("");
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 429 ? messages.tooMany : messages.failed);
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-border pt-4">
      <h3 id={headingId} className="text-sm font-medium">
        {messages.title}
      </h3>
      <p className="text-sm text-muted-foreground">{messages.explanation}</p>
      <form noValidate onSubmit={(event) => void send(event)} className="flex flex-col gap-3">
        <FormField label={messages.label} error={error}>
          <Input
            value={typed}
            type="email"
            autoComplete="email"
            spellCheck={false}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(null);
            }}
          />
        </FormField>
        <Button type="submit" variant="outline" disabled={sending} className="self-start">
          {sending ? messages.sending : messages.button}
        </Button>
      </form>
      {sentTo && (
        <Alert tone="info" className="break-words">
          {messages.sent(sentTo)}
        </Alert>
      )}
    </section>
  );
}
