import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { loadConfig } from "../../../src/server/config.ts";
import type { AiConfig } from "../../../src/server/ai/ai-config.ts";

/** How the fake provider answers the next chat-completions call. */
export type Scenario =
  | { kind: "reply"; content: string }
  | { kind: "slow"; delayMs: number; content: string }
  | { kind: "status"; status: number; body?: string; retryAfterMs?: number }
  /** A 200 whose body is not what an OpenAI-compatible server sends. */
  | { kind: "garbage"; body: string }
  /** The first `afterChars` characters of the reply, then the connection dropped (`cut`) or left hanging (`stall`). */
  | { kind: "cut" | "stall"; afterChars: number; content: string };

export interface ReceivedCall {
  body: { model: string; stream?: boolean; messages: { role: string; content: string }[]; response_format?: unknown };
}

/**
 * A small OpenAI-compatible server on 127.0.0.1 for the tests: the real `@ai-sdk/openai` provider talks
 * to it over HTTP. Answers come from a queue of scenarios (the last one repeats), streamed or not, as the
 * client asks.
 */
export async function startOpenAiCompatibleServer() {
  const calls: ReceivedCall[] = [];
  let scenarios: Scenario[] = [{ kind: "reply", content: "{}" }];
  const timers = new Set<NodeJS.Timeout>();

  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({ id: "chatcmpl-test", object: "chat.completion.chunk", created: 0, model: "test-model", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

  const completion = (content: string) =>
    JSON.stringify({
      id: "chatcmpl-test",
      object: "chat.completion",
      created: 0,
      model: "test-model",
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });

  /** The reply, whole, or only its first `upTo` characters with the response left open. */
  const answer = (response: ServerResponse, stream: boolean, content: string, upTo?: number) => {
    if (!stream) {
      response.writeHead(200, { "content-type": "application/json" });
      const body = completion(content);
      if (upTo === undefined) response.end(body);
      else response.write(body.slice(0, upTo));
      return;
    }
    response.writeHead(200, { "content-type": "text/event-stream" });
    response.write(chunk({ role: "assistant", content: "" }, null));
    const end = Math.min(upTo ?? content.length, content.length);
    for (let at = 0; at < end; at += 12) response.write(chunk({ content: content.slice(at, Math.min(at + 12, end)) }, null));
    if (upTo !== undefined) return;
    response.write(chunk({}, "stop"));
    response.end("data: [DONE]\n\n");
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const parts: Buffer[] = [];
    for await (const part of request) parts.push(part as Buffer);
    const body = JSON.parse(Buffer.concat(parts).toString("utf8")) as ReceivedCall["body"];
    calls.push({ body });
    const scenario = scenarios.length > 1 ? (scenarios.shift() as Scenario) : (scenarios[0] as Scenario);
    if (scenario.kind === "status") {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (scenario.retryAfterMs !== undefined) headers["retry-after-ms"] = String(scenario.retryAfterMs);
      response.writeHead(scenario.status, headers);
      response.end(scenario.body ?? JSON.stringify({ error: { message: "upstream failure", type: "server_error" } }));
      return;
    }
    if (scenario.kind === "slow") {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!response.destroyed) answer(response, body.stream === true, scenario.content);
      }, scenario.delayMs);
      timers.add(timer);
      return;
    }
    if (scenario.kind === "garbage") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(scenario.body);
      return;
    }
    if (scenario.kind === "cut" || scenario.kind === "stall") {
      answer(response, body.stream === true, scenario.content, scenario.afterChars);
      // Flushed first, so the client has the beginning before the connection goes.
      if (scenario.kind === "cut") setImmediate(() => response.socket?.destroy());
      return;
    }
    answer(response, body.stream === true, scenario.content);
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    /** The answers of the next calls, in order; the last one keeps answering. */
    answer(...next: Scenario[]) {
      scenarios = next;
      calls.length = 0;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type OpenAiCompatibleServer = Awaited<ReturnType<typeof startOpenAiCompatibleServer>>;

/** The app's AI settings with this server as its OpenAI-compatible provider, for a test app's `ai`. */
export function aiConfigFor(server: Pick<OpenAiCompatibleServer, "baseUrl">, model = "test-model"): AiConfig {
  return loadConfig({ DATA_DIR: "/tmp/adsmith-unused", AI_PROVIDER: "openai", AI_BASE_URL: server.baseUrl, AI_MODEL: model }).ai;
}
