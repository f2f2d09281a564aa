import { Spinner } from "./ui/spinner.tsx";

/** The full-screen spinner of a long step (crawl, generation) with its rotating message. */
export function BusyOverlay({ title, message }: { title: string; message: string }) {
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-background/90 p-6 text-center backdrop-blur-sm">
      <Spinner className="size-10 text-primary" />
      <p className="text-lg font-semibold">{title}</p>
      <p className="text-muted-foreground">{message}</p>
    </div>
  );
}
