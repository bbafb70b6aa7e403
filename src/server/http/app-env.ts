import type { MemberRole } from "@shared/schemas/team";
import type { Config } from "../config";
import type { Database } from "../db";
import type { Logger } from "../logger";
import type { Storage } from "../storage";

/** A church as the public pages see it, with the version of its content (decision 240). */
export type PublicChurchScope = { id: string; slug: string; name: string; logoUrl: string | null; contentVersion: string };

export type SessionUser = { id: string; email: string; name: string };


/** The church a signed-in member belongs to, with its content and plans versions as read and the member's role there. */
export type AdminChurchScope = { id: string; contentVersion: string; plansVersion: string; role: MemberRole };

export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    /** Set by requireSession on /api/admin. */
    user: SessionUser;
    /** Set by requireSession when the session's statement read the administrator's church too (null: none). */
    sessionChurch: AdminChurchScope | null;
    /** Set by requireChurch: the signed-in administrator's church, the scope of every admin query. */
    churchId: string;
    /** Set by requireChurch: that church's content version as the request began (decision 240). */
    churchContentVersion: string;
    /** Set by requireChurch: that church's plans version as the request began (decision 520). */
    churchPlansVersion: string;
    /** Set by requireChurch (and requireMember): the signed-in member's role in that church (decision 451). */
    role: MemberRole;
    /** Set by requirePublicChurch on /api/public/churches/:churchKey: the church the URL names. */
    publicChurch: PublicChurchScope;
    /**
     * Set by a public handler whose answer the search index made (decision 536): it costs what a
     * kept answer costs, so the answer cache sends it without keeping it (decision 539). `asOf`:
     * when its data was read, if before the request (the index's view counts), which its ETag names.
     */
    indexAnswer: { asOf?: number } | undefined;
  };
};

/** What a module's router is built from. */
export type ModuleDeps = { db: Database; config: Config; storage: Storage; logger: Logger };
