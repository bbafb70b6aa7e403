/**
 * Several worker processes on one port (WEB_CONCURRENCY): the primary that keeps the single jobs,
 * the workers' HTTP server, restarts and the stop signals.
 */
export { drainHttpServer, startHttpServer } from "./http-server";
export { startWorkers } from "./primary";
export { listenForStopSignals } from "./stop-signals";
export { runWorker, workerEnvironment } from "./worker";
export { onWorkerRestart } from "./worker-restarts";
