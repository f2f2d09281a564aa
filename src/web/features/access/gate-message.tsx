import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../../components/ui/card.tsx";

interface GateMessageProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

/** A gate screen's explanation: what happened to the subscription, and the ways back in. */
export function GateMessage({ icon: Icon, title, children, actions }: GateMessageProps) {
  return (
    <Card className="mx-auto flex w-full max-w-lg flex-col items-center gap-4 p-6 text-center sm:p-8">
      <Icon aria-hidden="true" className="size-12 text-primary" />
      <h1 className="text-2xl font-semibold">{title}</h1>
      <div className="flex flex-col gap-2 text-muted-foreground">{children}</div>
      <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">{actions}</div>
    </Card>
  );
}
