import { type AppProcess, spawnAppProcess } from "../server/app-process.ts";

export interface ServerProcess extends Pick<AppProcess, "url" | "exited" | "output" | "signal"> {
  /** A request as the web app sends it: same origin, JSON body, the session cookie. */
  request(path: string, init?: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> }): Promise<Response>;
  signUp(email: string): Promise<string>;
}

/** The real server (`src/server/main.ts`) with the fault tests' settings, once it answers on 127.0.0.1. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const app = await spawnAppProcess({
    LOG_LEVEL: "info",
    BETTER_AUTH_SECRET: "fault-test-secret-fault-test-secret-0123",
    AUTH_ATTEMPTS_PER_MINUTE: "1000",
    BILLING: "off",
    CRAWL_RENDER: "off",
    ...env,
  });
  try {
    await app.ready;
  } catch (error) {
    app.signal("SIGKILL");
    throw error;
  }

  const request: ServerProcess["request"] = (path, init = {}) => {
    const headers: Record<string, string> = { origin: app.url, ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    let body: string | undefined;
    if (init.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(init.body);
    }
    return fetch(`${app.url}${path}`, { method: init.method ?? (body ? "POST" : "GET"), headers, body });
  };

  return {
    url: app.url,
    exited: app.exited,
    output: app.output,
    signal: app.signal,
    request,
    async signUp(email) {
      const response = await request("/api/auth/sign-up/email", { body: { email, password: "correct-horse-battery", name: "Fault Test" } });
      if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
      return response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; ");
    },
  };
}
