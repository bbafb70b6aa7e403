/**
 * The one way the client talks to our JSON API under /api. Failures become an
 * ApiError carrying the server's error shape `{ error: { code, message, issues? } }`.
 */

export type ApiIssue = {
  /** Dotted path of the field, as the server sends it ("members.2.musicianId"). */
  path: string;
  message: string;
  code?: string;
};

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: ApiIssue[] | undefined;

  constructor(options: { status: number; code: string; message: string; issues?: ApiIssue[] }) {
    super(options.message);
    this.name = "ApiError";
    this.status = options.status;
    this.code = options.code;
    this.issues = options.issues;
  }

  /** 4xx: the request itself is wrong; repeating it cannot help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** Status used when the request never got an HTTP answer (offline, DNS, aborted connection). */
export const NETWORK_ERROR_STATUS = 0;

/** The code of an answer that arrived but is not JSON (a proxy's page, a body cut short). */
export const UNREADABLE_ANSWER = "UNREADABLE_ANSWER";

type ErrorBody = { error?: { code?: unknown; message?: unknown; issues?: unknown } };

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = "GET", body, signal, headers = {} } = options;
  const init: RequestInit = {
    method,
    credentials: "same-origin",
    headers: { Accept: "application/json", ...headers },
    signal,
  };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)["Content-Type"] = "application/json";
  }

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError({
      status: NETWORK_ERROR_STATUS,
      code: "NETWORK_ERROR",
      message: "Não foi possível conectar ao servidor.",
    });
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;

  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch (cause) {
    throw new ApiError({ status: response.status, code: UNREADABLE_ANSWER, message: cause instanceof Error ? cause.message : String(cause) });
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: ErrorBody | undefined;
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    body = undefined;
  }
  const error = body?.error;
  return new ApiError({
    status: response.status,
    code: typeof error?.code === "string" ? error.code : `HTTP_${response.status}`,
    message:
      typeof error?.message === "string" ? error.message : response.statusText || "Erro inesperado.",
    issues: Array.isArray(error?.issues) ? (error.issues as ApiIssue[]) : undefined,
  });
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "DELETE" }),
};
