import { Spinner } from "./ui/spinner.tsx";

export function LoadingScreen() {
  return (
    <div role="status" className="flex min-h-full flex-col items-center justify-center gap-3 p-6 text-muted-foreground">
      <Spinner className="size-8 text-primary" />
      <p>Loading page...</p>
    </div>
  );
}
