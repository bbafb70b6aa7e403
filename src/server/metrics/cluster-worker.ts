import type { Registry } from "prom-client";
import type { Logger } from "../logger";
import {
  COLLECT,
  COLLECTED,
  EXPOSITION,
  isMessage,
  READY,
  SCRAPE,
  type CollectMessage,
  type CollectedMessage,
  type ExpositionMessage,
} from "./cluster-messages";

/** Raised when the primary does not give the cluster's figures: the scrape answers 503. */
export class ClusterMetricsUnavailable extends Error {}

export type AskPrimaryOptions = {
  /** How long a worker waits for the primary's answer (the primary gives each worker 2 s to answer it). */
  timeoutMs?: number;
};

const PRIMARY_TIMEOUT_MS = 5_000;

/** A worker gives its registry to the primary whenever the primary collects, and says it is there. */
export function answerPrimaryCollections(registry: Registry, logger: Logger) {
  process.on("message", (message: unknown) => {
    if (!isMessage<CollectMessage>(message, COLLECT)) return;
    void registry
      .getMetricsAsJSON()
      .then(
        (metrics): CollectedMessage => ({ type: COLLECTED, id: message.id, metrics }),
        (error: unknown): CollectedMessage => {
          logger.warn({ err: error }, "metrics: this worker's figures could not be read");
          return { type: COLLECTED, id: message.id, error: String((error as Error)?.message ?? error) };
        },
      )
      .then((answer) => sendToPrimary(answer));
  });
  sendToPrimary({ type: READY });
}

/** A scrape in a worker: the primary's aggregate of every worker, or ClusterMetricsUnavailable. */
export function askPrimaryForMetrics({ timeoutMs = PRIMARY_TIMEOUT_MS }: AskPrimaryOptions = {}): () => Promise<string> {
  let nextId = 0;
  const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
  let listening = false;

  function listen() {
    if (listening) return;
    listening = true;
    process.on("message", (message: unknown) => {
      if (!isMessage<ExpositionMessage>(message, EXPOSITION)) return;
      const request = waiting.get(message.id);
      if (!request) return;
      if (message.text !== undefined) request.resolve(message.text);
      else request.reject(new ClusterMetricsUnavailable(message.error ?? "the primary gave no figures"));
    });
  }

  return () => {
    listen();
    const id = nextId++;
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => finish(() => reject(new ClusterMetricsUnavailable(`the primary did not answer within ${timeoutMs} ms`))), timeoutMs);
      function finish(settle: () => void) {
        clearTimeout(timer);
        waiting.delete(id);
        settle();
      }
      waiting.set(id, { resolve: (text) => finish(() => resolve(text)), reject: (error) => finish(() => reject(error)) });
      if (!sendToPrimary({ type: SCRAPE, id })) finish(() => reject(new ClusterMetricsUnavailable("no channel to the primary")));
    });
  };
}

/** False when there is no IPC channel (not a worker, or the primary is gone). */
function sendToPrimary(message: object): boolean {
  if (!process.send || !process.connected) return false;
  try {
    process.send(message, undefined, undefined, () => undefined);
    return true;
  } catch {
    return false;
  }
}
