import cluster, { type Worker } from "node:cluster";
import { AggregatorRegistry, collectDefaultMetrics, Registry } from "prom-client";
import {
  COLLECT,
  COLLECTED,
  EXPOSITION,
  isMessage,
  READY,
  SCRAPE,
  type CollectedMessage,
  type ExpositionMessage,
  type ScrapeMessage,
} from "./cluster-messages";
import { workerRestartsCounter } from "./collected-gauges";
import { withCanonicalNaN } from "./exposition-text";

export type PrimaryMetricsOptions = {
  /** How long the primary waits for each worker's figures before the scrape fails (503). */
  collectTimeoutMs?: number;
  /** The primary's own CPU and memory (it holds the embedded PostgreSQL's supervisor); on by default. */
  processMetrics?: boolean;
};

export type PrimaryMetrics = {
  /** Call when a worker died and was replaced: `louvor_worker_restarts_total`. */
  countWorkerRestart(): void;
  /** The cluster's text, as a scrape through any worker gets it. */
  exposition(): Promise<string>;
  /** Stops answering the workers (tests). */
  close(): void;
};

const COLLECT_TIMEOUT_MS = 2_000;

/**
 * In the node:cluster primary, before forking: answers a worker's scrape with the figures of
 * every worker that said it has metrics, and the primary's own (its restarts counter, its
 * process), aggregated by each metric's rule (prom-client's AggregatorRegistry).
 */
export function setupPrimaryMetrics({ collectTimeoutMs = COLLECT_TIMEOUT_MS, processMetrics = true }: PrimaryMetricsOptions = {}): PrimaryMetrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry, prefix: "louvor_" });
  const restarts = workerRestartsCounter(registry);
  const ready = new Set<Worker>();
  const collections = new Map<number, { add: (message: CollectedMessage) => void }>();
  let nextId = 0;

  /** Every ready worker's registry as JSON, or a rejection naming what failed. */
  function collect(): Promise<object[][]> {
    const workers = [...ready].filter((worker) => worker.isConnected());
    if (workers.length === 0) return Promise.resolve([]);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const answers: object[][] = [];
      const timer = setTimeout(() => finish(new Error(`${workers.length - answers.length} worker(s) did not answer within ${collectTimeoutMs} ms`)), collectTimeoutMs);
      function finish(error?: Error) {
        clearTimeout(timer);
        collections.delete(id);
        if (error) reject(error);
        else resolve(answers);
      }
      collections.set(id, {
        add(message) {
          if (message.error !== undefined || !message.metrics) return finish(new Error(`a worker's figures failed: ${message.error}`));
          answers.push(message.metrics);
          if (answers.length === workers.length) finish();
        },
      });
      for (const worker of workers) worker.send({ type: COLLECT, id });
    });
  }

  async function exposition(): Promise<string> {
    const [own, workers] = await Promise.all([registry.getMetricsAsJSON(), collect()]);
    return withCanonicalNaN(await AggregatorRegistry.aggregate([own, ...workers]).metrics());
  }

  function onMessage(worker: Worker, message: unknown) {
    if (isMessage<{ type: typeof READY }>(message, READY)) ready.add(worker);
    else if (isMessage<CollectedMessage>(message, COLLECTED)) collections.get(message.id)?.add(message);
    else if (isMessage<ScrapeMessage>(message, SCRAPE)) {
      const answer = (text: Pick<ExpositionMessage, "text" | "error">) => {
        if (worker.isConnected()) worker.send({ type: EXPOSITION, id: message.id, ...text });
      };
      exposition().then(
        (text) => answer({ text }),
        (error: unknown) => answer({ error: String((error as Error)?.message ?? error) }),
      );
    }
  }
  const forget = (worker: Worker) => ready.delete(worker);

  cluster.on("message", onMessage);
  cluster.on("exit", forget);
  return {
    countWorkerRestart: () => restarts.inc(),
    exposition,
    close() {
      cluster.off("message", onMessage);
      cluster.off("exit", forget);
      ready.clear();
    },
  };
}
