import { Link } from "react-router";
import { Card } from "./ui/card.tsx";
import { buttonClasses } from "./ui/button.tsx";

/** A record the URL names does not exist (or is not the user's): say so and offer the way back. */
export function NotFoundCard({ title, message, backTo, backLabel }: { title: string; message: string; backTo: string; backLabel: string }) {
  return (
    <Card className="mx-auto mt-10 flex max-w-md flex-col items-center gap-4 p-8 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">{message}</p>
      <Link to={backTo} className={buttonClasses()}>
        {backLabel}
      </Link>
    </Card>
  );
}
