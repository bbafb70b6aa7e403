/**
 * What a terminal or a service manager sends to stop the app (to the whole process group: the
 * embedded PostgreSQL runs in its own, so it is stopped by us, after the requests and the pool).
 */
export const STOP_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

export type StopSignals = {
  /** The first stop signal received so far, if any. */
  readonly received: string | undefined;
  /** From now on a stop signal runs `shutdown`; at once if one came already. */
  handleWith(shutdown: (signal: string) => Promise<void>): void;
};

/**
 * Listening from the first moment: a signal during start-up must not kill the process with
 * default behaviour and leave the PostgreSQL it is starting behind.
 */
export function listenForStopSignals(): StopSignals {
  let received: string | undefined;
  let shutdown: ((signal: string) => Promise<void>) | undefined;
  for (const signal of STOP_SIGNALS) {
    process.on(signal, () => {
      received ??= signal;
      if (shutdown !== undefined) void shutdown(signal);
    });
  }
  return {
    get received() {
      return received;
    },
    handleWith(handler) {
      shutdown = handler;
      if (received !== undefined) void handler(received);
    },
  };
}
