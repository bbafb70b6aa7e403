/**
 * Heavy jobs (docs/decisions/488): church export, song list import, YouTube history import, and
 * what comes next of their kind (backups started from the API, the recording analysis). They run
 * a few at a time on a bounded share of the pool, the rest wait in a short queue, and anything
 * more is refused up front with 503 and Retry-After, so they never take every connection from
 * the public pages and the admin's ordinary saves.
 *
 *   gate.ts   the slots and the queue (no HTTP, no database): createHeavyJobGate
 *   slot.ts   one gate per pool, sized from the configuration (HEAVY_JOBS_CONCURRENCY, default
 *             a quarter of the pool, at least 1; HEAVY_JOBS_QUEUE, default twice that), and the
 *             route middleware heavyJobSlot that takes a slot or answers 503
 */
export { createHeavyJobGate, HeavyJobsBusyError, type HeavyJobGate, type HeavyJobGateOptions } from "./gate";
export { defaultHeavyJobSlots, heavyJobGate, heavyJobSlot, HEAVY_JOBS_BUSY_MESSAGE } from "./slot";
