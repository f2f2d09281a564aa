import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { accountDeletionMessages as messages, confirmsAccountEmail } from "../../../domain/index.ts";
import { Button } from "../../components/ui/button.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { api } from "../../lib/api-client.ts";
import { forgetSignedInUser } from "../../lib/session.ts";

/**
 * Leaving (issue 24): the user types their address, the server ends the subscription and deletes the
 * account with everything in it, and the app forgets the session and returns to the sign-in screen.
 */
export function DeleteAccount({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const headingId = useId();
  const [typed, setTyped] = useState("");
  const [deleting, setDeleting] = useState(false);
  const confirmed = confirmsAccountEmail(typed, email);

  async function remove(event: FormEvent) {
    event.preventDefault();
    if (!confirmed) return;
    setDeleting(true);
    try {
      await api.delete("/api/me", { body: { confirmEmail: typed } });
    } catch (error) {
      setDeleting(false);
      toast.error(messages.failedTitle, { description: error instanceof Error ? error.message : undefined });
      return;
    }
    forgetSignedInUser(queryClient);
    toast.success(messages.deleted);
    await navigate("/sign-in");
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-border pt-4">
      <h3 id={headingId} className="text-sm font-medium text-destructive">
        {messages.title}
      </h3>
      <p className="text-sm text-muted-foreground">{messages.explanation}</p>
      <form onSubmit={(event) => void remove(event)} className="flex flex-col gap-3">
        <FormField label={messages.confirmLabel} hint={email}>
          <Input value={typed} type="email" autoComplete="off" spellCheck={false} onChange={(event) => setTyped(event.target.value)} />
        </FormField>
        <Button type="submit" variant="destructive" disabled={!confirmed || deleting} className="self-start">
          {deleting ? messages.deleting : messages.button}
        </Button>
      </form>
    </section>
  );
}
