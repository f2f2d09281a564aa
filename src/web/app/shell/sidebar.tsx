import { Home, Layers, Library, LifeBuoy, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { appRoutes, bulkJobRoutes } from "../../../domain/index.ts";
import { supportEmail } from "../../../domain/app/support.ts";
import { BrandMark } from "../../components/brand-mark.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useAccountDialogs, useCurrentAccount } from "../../features/accounts/index.ts";
import { cn } from "../../lib/class-names.ts";
import { AccountSwitcher } from "./account-switcher.tsx";
import { RecentAds } from "./recent-ads.tsx";
import { UserMenu } from "./user-menu.tsx";

const navItemClasses =
  "flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

function NavItem({ to, icon, label, compact, onNavigate }: { to: string; icon: ReactNode; label: string; compact: boolean; onNavigate: () => void }) {
  return (
    <NavLink
      to={to}
      end
      onClick={onNavigate}
      aria-label={compact ? label : undefined}
      title={compact ? label : undefined}
      className={({ isActive }) => cn(navItemClasses, isActive && "bg-muted font-medium")}
    >
      {icon}
      {!compact && label}
    </NavLink>
  );
}

/** The sidebar's content; the shell decides whether it is a column, icons only, or a slide-in panel. */
export function Sidebar({ compact, onNavigate }: { compact: boolean; onNavigate: () => void }) {
  const { startNewCampaign } = useAccountDialogs();
  // Which dialog New Campaign opens depends on whether there are accounts, so it waits for the list.
  const { isLoading } = useCurrentAccount();
  return (
    <div className="flex h-full flex-col gap-4 p-2">
      <div className={cn("flex items-center", compact ? "justify-center" : "px-1")}>{compact ? <span className="sr-only">Adsmith</span> : <BrandMark />}</div>
      <AccountSwitcher compact={compact} />
      <Button
        onClick={() => {
          onNavigate();
          startNewCampaign();
        }}
        disabled={isLoading}
        aria-label={compact ? "New Campaign" : undefined}
        size={compact ? "icon" : "md"}
        className={compact ? "mx-auto" : undefined}
      >
        <Plus aria-hidden="true" className="size-4" />
        {!compact && "New Campaign"}
      </Button>
      <nav aria-label="Main" className="flex flex-col gap-0.5">
        <NavItem to={appRoutes.home} icon={<Home aria-hidden="true" className="size-4" />} label="Home" compact={compact} onNavigate={onNavigate} />
        <NavItem to={appRoutes.library} icon={<Library aria-hidden="true" className="size-4" />} label="Library" compact={compact} onNavigate={onNavigate} />
        <NavItem to={bulkJobRoutes.list} icon={<Layers aria-hidden="true" className="size-4" />} label="Bulk jobs" compact={compact} onNavigate={onNavigate} />
        <a href={`mailto:${supportEmail}`} className={navItemClasses} aria-label={compact ? "Support" : undefined} title={compact ? "Support" : undefined}>
          <LifeBuoy aria-hidden="true" className="size-4" />
          {!compact && "Support"}
        </a>
      </nav>
      <div className="min-h-0 flex-1 overflow-y-auto">{!compact && <RecentAds onNavigate={onNavigate} />}</div>
      <UserMenu compact={compact} />
    </div>
  );
}
