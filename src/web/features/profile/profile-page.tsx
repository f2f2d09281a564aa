import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { api } from "../../lib/api-client.ts";
import { sessionQueryKey, useSession } from "../../lib/session.ts";
import { ChangeEmail } from "./change-email.tsx";
import { DeleteAccount } from "./delete-account.tsx";

export function ProfilePage() {
  const { data: me } = useSession();
  const queryClient = useQueryClient();
  const [name, setName] = useState(me?.name ?? "");
  const [busy, setBusy] = useState(false);
  const ids = { name: useId(), email: useId(), data: useId() };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return toast.error("Name is required");
    setBusy(true);
    try {
      await api.post("/api/auth/update-user", { name: name.trim() });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      toast.success("Profile updated");
    } catch (error) {
      toast.error("Failed to update profile", { description: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-6 pt-2">
      <form onSubmit={save} className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.name}>Name</Label>
          <Input id={ids.name} value={name} maxLength={100} autoComplete="name" onChange={(event) => setName(event.target.value)} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.email}>Email</Label>
          <Input id={ids.email} value={me?.email ?? ""} readOnly disabled />
        </div>
        <Button type="submit" disabled={busy} className="self-end">
          {busy ? "Saving..." : "Save Profile"}
        </Button>
      </form>
      {me && <ChangeEmail email={me.email} />}
      <section aria-labelledby={ids.data} className="flex flex-col gap-2 border-t border-border pt-4">
        <h3 id={ids.data} className="text-sm font-medium">
          Your data
        </h3>
        <p className="text-sm text-muted-foreground">Everything you keep here as one JSON file: your ad accounts, campaigns with their ad groups and ads, and your usage.</p>
        {/* A same-origin link: the browser sends the session cookie and saves the file under the server's name. */}
        <a href="/api/me/export" download className={buttonClasses("outline", "md", "self-start")}>
          Download my data
        </a>
      </section>
      {me && <DeleteAccount email={me.email} />}
    </div>
  );
}
