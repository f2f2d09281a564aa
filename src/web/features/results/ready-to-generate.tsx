import { Sparkles } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";

/** Demand Gen's results screen before its first run, when it did not start by itself (part 2, section 2); any type's after a Stop that came before the first asset. */
export function ReadyToGenerate({ title, button, onGenerate }: { title: string; button: string; onGenerate: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-4 p-10 text-center">
      <Sparkles aria-hidden="true" className="size-10 text-primary" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <Button onClick={onGenerate}>{button}</Button>
    </Card>
  );
}
