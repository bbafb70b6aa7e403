import { describe, expect, it } from "vitest";
import yazl from "yazl";
import { openExportArchive } from "./archive";
import { ChurchImportError } from "./import-errors";

/**
 * Hostile zips, built here (issue 39): small packed, huge unpacked. The archive refuses them on the
 * sizes its index declares, or stops inflating an entry that unpacks to more than it declares;
 * `bytesUnpacked` shows how far it read.
 */

const MiB = 1024 * 1024;

function zipOf(entries: Record<string, Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of Object.entries(entries)) zip.addBuffer(bytes, name, { compress: true });
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on("data", (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on("error", reject);
  });
}

/** The zip with every entry's declared (unpacked) size replaced, in its local header and in the central directory. */
function declaringSize(zip: Buffer, size: number): Buffer {
  const lying = Buffer.from(zip);
  for (let offset = 0; offset + 4 <= lying.length; offset++) {
    const signature = lying.readUInt32LE(offset);
    if (signature === 0x04034b50 && lying.readUInt32LE(offset + 22) !== 0) lying.writeUInt32LE(size, offset + 22);
    if (signature === 0x02014b50) lying.writeUInt32LE(size, offset + 24);
  }
  return lying;
}

async function refusal(promise: Promise<unknown>): Promise<ChurchImportError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ChurchImportError);
  return error as ChurchImportError;
}

describe("openExportArchive against zip bombs", () => {
  it("refuses an archive whose entries declare more than the limit in all, before unpacking anything", async () => {
    const bomb = await zipOf({ "a.json": Buffer.alloc(6 * MiB), "b.json": Buffer.alloc(6 * MiB) });
    expect(bomb.length).toBeLessThan(100_000);
    const error = await refusal(openExportArchive(bomb, { maxBytes: 10 * MiB, maxEntries: 100 }));
    expect(error.message).toMatch(/mais que/);
  });

  it("refuses an archive with more entries than an export has", async () => {
    const entries = Object.fromEntries(Array.from({ length: 6 }, (_, index) => [`imagens/${index}.png`, Buffer.from("x")]));
    await refusal(openExportArchive(await zipOf(entries), { maxBytes: 10 * MiB, maxEntries: 5 }));
  });

  it("stops inflating an entry that unpacks to more than it declares, near the declared size", async () => {
    const lying = declaringSize(await zipOf({ "musicos.json": Buffer.alloc(64 * MiB) }), 1000);
    const archive = await openExportArchive(lying, { maxBytes: 100 * MiB, maxEntries: 100 });
    try {
      await refusal(archive.read("musicos.json", 100 * MiB));
      // At most a chunk of inflated output past the declared 1000 bytes, not the 64 MiB the entry holds.
      expect(archive.bytesUnpacked()).toBeLessThan(MiB);
    } finally {
      archive.close();
    }
  });

  it("counts every read against the archive's limit", async () => {
    const archive = await openExportArchive(await zipOf({ "a.json": Buffer.alloc(4 * MiB), "b.json": Buffer.alloc(4 * MiB) }), { maxBytes: 8 * MiB, maxEntries: 100 });
    try {
      expect((await archive.read("a.json", 8 * MiB)).length).toBe(4 * MiB);
      expect((await archive.read("b.json", 8 * MiB)).length).toBe(4 * MiB);
      expect(archive.bytesUnpacked()).toBe(8 * MiB);
    } finally {
      archive.close();
    }
  });
});
