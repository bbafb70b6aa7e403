import pino, { type Logger } from "pino";

export type { Logger };

export function createLogger(options: { level: string; pretty?: boolean }): Logger {
  return pino({
    level: options.level,
    base: { service: "louvor" },
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "password", "*.password", "token", "*.token"],
      remove: true,
    },
    transport: options.pretty ? { target: "pino-pretty", options: { ignore: "pid,hostname,service" } } : undefined,
  });
}
