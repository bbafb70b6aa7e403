import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

/** How long a long upload may go without a byte before it is dropped. */
export const UPLOAD_IDLE_MS = 60_000;

/**
 * A request whose body may take longer than HTTP_REQUEST_TIMEOUT_MS to arrive (a recording of a
 * whole service from a church's upload link): its connection leaves the server's whole-request
 * deadline, which Node checks for every connection still receiving a request, and gets an idle
 * deadline instead (no byte for UPLOAD_IDLE_MS closes it), so a slow client is still let go. The
 * connection closes after the answer, so a next request on it gets the usual deadlines again
 * (decision 526). Under `app.request()` in tests there is no connection and nothing changes.
 */
export function allowLongUpload(c: Context): void {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const socket = incoming?.socket as (IncomingMessage["socket"] & { parser?: { remove?: () => void } }) | undefined;
  if (!socket) return;
  // Node's parser is tracked in the server's list of connections; `remove` takes it out of that list.
  socket.parser?.remove?.();
  socket.setTimeout(UPLOAD_IDLE_MS, () => socket.destroy());
  c.header("Connection", "close");
}
