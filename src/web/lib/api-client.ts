/**
 * The one way the web app calls the server: same-origin JSON, the session cookie sent by the browser,
 * and every failure turned into an ApiError carrying the server's `{ error }` message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

async function request<Result>(method: Method, path: string, options: RequestOptions = {}): Promise<Result> {
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: "same-origin",
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "Network error: the server could not be reached. Please check your connection.");
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const record = (body ?? {}) as { error?: unknown; details?: unknown };
    const message = typeof record.error === "string" && record.error ? record.error : `HTTP error! status: ${response.status}`;
    throw new ApiError(response.status, message, record.details);
  }
  return body as Result;
}

export const api = {
  get: <Result>(path: string, options?: RequestOptions) => request<Result>("GET", path, options),
  post: <Result>(path: string, body?: unknown, options?: RequestOptions) => request<Result>("POST", path, { ...options, body }),
  put: <Result>(path: string, body?: unknown, options?: RequestOptions) => request<Result>("PUT", path, { ...options, body }),
  patch: <Result>(path: string, body?: unknown, options?: RequestOptions) => request<Result>("PATCH", path, { ...options, body }),
  delete: <Result>(path: string, options?: RequestOptions) => request<Result>("DELETE", path, options),
};
