import { PanelLeft } from "lucide-react";
import { type CSSProperties, useEffect, useRef } from "react";
import { Outlet } from "react-router";
import { sidebarSettings } from "../../../domain/index.ts";
import { Button } from "../../components/ui/button.tsx";
import { AccountDialogsProvider, CurrentAccountProvider } from "../../features/accounts/index.ts";
import { cn } from "../../lib/class-names.ts";
import { mainId, SkipLink } from "../skip-link.tsx";
import { Breadcrumb } from "./breadcrumb.tsx";
import { Sidebar } from "./sidebar.tsx";
import { useSidebar } from "./use-sidebar.ts";
import { SubscriptionBanner } from "./subscription-banner.tsx";
import { VerifyEmailBanner } from "./verify-email-banner.tsx";

/** The frame of every signed-in screen: the sidebar, a top bar with the breadcrumb, and the page. */
export function AppShell() {
  return (
    <CurrentAccountProvider>
      <AccountDialogsProvider>
        <ShellLayout />
      </AccountDialogsProvider>
    </CurrentAccountProvider>
  );
}

function ShellLayout() {
  const sidebar = useSidebar();
  const compact = !sidebar.isMobile && !sidebar.expanded;
  const closeMobile = () => sidebar.setMobileOpen(false);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const mobilePanel = useRef<HTMLElement>(null);

  // The phone's panel opens over the page: focus goes into it, so Tab walks the sidebar and not the page under it.
  useEffect(() => {
    if (sidebar.mobileOpen) mobilePanel.current?.querySelector<HTMLElement>("a[href], button:not(:disabled)")?.focus();
  }, [sidebar.mobileOpen]);
  const widths = {
    "--sidebar-width": sidebarSettings.width,
    "--sidebar-width-icon": sidebarSettings.widthIcon,
    "--sidebar-width-mobile": sidebarSettings.widthMobile,
  } as CSSProperties;

  return (
    <div className="flex min-h-full" style={widths}>
      <SkipLink />
      {sidebar.isMobile ? (
        sidebar.mobileOpen && (
          <div className="fixed inset-0 z-40">
            <button type="button" aria-label="Close sidebar" className="absolute inset-0 bg-black/50" onClick={closeMobile} />
            <aside
              ref={mobilePanel}
              aria-label="Sidebar"
              data-state="open"
              className="absolute inset-y-0 left-0 w-[var(--sidebar-width-mobile)] bg-background shadow-xl"
              onKeyDown={(event) => {
                if (event.key !== "Escape") return;
                closeMobile();
                toggleButton.current?.focus();
              }}
            >
              <Sidebar compact={false} onNavigate={closeMobile} />
            </aside>
          </div>
        )
      ) : (
        <aside
          aria-label="Sidebar"
          data-state={sidebar.expanded ? "expanded" : "collapsed"}
          className={cn(
            "sticky top-0 h-screen shrink-0 border-r border-border bg-muted/40 transition-[width]",
            sidebar.expanded ? "w-[var(--sidebar-width)]" : "w-[var(--sidebar-width-icon)]",
          )}
        >
          <Sidebar compact={compact} onNavigate={() => undefined} />
        </aside>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex min-h-12 items-center gap-3 py-1.5 border-b border-border bg-background/95 px-3 backdrop-blur">
          <Button
            ref={toggleButton}
            variant="ghost"
            size="icon"
            onClick={sidebar.toggle}
            aria-label="Toggle sidebar"
            aria-expanded={sidebar.isMobile ? sidebar.mobileOpen : sidebar.expanded}
            title="Toggle sidebar (Ctrl+B)"
          >
            <PanelLeft aria-hidden="true" className="size-4" />
          </Button>
          <Breadcrumb />
        </header>
        <SubscriptionBanner />
        <VerifyEmailBanner />
        {/* Focusable from script only: where focus lands when a dialog's opener is gone (see Dialog). */}
        <main id={mainId} tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
