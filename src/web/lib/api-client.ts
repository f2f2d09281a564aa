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
  if (!response.ok) throw apiErrorOf(response.status, body);
  return body as Result;
}

type AccessRefusedListener = (refusal: ApiError) => void;
const accessRefusedListeners = new Set<AccessRefusedListener>();

/**
 * Hears every 402 the server answers (a paid action by a user without access), whichever call met it,
 * so the access gate can say why and take over. Answers the function that stops listening.
 */
export function onAccessRefused(listener: AccessRefusedListener): () => void {
  accessRefusedListeners.add(listener);
  return () => accessRefusedListeners.delete(listener);
}

/** The error of a failed answer, with the server's message or the fallback; a 402 is also told to the listeners. */
export function apiErrorOf(status: number, body: unknown, fallbackMessage = `HTTP error! status: ${status}`): ApiError {
  const record = (body ?? {}) as { error?: unknown; details?: unknown };
  const message = typeof record.error === "string" && record.error ? record.error : fallbackMessage;
  const error = new ApiError(status, message, record.details);
  if (status === 402) for (const listener of accessRefusedListeners) listener(error);
  return error;
}

/** A file the server answers for a JSON request (exports), with the name its Content-Disposition gives. */
async function postForFile(path: string, body: unknown): Promise<{ blob: Blob; fileName: string | null }> {
  let response: Response;
  try {
    response = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, credentials: "same-origin", body: JSON.stringify(body) });
  } catch {
    throw new ApiError(0, "Network error: the server could not be reached. Please check your connection.");
  }
  if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => null));
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get("content-disposition")) };
}

/** The RFC 6266 `filename*` (UTF-8, percent-encoded), else the plain `filename`. */
function fileNameOf(disposition: string | null): string | null {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="([^"]*)"/i)?.[1] ?? null;
}

export const api = {
  get: <Result>(path: string, options?: RequestOptions) => request<Result>("GET", path, options),
  post: <Result>(path: string, body?: unknown, options?: RequestOptions) => request<Result>("POST", path, { ...options, body }),
  put: <Result>(path: string, body?: unknown, options?: RequestOptions) => request<Result>("PUT", path, { ...options, body }),
  patch: <Result>(path: string, body?: unknown, options?: RequestOptions) => request<Result>("PATCH", path, { ...options, body }),
  delete: <Result>(path: string, options?: RequestOptions) => request<Result>("DELETE", path, options),
  postForFile,
};
