import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { isDatabaseUnavailable, postgresErrorCode, QUERY_CANCELED } from "../db";
import type { Logger } from "../logger";
import type { AppEnv } from "./app-env";
import { AppError, errorResponse } from "./errors";

/**
 * Every failure as the one error shape: an AppError as it is; a timeout or an absent database as
 * a 503 worth retrying; anything else a logged 500 with the request id and a generic message.
 */
export function handleErrors(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof AppError) return errorResponse(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, new AppError(error.status, "bad_request", error.message || "Requisição inválida."));
    }
    const log = c.get("logger") ?? logger;
    if (postgresErrorCode(error) === QUERY_CANCELED) {
      // A statement ran past DB_STATEMENT_TIMEOUT_MS and was cut: the connection is free again.
      log.warn({ err: error }, "statement timeout");
      return errorResponse(c, new AppError(503, "timeout", "A operação demorou demais. Tente novamente em instantes."));
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting or out of connections: nothing was written; try again soon.
      log.warn({ err: error }, "database unavailable");
      c.header("Retry-After", "5");
      return errorResponse(c, new AppError(503, "database_unavailable", "Banco de dados indisponível. Tente novamente em instantes."));
    }
    log.error({ err: error }, "unhandled error");
    return c.json(
      { error: { code: "internal_error", message: "Erro interno do servidor.", requestId: c.get("requestId") } },
      500,
    );
  };
}
