import { Link, Outlet } from "react-router";
import { BrandMark } from "../../components/brand-mark.tsx";
import { LoadingScreen } from "../../components/loading-screen.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { useSession } from "../../lib/session.ts";

/**
 * Unknown paths (part 1, section 2): signed in, the 404 sits inside the shell (the Outlet leads there);
 * signed out, it stands alone with the brand and leads to sign-in, the only way in.
 */
export function NotFoundGate() {
  const session = useSession();
  if (session.isPending) return <LoadingScreen />;
  if (session.data) return <Outlet />;
  return (
    <main className="flex min-h-full flex-col items-center justify-center gap-6 bg-muted p-6">
      <BrandMark />
      <NotFoundScreen home="/sign-in" />
    </main>
  );
}

/** The spec's strings: '404', 'Oops! Page not found', 'Return to Home'. */
export function NotFoundScreen({ home = "/" }: { home?: string }) {
  return (
    <div className="flex min-h-full flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-6xl font-bold text-primary">404</h1>
      <p className="text-xl">Oops! Page not found</p>
      <Link to={home} className={buttonClasses()}>
        Return to Home
      </Link>
    </div>
  );
}
