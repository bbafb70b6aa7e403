import { createWriteStream } from "node:fs";
import { mkdtemp, open, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import yazl from "yazl";
import {
  CHURCH_EXPORT_FORMAT,
  CHURCH_EXPORT_KINDS,
  CHURCH_EXPORT_VERSION,
  churchExportFiles,
  type ChurchExportCounts,
  type ChurchExportManifest,
} from "@shared/schemas/church-export";
import type { Database } from "../db";
import { churchRowSql, countsSql, imageBytesSql, imageFilesSql, kindSql } from "./export-queries";
import { churchExportReadme } from "./readme";

/** Rows fetched from a cursor per round trip. */
const FETCH_SIZE = 2000;

export class ChurchNotFoundError extends Error {}

/** An export built whole and committed, ready to be sent at whatever speed the client reads. */
export type BuiltChurchExport = {
  manifest: ChurchExportManifest;
  /** The zip's size in bytes (the answer's Content-Length). */
  size: number;
  /** The zip's bytes; the file is gone from the disk already and its last handle closes with this stream. */
  stream: Readable;
};

/**
 * Builds the church's export into a temporary file and only then hands it out (docs/decisions/487):
 * the transaction is over (committed, its pool connection back) before the first byte goes to the
 * client, so a phone that downloads at 100 KB/s holds a file handle, never a connection idle in a
 * transaction. The file is unlinked as soon as it is open for reading, so nothing is left on the
 * disk whatever happens next (the download finishes, is cut, or the process dies).
 */
export async function buildChurchExport(db: Database, churchId: string, now: Date = new Date()): Promise<BuiltChurchExport> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "louvor-export-"));
  try {
    const file = path.join(dir, "export.zip");
    const manifest = await exportChurch(db, churchId, createWriteStream(file, { mode: 0o600 }), now);
    const handle = await open(file, "r");
    try {
      const { size } = await handle.stat();
      return { manifest, size, stream: handle.createReadStream() };
    } catch (error) {
      await handle.close();
      throw error;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Writes the church's export (a zip, docs/decisions/395) to `output`. Everything is read in one
 * REPEATABLE READ, READ ONLY transaction, so the file is one consistent moment of the church
 * even while its administrator keeps writing; each kind is read through a server-side cursor and
 * written as it comes, so memory stays flat whatever the church's size (one image at a time).
 * Resolves with the manifest when the last byte is written; rejects (and rolls back) when the
 * output fails or is closed early. The transaction lasts as long as `output` takes the bytes: give
 * it a file (buildChurchExport), never a client's connection.
 */
export async function exportChurch(db: Database, churchId: string, output: Writable, now: Date = new Date()): Promise<ChurchExportManifest> {
  const client = await db.$client.connect();
  const open = new Set<Readable>();
  let closed = false;
  let broken: Error | undefined;
  try {
    await client.query("begin transaction isolation level repeatable read read only");
    const [church] = (await client.query<{ json: string; slug: string; name: string }>(churchRowSql, [churchId])).rows;
    if (!church) throw new ChurchNotFoundError(`church ${churchId} not found`);
    const [counts] = (await client.query<ChurchExportCounts>(countsSql, [churchId])).rows;
    const images = (await client.query<{ sha256: string; file: string }>(imageFilesSql, [churchId])).rows;
    const manifest: ChurchExportManifest = {
      format: CHURCH_EXPORT_FORMAT,
      version: CHURCH_EXPORT_VERSION,
      exportedAt: now.toISOString(),
      church: { slug: church.slug, name: church.name },
      counts: counts!,
    };

    const zip = new yazl.ZipFile();
    const mtime = now;
    /** A lazily opened entry: its stream starts only when the zip reaches it (entries are written in order). */
    const addStream = (name: string, makeStream: () => Readable, compress = true) =>
      zip.addReadStreamLazy(name, { mtime, compress }, (callback) => {
        const stream = makeStream();
        open.add(stream);
        stream.once("close", () => open.delete(stream));
        // yazl pipes the entry without watching it for errors: a failed read fails the whole file.
        stream.once("error", (error) => (zip.outputStream as Readable).destroy(error));
        callback(null, stream);
      });

    zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), churchExportFiles.manifest, { mtime });
    zip.addBuffer(Buffer.from(churchExportReadme(manifest)), churchExportFiles.readme, { mtime });
    zip.addBuffer(Buffer.from(`${church.json}\n`), churchExportFiles.church, { mtime });
    CHURCH_EXPORT_KINDS.forEach((kind, index) => {
      addStream(churchExportFiles[kind], () => Readable.from(jsonArray(client, kindSql[kind], churchId, `louvor_export_${index}`, () => closed)));
    });
    for (const image of images) {
      // Images are compressed already (decision 275): stored as they are.
      addStream(image.file, () => Readable.from(imageBytes(client, churchId, image.sha256)), false);
    }
    zip.end();

    await pipeline(zip.outputStream, output);
    await client.query("commit");
    return manifest;
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    closed = true;
    for (const stream of open) stream.destroy();
    // A query may still be on its way when the output failed: pg runs the rollback after it.
    if (broken) await client.query("rollback").catch(() => undefined);
    client.release(broken instanceof ChurchNotFoundError ? undefined : broken);
  }
}

/** One kind's rows as a JSON array, one row per line, read through a cursor. */
async function* jsonArray(client: pg.PoolClient, query: string, churchId: string, cursor: string, closed: () => boolean): AsyncGenerator<string> {
  await client.query(`declare ${cursor} no scroll cursor for ${query}`, [churchId]);
  yield "[";
  let first = true;
  for (;;) {
    if (closed()) return;
    const { rows } = await client.query<{ json: string }>(`fetch ${FETCH_SIZE} from ${cursor}`);
    if (rows.length > 0) {
      let chunk = "";
      for (const row of rows) {
        chunk += `${first ? "\n" : ",\n"}${row.json}`;
        first = false;
      }
      yield chunk;
    }
    if (rows.length < FETCH_SIZE) break;
  }
  await client.query(`close ${cursor}`);
  yield "\n]\n";
}

async function* imageBytes(client: pg.PoolClient, churchId: string, sha256: string): AsyncGenerator<Buffer> {
  const [row] = (await client.query<{ bytes: Buffer }>(imageBytesSql, [churchId, sha256])).rows;
  if (!row) throw new Error(`image ${sha256} vanished during the export`);
  yield row.bytes;
}
