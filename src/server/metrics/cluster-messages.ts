/**
 * The IPC between node:cluster workers and the primary for a scrape (decision 474):
 *
 *   worker  → primary  ready        this worker has metrics: collect from it from now on
 *   worker  → primary  scrape {id}  a scrape reached me: the cluster's text, please
 *   primary → workers  collect {id} your registry as JSON (getMetricsAsJSON)
 *   workers → primary  collected {id, metrics | error}
 *   primary → worker   exposition {id, text | error}
 */
export const READY = "louvor:metrics:ready";
export const SCRAPE = "louvor:metrics:scrape";
export const COLLECT = "louvor:metrics:collect";
export const COLLECTED = "louvor:metrics:collected";
export const EXPOSITION = "louvor:metrics:exposition";

export type ScrapeMessage = { type: typeof SCRAPE; id: number };
export type CollectMessage = { type: typeof COLLECT; id: number };
export type CollectedMessage = { type: typeof COLLECTED; id: number; metrics?: object[]; error?: string };
export type ExpositionMessage = { type: typeof EXPOSITION; id: number; text?: string; error?: string };

export function isMessage<T extends { type: string }>(message: unknown, type: T["type"]): message is T {
  return typeof message === "object" && message !== null && (message as { type?: unknown }).type === type;
}
