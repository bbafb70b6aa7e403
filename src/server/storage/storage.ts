import { randomUUID } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Where uploaded files live. Keys are made by the server, never taken from the client. */
export type Storage = {
  /** Stores bytes under a new key with the given folder and extension; returns the key. */
  put(folder: string, extension: string, bytes: Uint8Array): Promise<string>;
  /** The bytes of a key, or null when there is no such file. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
  /** The public URL path the app serves the key at. */
  urlOf(key: string): string;
  /** The key behind a URL made by urlOf, or null for any other URL. */
  keyOf(url: string): string | null;
};

const KEY_PATTERN = /^[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;
export const UPLOADS_URL_PREFIX = "/uploads/";
const NOT_A_FILE = new Set(["ENOENT", "ENAMETOOLONG", "ENOTDIR", "EISDIR"]);

/** The uploads store on the local disk (UPLOADS_DIR, by default DATA_DIR/uploads). */
export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) return null;
    return path.join(root, key);
  };
  return {
    async put(folder, extension, bytes) {
      const key = `${folder}/${randomUUID()}.${extension}`;
      const file = fileOf(key);
      if (!file) throw new Error(`invalid storage key ${key}`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: "wx" });
      return key;
    },
    async get(key) {
      const file = fileOf(key);
      if (!file) return null;
      try {
        return await readFile(file);
      } catch (error) {
        // No such file, or a name that cannot be one (too long, a folder): nothing to serve.
        if (NOT_A_FILE.has((error as NodeJS.ErrnoException).code ?? "")) return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      if (file) await rm(file, { force: true });
    },
    urlOf: (key) => `${UPLOADS_URL_PREFIX}${key}`,
    keyOf(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
      const key = url.slice(UPLOADS_URL_PREFIX.length);
      return KEY_PATTERN.test(key) ? key : null;
    },
  };
}
