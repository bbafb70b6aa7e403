import { ApiError, NETWORK_ERROR_STATUS, type ApiIssue } from "@/lib/api-client";

export type UploadOptions = {
  /** Called with the fraction (0..1) of the request body sent so far. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Name of the multipart field; the server reads `file`. */
  field?: string;
  method?: "POST" | "PUT";
};

type ErrorBody = { error?: { code?: unknown; message?: unknown; issues?: unknown } };

/**
 * Sends one file as multipart/form-data and resolves with the JSON answer. It uses
 * XMLHttpRequest because fetch cannot report upload progress. Failures throw the same ApiError
 * as lib/api-client.ts; an abort through `signal` rejects with a DOMException "AbortError".
 */
export function uploadFile<T>(url: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  const { onProgress, signal, field = "file", method = "POST" } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException("Upload aborted", "AbortError"));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener("abort", onAbort);

    xhr.open(method, url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener("load", () => {
      done();
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as T);
      } else {
        reject(toApiError(xhr.status, xhr.statusText, body as ErrorBody | undefined));
      }
    });
    xhr.addEventListener("error", () => {
      done();
      reject(
        new ApiError({ status: NETWORK_ERROR_STATUS, code: "NETWORK_ERROR", message: "Não foi possível conectar ao servidor." }),
      );
    });
    xhr.addEventListener("abort", () => {
      done();
      reject(new DOMException("Upload aborted", "AbortError"));
    });
    signal?.addEventListener("abort", onAbort);

    const form = new FormData();
    form.append(field, file);
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(status: number, statusText: string, body: ErrorBody | undefined): ApiError {
  const error = body?.error;
  return new ApiError({
    status,
    code: typeof error?.code === "string" ? error.code : `HTTP_${status}`,
    message: typeof error?.message === "string" ? error.message : statusText || "Erro inesperado.",
    issues: Array.isArray(error?.issues) ? (error.issues as ApiIssue[]) : undefined,
  });
}
