import { sql } from "drizzle-orm";
import type { Executor } from "../db";

/**
 * The hashes of musicians' personal links ('Minhas escalas', issue 41), kept when mails carry the
 * links, in one statement; a link itself is derived from `escala_salt` (plans/my-escalas-token.ts)
 * and never stored.
 */
export async function keepEscalaLinkHashes(tx: Executor, churchId: string, links: readonly { musicianId: string; tokenHash: string }[]): Promise<void> {
  if (links.length === 0) return;
  await tx.execute(sql`update musicians m set escala_token_hash = v."tokenHash"
                       from json_to_recordset(${JSON.stringify(links)}::json) as v("musicianId" uuid, "tokenHash" text)
                       where m.id = v."musicianId" and m.church_id = ${churchId} and m.escala_token_hash is distinct from v."tokenHash"`);
}
