import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";

/**
 * The hash of a musician's personal link ('Minhas escalas', issue 41), kept when a mail carries the
 * link; the link itself is derived from `escala_salt` (plans/my-escalas.ts) and never stored.
 */
export async function keepEscalaLinkHash(tx: Executor, churchId: string, musicianId: string, tokenHash: string): Promise<void> {
  await tx.execute(sql`update musicians set escala_token_hash = ${tokenHash}
                       where id = ${musicianId} and church_id = ${churchId} and escala_token_hash is distinct from ${tokenHash}`);
}
