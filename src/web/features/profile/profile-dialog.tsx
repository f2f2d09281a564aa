import { useState } from "react";
import { Dialog } from "../../components/ui/dialog.tsx";
import { cn } from "../../lib/class-names.ts";
import { PasswordPage } from "./password-page.tsx";
import { ProfilePage } from "./profile-page.tsx";
import { SubscriptionPage } from "./subscription-page.tsx";

export type ProfileDialogPage = "profile" | "security" | "subscription";

const pages: Array<{ id: ProfileDialogPage; label: string }> = [
  { id: "profile", label: "Profile" },
  { id: "security", label: "Password" },
  { id: "subscription", label: "Subscription" },
];

/** View Profile and Account Settings: the user's name, password and subscription in one dialog. */
export function ProfileDialog({ initialPage, onClose }: { initialPage: ProfileDialogPage; onClose: () => void }) {
  const [page, setPage] = useState(initialPage);
  return (
    <Dialog open onClose={onClose} title="Your Account" className="max-w-lg">
      <div role="tablist" aria-label="Account pages" className="flex gap-1 rounded-md bg-muted p-1">
        {pages.map((candidate) => (
          <button
            key={candidate.id}
            type="button"
            role="tab"
            aria-selected={page === candidate.id}
            onClick={() => setPage(candidate.id)}
            className={cn(
              "flex-1 rounded-sm px-3 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
              page === candidate.id ? "bg-background shadow-sm" : "text-muted-foreground hover:text-foreground",
            )}
          >
            {candidate.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={pages.find((candidate) => candidate.id === page)?.label}>
        {page === "profile" && <ProfilePage />}
        {page === "security" && <PasswordPage />}
        {page === "subscription" && <SubscriptionPage />}
      </div>
    </Dialog>
  );
}
