import { readdir, readFile, rename, stat } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { Database, Executor } from "../db";
import type { Logger } from "../logger";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from "@shared/images";
import { keepImage } from "./queries";
import { imageKey, UPLOADS_URL_PREFIX } from "./storage";

/** Keys of the folder store before decision 275: `<folder>/<uuid>.<ext>`, made by the server. */
const FOLDER_KEY_PATTERN = /^[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;
const ACCEPTED = new Set<string>(ACCEPTED_IMAGE_TYPES);
// Any constant works; the same in every process, and not the migrations' (db/migrate.ts).
const MOVE_LOCK_KEY = 7_245_310_275;

export type FolderMove = {
  folder: string;
  /** Distinct files moved into the database (each once per church that uses it). */
  moved: number;
  /** Old URLs a row points at whose file is missing or not an image: those rows keep them. */
  notMoved: string[];
  /** Files of the folder not moved (no row pointed at them, or not an image); they stay in `keptAt`. */
  filesLeft: number;
  /** Where the folder is now, with every file it had; null when renaming it failed (next start retries). */
  keptAt: string | null;
};

/** One church's rows that point at one old URL. */
type Reference = { churchId: string; url: string; uses: number };

/**
 * A one-time data migration, like the SQL ones: it reads and rewrites the image columns of
 * churches, bands and musicians directly.
 */
async function folderReferences(db: Executor): Promise<Reference[]> {
  const result = await db.execute<Reference>(sql`
    select church_id as "churchId", url, count(*)::int as uses
      from (
        select id as church_id, logo_url as url from churches
        union all select church_id, image_url from bands
        union all select church_id, avatar_url from musicians
      ) refs
     where url like ${`${UPLOADS_URL_PREFIX}%/%`}
     group by church_id, url
     order by url, church_id`);
  return result.rows.filter((row) => FOLDER_KEY_PATTERN.test(row.url.slice(UPLOADS_URL_PREFIX.length)));
}

async function rewriteReferences(db: Executor, { churchId, url }: Reference, newUrl: string): Promise<void> {
  await db.execute(sql`update churches set logo_url = ${newUrl} where id = ${churchId} and logo_url = ${url}`);
  await db.execute(sql`update bands set image_url = ${newUrl} where church_id = ${churchId} and image_url = ${url}`);
  await db.execute(sql`update musicians set avatar_url = ${newUrl} where church_id = ${churchId} and avatar_url = ${url}`);
}

/** The bytes and type of an old file, or null when it is missing or not an image we serve. */
async function readImageFile(file: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    // Only a missing file is skipped; anything else (a folder, no permission) stops the move.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const contentType = (await fileTypeFromBuffer(bytes))?.mime;
  if (!contentType || !ACCEPTED.has(contentType) || bytes.byteLength > MAX_IMAGE_BYTES) return null;
  return { contentType, bytes };
}

async function isFolder(folder: string): Promise<boolean> {
  try {
    return (await stat(folder)).isDirectory();
  } catch {
    return false;
  }
}

async function countFiles(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/**
 * Moves the images of an older version's uploads folder into the database, once: in one
 * transaction every file a row points at is stored for that row's church and the rows are
 * pointed at the new URL; only after the commit is the folder renamed (never deleted), so a
 * failure changes nothing and a second start finds no folder. Returns null when there is none.
 */
export async function moveUploadFolder(db: Database, folder: string, now = new Date()): Promise<FolderMove | null> {
  if (!(await isFolder(folder))) return null;
  const files = await countFiles(folder);
  const outcome = await db.transaction(async (tx) => {
    // Two processes starting together: the second waits, then finds every reference rewritten.
    await tx.execute(sql`select pg_advisory_xact_lock(${MOVE_LOCK_KEY})`);
    const moved = new Set<string>();
    const notMoved: string[] = [];
    for (const reference of await folderReferences(tx)) {
      const image = await readImageFile(path.join(folder, reference.url.slice(UPLOADS_URL_PREFIX.length)));
      if (!image) {
        notMoved.push(reference.url);
        continue;
      }
      const sha256 = await keepImage(tx, reference.churchId, image, reference.uses);
      await rewriteReferences(tx, reference, `${UPLOADS_URL_PREFIX}${imageKey(sha256, image.contentType)}`);
      moved.add(reference.url);
    }
    return { moved: moved.size, notMoved };
  });
  const keptAt = `${folder}.moved-to-database-${now.toISOString().replace(/[:.]/g, "-")}`;
  const result = { folder, ...outcome, filesLeft: files - outcome.moved };
  try {
    await rename(folder, keptAt);
  } catch {
    return { ...result, keptAt: null };
  }
  return { ...result, keptAt };
}

/** Start-up: moves each folder in, logging what happened; throws (having deleted nothing) on failure. */
export async function moveUploadFolders(db: Database, folders: string[], logger: Logger): Promise<void> {
  for (const folder of folders) {
    const move = await moveUploadFolder(db, folder);
    if (!move) continue;
    if (move.keptAt) logger.info(move, "uploaded images moved into the database; the old folder was renamed and can be deleted");
    else logger.warn(move, "uploaded images moved into the database, but the old folder could not be renamed");
    if (move.notMoved.length > 0) logger.warn({ urls: move.notMoved }, "images rows point at were missing or not images; those rows keep their old URL");
  }
}
