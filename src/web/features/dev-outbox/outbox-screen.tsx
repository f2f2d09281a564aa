import { useQuery } from "@tanstack/react-query";
import { Fragment } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Card, CardContent, CardHeader } from "../../components/ui/card.tsx";
import { ApiError, api } from "../../lib/api-client.ts";
import { AuthFrame } from "../auth/index.ts";

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

const addressPattern = /(https?:\/\/[^\s<>"]+)/;

/** The e-mail's text part, its addresses as links the reader can follow. */
function TextWithLinks({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm">
      {text.split(addressPattern).map((part, index) =>
        addressPattern.test(part) ? (
          <a key={index} href={part} className="font-medium text-primary underline underline-offset-4">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

/**
 * The local outbox (issue 24): the e-mails a server without SMTP kept instead of sending, newest first,
 * so a person trying the app can follow a reset link. Signed out or in; the server offers it only in local mode.
 */
export function OutboxScreen() {
  const outbox = useQuery({
    queryKey: ["dev-outbox"],
    queryFn: () => api.get<{ messages: OutboxMessage[] }>("/api/dev/outbox"),
    retry: false,
    refetchInterval: 5_000,
  });
  const off = outbox.error instanceof ApiError && outbox.error.status === 404;
  const messages = [...(outbox.data?.messages ?? [])].reverse();
  return (
    <AuthFrame>
      <Card className="w-full max-w-2xl">
        <CardHeader>
          <h1 className="text-2xl font-semibold">Local outbox</h1>
          <p className="text-sm text-muted-foreground">E-mails this server kept instead of sending, because it has no SMTP server. Newest first.</p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {off && <Alert tone="info">The local outbox is off: this server sends its e-mail over SMTP.</Alert>}
          {outbox.error && !off && <Alert>{outbox.error.message}</Alert>}
          {outbox.isSuccess && messages.length === 0 && <p className="text-sm text-muted-foreground">No e-mails yet.</p>}
          {messages.length > 0 && (
            <ol className="flex flex-col gap-4">
              {messages.map((message) => (
                <li key={`${message.createdAt} ${message.to} ${message.subject}`} className="rounded-md border border-border p-4">
                  <article aria-label={message.subject} className="flex flex-col gap-2">
                    <h2 className="font-medium">{message.subject}</h2>
                    <p className="text-sm text-muted-foreground">
                      To {message.to}, <time dateTime={message.createdAt}>{new Date(message.createdAt).toLocaleString()}</time>
                    </p>
                    <TextWithLinks text={message.text} />
                  </article>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </AuthFrame>
  );
}
