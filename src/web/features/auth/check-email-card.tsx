import { type ReactNode, useEffect, useRef } from "react";
import { Card, CardContent, CardHeader } from "../../components/ui/card.tsx";
import { AuthFrame } from "./auth-frame.tsx";

/** A text link on the signed-out screens. */
export const authLinkClass = "font-medium text-primary underline-offset-4 hover:underline";

/**
 * The screen that says an e-mail is on its way (a sign-up's confirmation link, a password reset): its
 * heading takes the focus as it appears, so a screen reader says what happened.
 */
export function CheckEmailCard({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <AuthFrame>
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
            Check your e-mail
          </h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 text-sm">{children}</CardContent>
      </Card>
    </AuthFrame>
  );
}
