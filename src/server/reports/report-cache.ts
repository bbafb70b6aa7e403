import type { Context } from "hono";
import { type AppEnv, chooseEncoding, compressWhole, worthCompressing, type Encoding } from "../http";

const MAX_CHURCHES = 500;
const MAX_ANSWERS_PER_CHURCH = 100;
const JSON_TYPE = "application/json";

/** An answer as it is sent: its JSON text, and that text compressed once per encoding asked for. */
type KeptAnswer = { body: Uint8Array<ArrayBuffer>; encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>> };

type ChurchAnswers = { version: string; answers: Map<string, KeptAnswer> };

/**
 * The reports' answers, kept per church for its current content version (docs/decisions/240):
 * every administrator's write advances that version, so a kept answer is never stale. The key is
 * the parsed query, defaults included (the default period names today's date, so a new day is a
 * new key). Views do not advance the version, and no report counts views.
 *
 * An answer is kept as the bytes it is sent as, compressed at most once per encoding
 * (docs/decisions/306): a kept report then costs a request what a kept public answer does.
 */
export function createReportCache() {
  const churches = new Map<string, ChurchAnswers>();
  const encoder = new TextEncoder();

  function send(c: Context<AppEnv>, kept: KeptAnswer): Response {
    const encoding = worthCompressing(JSON_TYPE, kept.body.byteLength) ? chooseEncoding(c.req.header("accept-encoding")) : null;
    if (!encoding) return c.body(kept.body, 200, { "Content-Type": JSON_TYPE });
    const encoded = (kept.encoded[encoding] ??= compressWhole(kept.body, encoding));
    return c.body(encoded, 200, { "Content-Type": JSON_TYPE, "Content-Encoding": encoding });
  }

  return {
    /** The kept answer for `query`, or `compute()`'s (kept for the church's current version), as JSON. */
    async answer(c: Context<AppEnv>, kind: string, query: unknown, compute: () => Promise<unknown>): Promise<Response> {
      const churchId = c.get("churchId");
      // Read by requireChurch with the church itself: no statement of its own.
      const version = c.get("churchContentVersion");
      let entry = churches.get(churchId);
      if (!entry || entry.version !== version) {
        churches.delete(churchId);
        entry = { version, answers: new Map() };
        churches.set(churchId, entry);
        if (churches.size > MAX_CHURCHES) churches.delete(churches.keys().next().value as string);
      }
      const key = `${kind} ${JSON.stringify(query)}`;
      const kept = entry.answers.get(key);
      if (kept) return send(c, kept);
      const computed: KeptAnswer = { body: encoder.encode(JSON.stringify(await compute())), encoded: {} };
      // Only while the version is still the one read before computing.
      if (churches.get(churchId) === entry) {
        entry.answers.set(key, computed);
        if (entry.answers.size > MAX_ANSWERS_PER_CHURCH) entry.answers.delete(entry.answers.keys().next().value as string);
      }
      return send(c, computed);
    },
  };
}
