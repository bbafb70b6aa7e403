/** Every refusal or failure of a backup or a restore; the message says what happened and what to do. */
export class BackupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "BackupError";
  }
}

/** Never an empty message, whatever was thrown. */
export function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name || "unknown error";
  if (error === undefined || error === null || error === "") return "unknown error (nothing was reported)";
  return String(error);
}
