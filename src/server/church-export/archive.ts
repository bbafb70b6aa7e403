import zlib from "node:zlib";
import yauzl from "yauzl";
import { ChurchImportError } from "./import-errors";

/** The most a JSON file inside an export may hold once unpacked (a zip bomb is refused, not unpacked). */
export const MAX_JSON_BYTES = 64 * 1024 * 1024;

/**
 * What a whole export may unpack to, and how many files it may hold (issue 39; decision 495). A
 * real church's export is its JSON (a few MiB for thousands of services) and its images (each at
 * most 5 MiB, re-encoded): far below these. A zip bomb, small packed and huge unpacked, is refused
 * on the sizes its index declares before anything is unpacked, and an entry that unpacks to more
 * than it declared is stopped at its declared size: bytes are counted while they are inflated.
 */
export const MAX_ARCHIVE_BYTES = 1024 * 1024 * 1024;
export const MAX_ARCHIVE_ENTRIES = 20_000;

/** The declared and the unpacked sizes of an archive's entries, within its limits. */
export type ArchiveLimits = { maxBytes: number; maxEntries: number };

/** An export file opened for reading: its entries by name, each read whole and checked on demand. */
export type ExportArchive = {
  has(name: string): boolean;
  names(): string[];
  /** The entry's bytes, checked against the zip's CRC; a missing, oversized or damaged entry is a ChurchImportError. */
  read(name: string, maxBytes: number): Promise<Buffer>;
  /** The bytes unpacked so far, by every read (what the limits count). */
  bytesUnpacked(): number;
  close(): void;
};

const damaged = (detail: string) => ChurchImportError.damaged(detail);

/** Opens a zip from a path or from its bytes; anything that is not a readable zip is a ChurchImportError. */
export async function openExportArchive(
  file: string | Buffer,
  limits: ArchiveLimits = { maxBytes: MAX_ARCHIVE_BYTES, maxEntries: MAX_ARCHIVE_ENTRIES },
): Promise<ExportArchive> {
  const options = { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true } as const;
  let zip: yauzl.ZipFile;
  try {
    zip = typeof file === "string" ? await yauzl.openPromise(file, options) : await yauzl.fromBufferPromise(file, options);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "ENOENT") throw new ChurchImportError("file_not_found", `Arquivo não encontrado: ${String(file)}`);
    throw damaged(`não é um arquivo zip legível (${(error as Error).message})`);
  }
  const entries = new Map<string, yauzl.Entry>();
  try {
    if (zip.entryCount > limits.maxEntries) throw damaged(`tem ${zip.entryCount} arquivos, mais que os ${limits.maxEntries} de uma exportação`);
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      if (entries.has(entry.fileName)) throw damaged(`o arquivo ${entry.fileName} aparece duas vezes`);
      declared += entry.uncompressedSize;
      if (declared > limits.maxBytes) throw damaged(`descompactado teria mais que ${limits.maxBytes} bytes, mais que uma exportação`);
      entries.set(entry.fileName, entry);
    }
  } catch (error) {
    zip.close();
    if (error instanceof ChurchImportError) throw error;
    throw damaged(`o índice do zip está danificado (${(error as Error).message})`);
  }

  let unpacked = 0;
  return {
    bytesUnpacked: () => unpacked,
    has: (name) => entries.has(name),
    names: () => [...entries.keys()],
    async read(name, maxBytes) {
      const entry = entries.get(name);
      if (!entry) throw damaged(`falta o arquivo ${name}`);
      const limit = Math.min(maxBytes, entry.uncompressedSize, limits.maxBytes - unpacked);
      if (entry.uncompressedSize > maxBytes || entry.uncompressedSize > limits.maxBytes - unpacked) throw damaged(`o arquivo ${name} é grande demais`);
      try {
        const stream = await zip.openReadStreamPromise(entry);
        const chunks: Buffer[] = [];
        let length = 0;
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          length += chunk.length;
          unpacked += chunk.length;
          // More than the entry declared: stop inflating here, whatever the rest would unpack to.
          if (length > limit) {
            stream.destroy();
            throw damaged(`o arquivo ${name} descompacta para mais do que declara`);
          }
          chunks.push(chunk);
        }
        const bytes = Buffer.concat(chunks);
        if (zlib.crc32(bytes) !== entry.crc32) throw damaged(`o conteúdo de ${name} não confere (CRC)`);
        return bytes;
      } catch (error) {
        if (error instanceof ChurchImportError) throw error;
        throw damaged(`não foi possível ler ${name} (${(error as Error).message})`);
      }
    },
    close: () => zip.close(),
  };
}
