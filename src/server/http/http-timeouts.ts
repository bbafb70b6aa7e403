import type { ServerOptions } from "node:http";
import type { Config } from "../config";

/**
 * Options of the Node HTTP server that keep slow or idle clients from holding sockets: the whole
 * request head must arrive within `headersMs`, the whole request within `requestMs`, and an idle
 * keep-alive socket closes after `keepAliveMs` (docs/decisions/197). Node checks the first two
 * every `connectionsCheckingInterval`, so that follows the shorter limit.
 */
export function httpServerOptions(timeouts: Config["httpTimeouts"]): ServerOptions {
  return {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.floor(timeouts.headersMs / 2))),
  };
}
