import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One message as an SMTP server received it: the envelope, the headers and both parts, decoded. */
export interface ReceivedMail {
  envelopeTo: string[];
  headers: Map<string, string>;
  text: string;
  html: string;
}

export interface SmtpInbox {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the messages once `count` have arrived; fails after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** The first message, once it has arrived. */
  first(): Promise<ReceivedMail>;
  /** The first message whose subject starts with `subject`, once it has arrived (a sign-up also mails its confirmation link). */
  firstWith(subject: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (no TLS, no login), keeping what it receives for the test to read. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), ...parseMessage(Buffer.concat(chunks).toString("utf8")) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const waitFor = async (count: number, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (messages.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, received ${messages.length}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return messages;
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    async first() {
      await waitFor(1);
      const [mail] = messages;
      if (!mail) throw new Error("no e-mail received");
      return mail;
    },
    async firstWith(subject, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = messages.find((message) => (message.headers.get("subject") ?? "").startsWith(subject));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no e-mail with the subject '${subject}' among ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Just enough MIME for what nodemailer sends: headers, a multipart/alternative body, quoted-printable or base64 parts. */
function parseMessage(raw: string): Omit<ReceivedMail, "envelopeTo"> {
  const { headers, body } = splitHeaders(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get("content-type") ?? "")?.[1];
  if (!boundary) throw new Error("expected a multipart message");
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => splitHeaders(part.replace(/^\r\n/, "")));
  const partOf = (type: string) => {
    const part = parts.find((candidate) => candidate.headers.get("content-type")?.startsWith(type));
    return part ? decode(part.body, part.headers.get("content-transfer-encoding") ?? "7bit") : "";
  };
  return { headers, text: partOf("text/plain"), html: partOf("text/html") };
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf("\r\n\r\n");
  const headers = new Map<string, string>();
  for (const line of raw.slice(0, end).replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(end + 4) };
}

function decode(body: string, encoding: string): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding !== "quoted-printable") return body.replace(/\r\n$/, "");
  const bytes = body.replace(/=\r\n/g, "").replace(/\r\n$/, "");
  return Buffer.from(bytes.replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8");
}
