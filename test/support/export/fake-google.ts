import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { GoogleConfig } from "../../../src/server/export/google-config.ts";

export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  body: unknown;
}

export interface FakeGoogle {
  /** The export's settings pointed at this server. */
  config: GoogleConfig;
  calls: RecordedCall[];
  /** What the token-info endpoint says about a token; unknown tokens answer 400 as Google does. */
  tokens: Map<string, { aud: string; scope: string }>;
  /** Answers the next Sheets call (not token info) with this status instead of success. */
  failNextSheetsCall(status: number): void;
  close(): Promise<void>;
}

export const fakeClientId = "client-123.apps.googleusercontent.com";
export const fakeApiKey = "api-key-456";

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? JSON.parse(text) : null;
}

/**
 * A stand-in for Google's token-info endpoint and the Sheets API's three calls (create, values update,
 * batch update) on 127.0.0.1, answering as Google does and recording every request.
 */
export async function startFakeGoogle(): Promise<FakeGoogle> {
  const calls: RecordedCall[] = [];
  const tokens = new Map<string, { aud: string; scope: string }>();
  let failure: number | null = null;
  let created = 0;
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      const body = await readBody(request);
      calls.push({ method: request.method ?? "", path: url.pathname, query: Object.fromEntries(url.searchParams), authorization: request.headers.authorization, body });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(payload));
      };
      if (url.pathname === "/tokeninfo") {
        const token = tokens.get(url.searchParams.get("access_token") ?? "");
        return token ? send(200, { ...token, azp: token.aud, expires_in: "3599" }) : send(400, { error: "invalid_token" });
      }
      if (failure !== null) {
        const status = failure;
        failure = null;
        return send(status, { error: { code: status, message: "failed" } });
      }
      if (request.method === "POST" && url.pathname === "/v4/spreadsheets") {
        created += 1;
        const id = `sheet-${created}`;
        return send(200, { spreadsheetId: id, spreadsheetUrl: `https://docs.google.com/spreadsheets/d/${id}/edit`, sheets: [{ properties: { sheetId: 7 } }] });
      }
      if (request.method === "PUT" && url.pathname.includes("/values/")) return send(200, { updatedCells: 1 });
      if (request.method === "POST" && url.pathname.endsWith(":batchUpdate")) return send(200, { replies: [] });
      return send(404, { error: { code: 404, message: "not found" } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    config: { clientId: fakeClientId, apiKey: fakeApiKey, sheetsApiUrl: base, tokenInfoUrl: `${base}/tokeninfo` },
    calls,
    tokens,
    failNextSheetsCall: (status) => {
      failure = status;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
