import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

export type ErrorBody = {
  error: { code: string; message: string; issues?: { path: string; message: string }[]; requestId?: string };
};

/** An expected failure with a status and a message the user may read. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export const notFound = (message = "Não encontrado.") => new AppError(404, "not_found", message);

export function validationError(error: z.ZodError): AppError {
  return new AppError(
    422,
    "validation_failed",
    "Dados inválidos.",
    error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
  );
}

export function errorResponse(c: Context, error: AppError) {
  const body: ErrorBody = { error: { code: error.code, message: error.message } };
  if (error.issues) body.error.issues = error.issues;
  return c.json(body, error.status);
}
