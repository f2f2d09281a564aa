import { type KeyboardEvent, useId, useRef, useState } from "react";
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
  const baseId = useId();
  const tabId = (id: ProfileDialogPage) => `${baseId}-tab-${id}`;
  const tabs = useRef<Partial<Record<ProfileDialogPage, HTMLButtonElement | null>>>({});

  // WAI-ARIA tabs: one Tab stop for the list; arrows, Home and End move between tabs and show each at once.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = pages.findIndex((candidate) => candidate.id === page);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: pages.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = pages[(next + pages.length) % pages.length]!.id;
    setPage(target);
    tabs.current[target]?.focus();
  }

  return (
    <Dialog open onClose={onClose} title="Your Account" className="max-w-lg">
      <div role="tablist" aria-label="Account pages" className="flex gap-1 rounded-md bg-muted p-1" onKeyDown={onKeyDown}>
        {pages.map((candidate) => (
          <button
            key={candidate.id}
            ref={(element) => {
              tabs.current[candidate.id] = element;
            }}
            id={tabId(candidate.id)}
            type="button"
            role="tab"
            aria-selected={page === candidate.id}
            aria-controls={`${baseId}-panel`}
            tabIndex={page === candidate.id ? 0 : -1}
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
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={tabId(page)}>
        {page === "profile" && <ProfilePage />}
        {page === "security" && <PasswordPage />}
        {page === "subscription" && <SubscriptionPage />}
      </div>
    </Dialog>
  );
}
