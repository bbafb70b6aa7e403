import { sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { type Database, preparedRows, type ReadDatabase, type ReplicaCheck } from "../db";
import type { AppEnv } from "../http";
import { directoryVersion } from "./church-queries";

/** What a public answer is cached under: a church's id and content version, or the directory's version. */
export type ReadScope = { owner: string; version: string };

/** The owner of the directory's kept answers (the API's and the page's): no church's id. */
export const DIRECTORY_OWNER = "directory";

/**
 * Whether the replica holds at least the content the answer will be cached under (decision 477):
 * the church's version there has reached the primary's, or the directory's is the same.
 */
export function replicaHolds(scope: ReadScope): ReplicaCheck {
  return {
    key: `${scope.owner}@${scope.version}`,
    async holds(replica: Database): Promise<boolean> {
      if (scope.owner === DIRECTORY_OWNER) return (await directoryVersion(replica)) === scope.version;
      const [found] = await preparedRows<{ holds: boolean }>(
        replica,
        sql`select content_version >= ${scope.version}::bigint as holds from churches where id = ${scope.owner}::uuid`,
      );
      return found?.holds === true;
    },
  };
}

/**
 * For public routes below requirePublicChurch, after the answer cache (a kept answer reads
 * nothing): the rest of the request reads the replica when it has reached the church's version.
 */
export function readFromReplica(reads: ReadDatabase) {
  return createMiddleware<AppEnv>((c, next) => {
    const church = c.get("publicChurch");
    return reads.run(replicaHolds({ owner: church.id, version: church.contentVersion }), next);
  });
}
