/** Every failure of the supervisor; the message says what happened and what to do. */
export class EmbeddedPostgresError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "EmbeddedPostgresError";
  }
}

export function asEmbeddedPostgresError(error: unknown, context: string): EmbeddedPostgresError {
  if (error instanceof EmbeddedPostgresError) return error;
  return new EmbeddedPostgresError(`${context}: ${describe(error)}`, { cause: error });
}

/** Never an empty message or "undefined", whatever was thrown. */
export function describe(error: unknown): string {
  if (error instanceof Error) return error.message || error.name || "unknown error";
  if (error === undefined || error === null || error === "") return "unknown error (nothing was reported)";
  return String(error);
}

/** The `code` of a Node system error (ENOENT, EEXIST ...), if it has one. */
export function errorCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error ? String(error.code) : undefined;
}
