import { CircleAlert } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button.tsx";

/** One page failed; the shell around it still works. Try Again shows only where the page can be re-rendered. */
export function PageErrorScreen({ onReset }: { onReset?: () => void }) {
  const navigate = useNavigate();
  return (
    <div role="alert" className="flex min-h-full flex-col items-center justify-center gap-4 p-6 text-center">
      <CircleAlert aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="text-2xl font-semibold">Page Error</h1>
      <p className="text-muted-foreground">This page encountered an error and couldn't load properly.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={() => void navigate(-1)}>
          Go Back
        </Button>
        {onReset && <Button onClick={onReset}>Try Again</Button>}
        <Button variant="outline" onClick={() => void navigate("/")}>
          Home
        </Button>
      </div>
    </div>
  );
}
