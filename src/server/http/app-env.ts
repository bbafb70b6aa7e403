import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import type { Storage } from "../storage/storage";

export type SessionUser = { id: string; email: string; name: string };

export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    /** Set by requireSession on /api/admin. */
    user: SessionUser;
    /** Set by requireChurch: the signed-in administrator's church, the scope of every admin query. */
    churchId: string;
  };
};

/** What a module's router is built from. */
export type ModuleDeps = { db: Database; config: Config; storage: Storage; logger: Logger };
