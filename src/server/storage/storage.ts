import type { Database } from "../db";
import { findImage, findImageType, keepImage, releaseImage, type ImageContent } from "./queries";

/**
 * Where uploaded images live: the database (decision 275). A key is `<sha-256 of the bytes>.<ext>`,
 * made by the server from the content, never taken from the client.
 */
export type Storage = {
  /** Keeps an image for a church; returns its key. Each put is matched by one release. */
  put(churchId: string, image: ImageContent): Promise<string>;
  /** The image behind a key, or null. */
  get(key: string): Promise<ImageContent | null>;
  /** Whether a key names a stored image, without reading its bytes. */
  has(key: string): Promise<boolean>;
  /** Gives back one of the church's puts of a key; the bytes go with the last one. */
  release(churchId: string, key: string): Promise<void>;
  /** The public URL path the app serves the key at. */
  urlOf(key: string): string;
  /** The key behind a URL made by urlOf, or null for any other URL. */
  keyOf(url: string): string | null;
};

export const UPLOADS_URL_PREFIX = "/uploads/";

const EXTENSIONS: Record<string, string> = {
  "image/webp": "webp",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/avif": "avif",
};
const KEY_PATTERN = /^([0-9a-f]{64})\.(webp|png|jpg|gif|avif)$/;

/** The key of an image with this hash and content type. */
export function imageKey(sha256: string, contentType: string): string {
  const extension = EXTENSIONS[contentType];
  if (!extension) throw new Error(`not an image type: ${contentType}`);
  return `${sha256}.${extension}`;
}

/** The hash a key names, or null when the text is not a key. */
export function hashOfKey(key: string): string | null {
  return KEY_PATTERN.exec(key)?.[1] ?? null;
}

/** A key answers only with its own content type: one URL per image. */
const matches = (key: string, sha256: string, contentType: string) => key === `${sha256}.${EXTENSIONS[contentType]}`;

/** The images table behind the Storage interface. */
export function createDatabaseStorage(db: Database): Storage {
  return {
    async put(churchId, image) {
      return imageKey(await keepImage(db, churchId, image), image.contentType);
    },
    async get(key) {
      const sha256 = hashOfKey(key);
      const image = sha256 ? await findImage(db, sha256) : null;
      return image && sha256 && matches(key, sha256, image.contentType) ? image : null;
    },
    async has(key) {
      const sha256 = hashOfKey(key);
      const contentType = sha256 ? await findImageType(db, sha256) : null;
      return contentType !== null && sha256 !== null && matches(key, sha256, contentType);
    },
    async release(churchId, key) {
      const sha256 = hashOfKey(key);
      if (sha256) await releaseImage(db, churchId, sha256);
    },
    urlOf: (key) => `${UPLOADS_URL_PREFIX}${key}`,
    keyOf(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
      const key = url.slice(UPLOADS_URL_PREFIX.length);
      return hashOfKey(key) ? key : null;
    },
  };
}
