import { LogIn, LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { supportEmail } from "../../../domain/app/support.ts";
import { BrandMark } from "../../components/brand-mark.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { useSession } from "../../lib/session.ts";
import { useSignOut } from "../auth/index.ts";

function SessionButton() {
  const { data: me } = useSession();
  const signOut = useSignOut();
  if (!me) {
    return (
      <Link to="/sign-in" className={buttonClasses("outline", "sm")}>
        <LogIn aria-hidden="true" className="size-4" />
        Sign In
      </Link>
    );
  }
  return (
    <Button variant="outline" size="sm" onClick={() => void signOut()}>
      <LogOut aria-hidden="true" className="size-4" />
      Sign Out
    </Button>
  );
}

/**
 * The page around every access and billing screen (paywall, onboarding, payment result, the local-billing
 * checkout and portal): the logo, Sign In or Sign Out, and the support contact, without the app's sidebar.
 */
export function BillingFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-full flex-col bg-muted/40">
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex h-14 w-full max-w-5xl items-center justify-between gap-3 px-4">
          <BrandMark />
          <SessionButton />
        </div>
      </header>
      <main className="flex-1 px-4 py-8 sm:py-12">{children}</main>
      <footer className="border-t border-border bg-background px-4 py-4 text-center text-sm text-muted-foreground">
        Questions about your plan or a payment? Write to{" "}
        <a href={`mailto:${supportEmail}`} className="font-medium text-primary underline underline-offset-4">
          {supportEmail}
        </a>
        .
      </footer>
    </div>
  );
}
