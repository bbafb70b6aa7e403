import type { Database } from "../db/client";

const MAX_CHURCHES = 500;
const MAX_ANSWERS_PER_CHURCH = 100;

type ChurchAnswers = { version: string; answers: Map<string, unknown> };

/**
 * The reports' answers, kept per church for its current content version (docs/decisions/240):
 * every administrator's write advances that version, so a kept answer is never stale. The key is
 * the parsed query, defaults included (the default period names today's date, so a new day is a
 * new key). Views do not advance the version, and no report counts views.
 */
export function createReportCache(db: Database) {
  const churches = new Map<string, ChurchAnswers>();

  async function currentVersion(churchId: string): Promise<string> {
    const result = await db.$client.query<{ version: string }>("select content_version::text as version from churches where id = $1", [churchId]);
    return result.rows[0]?.version ?? "0";
  }

  return {
    /** The kept answer for `query`, or `compute()`'s, kept for the church's current version. */
    async answer<T>(churchId: string, kind: string, query: unknown, compute: () => Promise<T>): Promise<T> {
      const version = await currentVersion(churchId);
      let entry = churches.get(churchId);
      if (!entry || entry.version !== version) {
        churches.delete(churchId);
        entry = { version, answers: new Map() };
        churches.set(churchId, entry);
        if (churches.size > MAX_CHURCHES) churches.delete(churches.keys().next().value as string);
      }
      const key = `${kind} ${JSON.stringify(query)}`;
      if (entry.answers.has(key)) return entry.answers.get(key) as T;
      const value = await compute();
      // Only while the version is still the one read before computing.
      if (churches.get(churchId) === entry) {
        entry.answers.set(key, value);
        if (entry.answers.size > MAX_ANSWERS_PER_CHURCH) entry.answers.delete(entry.answers.keys().next().value as string);
      }
      return value;
    },
  };
}
