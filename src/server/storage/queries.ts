import { and, eq, sql } from "drizzle-orm";
import { type Executor, images } from "../db";

export type ImageContent = { contentType: string; bytes: Uint8Array };

/**
 * Keeps an image for a church and returns its SHA-256 (hex). The same bytes kept twice by one
 * church are one row used twice: each keep is matched by one releaseImage.
 */
export async function keepImage(db: Executor, churchId: string, image: ImageContent, uses = 1): Promise<string> {
  const [row] = await db
    .insert(images)
    .values({ churchId, contentType: image.contentType, bytes: Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength), uses })
    .onConflictDoUpdate({ target: [images.sha256, images.churchId], set: { uses: sql`${images.uses} + ${uses}` } })
    .returning({ sha256: images.sha256 });
  if (!row) throw new Error("image insert returned nothing");
  return row.sha256;
}

/** The content of an image by its hash (any church's copy: the bytes are the same), or null. */
export async function findImage(db: Executor, sha256: string): Promise<ImageContent | null> {
  const [row] = await db
    .select({ contentType: images.contentType, bytes: images.bytes })
    .from(images)
    .where(eq(images.sha256, sha256))
    .limit(1);
  return row ?? null;
}

/** The content type of an image by its hash without reading its bytes (a revalidation), or null. */
export async function findImageType(db: Executor, sha256: string): Promise<string | null> {
  const [row] = await db.select({ contentType: images.contentType }).from(images).where(eq(images.sha256, sha256)).limit(1);
  return row?.contentType ?? null;
}

/**
 * Gives back one use of a church's image; the last one deletes the row. The row is locked first,
 * so a concurrent keep or release of the same image waits and then counts from the result.
 */
export async function releaseImage(db: Executor, churchId: string, sha256: string): Promise<void> {
  const mine = and(eq(images.sha256, sha256), eq(images.churchId, churchId));
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ uses: images.uses }).from(images).where(mine).for("update");
    if (!row) return;
    if (row.uses > 1) await tx.update(images).set({ uses: sql`${images.uses} - 1` }).where(mine);
    else await tx.delete(images).where(mine);
  });
}
