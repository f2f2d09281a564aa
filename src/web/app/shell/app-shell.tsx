import { LogOut } from "lucide-react";
import { Outlet } from "react-router";
import { BrandMark } from "../../components/brand-mark.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useSignOut } from "../../features/auth/index.ts";
import { useSession } from "../../lib/session.ts";

/** The frame of every signed-in screen. */
export function AppShell() {
  const { data: me } = useSession();
  const signOut = useSignOut();
  return (
    <div className="flex min-h-full flex-col">
      <header className="flex items-center justify-between border-b border-border px-6 py-3">
        <BrandMark />
        <div className="flex items-center gap-3 text-sm">
          <span className="text-muted-foreground">{me?.email}</span>
          <Button variant="outline" size="sm" onClick={() => void signOut()}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign Out
          </Button>
        </div>
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
