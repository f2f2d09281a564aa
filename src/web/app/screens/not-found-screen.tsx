import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";

export function NotFoundScreen() {
  return (
    <main className="flex min-h-full flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-6xl font-bold text-primary">404</h1>
      <p className="text-xl">Oops! Page not found</p>
      <Link to="/" className={buttonClasses()}>
        Return to Home
      </Link>
    </main>
  );
}
