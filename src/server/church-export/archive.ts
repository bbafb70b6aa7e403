import zlib from "node:zlib";
import yauzl from "yauzl";
import { ChurchImportError } from "./import-errors";

/** The most a JSON file inside an export may hold once unpacked (a zip bomb is refused, not unpacked). */
export const MAX_JSON_BYTES = 512 * 1024 * 1024;

/** An export file opened for reading: its entries by name, each read whole and checked on demand. */
export type ExportArchive = {
  has(name: string): boolean;
  names(): string[];
  /** The entry's bytes, checked against the zip's CRC; a missing, oversized or damaged entry is a ChurchImportError. */
  read(name: string, maxBytes: number): Promise<Buffer>;
  close(): void;
};

const damaged = (detail: string) => ChurchImportError.damaged(detail);

/** Opens a zip from a path or from its bytes; anything that is not a readable zip is a ChurchImportError. */
export async function openExportArchive(file: string | Buffer): Promise<ExportArchive> {
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
    for await (const entry of zip.eachEntry()) {
      if (entries.has(entry.fileName)) throw damaged(`o arquivo ${entry.fileName} aparece duas vezes`);
      entries.set(entry.fileName, entry);
    }
  } catch (error) {
    zip.close();
    if (error instanceof ChurchImportError) throw error;
    throw damaged(`o índice do zip está danificado (${(error as Error).message})`);
  }

  return {
    has: (name) => entries.has(name),
    names: () => [...entries.keys()],
    async read(name, maxBytes) {
      const entry = entries.get(name);
      if (!entry) throw damaged(`falta o arquivo ${name}`);
      if (entry.uncompressedSize > maxBytes) throw damaged(`o arquivo ${name} é grande demais`);
      try {
        const stream = await zip.openReadStreamPromise(entry);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
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
