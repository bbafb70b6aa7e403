import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** Header the app sets for better-auth's rate limiter; any value a client sends is replaced. */
export const CLIENT_ADDRESS_HEADER = "x-louvor-client-address";

/**
 * The client's address: from the socket, or, only when TRUST_PROXY is set, the right-most
 * address of X-Forwarded-For: the one our own proxy appended. Entries left of it come from the
 * client and could be made up.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "unknown";
  }
}
