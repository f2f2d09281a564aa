import { TriangleAlert } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";

/** The app-wide fallback ('Something went wrong'); it sits outside the router, so Home is a plain link. */
export function ErrorScreen({ onReset }: { onReset: () => void }) {
  return (
    <main role="alert" className="flex min-h-full flex-col items-center justify-center gap-4 p-6 text-center">
      <TriangleAlert aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="text-muted-foreground">An unexpected error occurred. We're sorry for the inconvenience.</p>
      <div className="flex gap-3">
        <Button onClick={onReset}>Try Again</Button>
        <Button variant="outline" onClick={() => window.location.assign("/")}>
          Go Home
        </Button>
      </div>
    </main>
  );
}
