import { CreditCard, LogOut, Settings, User } from "lucide-react";
import { useState } from "react";
import { Menu, menuItemClasses } from "../../components/ui/menu.tsx";
import { useSignOut } from "../../features/auth/index.ts";
import { openBillingPortal } from "../../lib/billing-portal.ts";
import { ProfileDialog, type ProfileDialogPage } from "../../features/profile/index.ts";
import { useSession } from "../../lib/session.ts";
import { trialTimeLeftOf } from "../../lib/trial-time-left.ts";

function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((word) => word[0]) : [email[0]];
  return letters.join("").toUpperCase();
}

export function UserMenu({ compact }: { compact: boolean }) {
  const { data: me } = useSession();
  const signOut = useSignOut();
  const [dialog, setDialog] = useState<ProfileDialogPage | null>(null);
  if (!me) return null;
  const timeLeft = trialTimeLeftOf(me);
  const shownName = me.name || me.email;
  const detail = timeLeft ? `${timeLeft} remaining in trial` : me.email;
  return (
    <>
      <Menu
        side="top"
        // Collapsed, the button shows initials only and needs a label. Open, its name comes from the text it
        // shows, so a speech user can say what they see (WCAG 2.5.3).
        triggerLabel={compact ? `User menu for ${shownName}` : undefined}
        triggerClassName="flex w-full items-center gap-2 rounded-md p-1.5 text-left text-sm hover:bg-muted"
        trigger={
          <>
            <span aria-hidden="true" className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary">
              {initialsOf(me.name, me.email)}
            </span>
            {!compact && (
              <span className="flex min-w-0 flex-col">
                <span className="sr-only">User menu for </span>
                <span className="truncate font-medium">{shownName}</span>
                <span className="truncate text-xs text-muted-foreground">{detail}</span>
              </span>
            )}
          </>
        }
      >
        {(close) => (
          <div className="flex w-56 flex-col">
            {timeLeft && <p className="px-2 py-1.5 text-xs text-muted-foreground">{timeLeft} remaining in your free trial</p>}
            <button type="button" className={menuItemClasses} onClick={() => (close(), setDialog("profile"))}>
              <User aria-hidden="true" className="size-4" />
              View Profile
            </button>
            <button type="button" className={menuItemClasses} onClick={() => (close(), setDialog("security"))}>
              <Settings aria-hidden="true" className="size-4" />
              Account Settings
            </button>
            {me.billingMode !== "off" && (
              <button type="button" className={menuItemClasses} onClick={() => (close(), void openBillingPortal())}>
                <CreditCard aria-hidden="true" className="size-4" />
                Manage Subscription
              </button>
            )}
            <hr className="my-1 border-border" />
            <button type="button" className={menuItemClasses} onClick={() => (close(), void signOut())}>
              <LogOut aria-hidden="true" className="size-4" />
              Sign Out
            </button>
          </div>
        )}
      </Menu>
      {dialog && <ProfileDialog initialPage={dialog} onClose={() => setDialog(null)} />}
    </>
  );
}
