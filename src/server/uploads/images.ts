import type { Context } from "hono";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { type AppEnv, AppError } from "../http";
import type { Storage } from "../storage";
import {
  ACCEPTED_IMAGE_TYPES,
  IMAGE_TOO_LARGE_MESSAGE,
  INVALID_IMAGE_MESSAGE,
  MAX_IMAGE_BYTES,
} from "@shared/images";

export { IMAGE_TOO_LARGE_MESSAGE, INVALID_IMAGE_MESSAGE, MAX_IMAGE_BYTES };
export const IMAGE_TOO_MANY_PIXELS_MESSAGE = "A imagem tem resolução grande demais (máximo de 40 megapixels).";

export const IMAGE_TOO_LARGE_CODE = "image_too_large";
export const INVALID_IMAGE_CODE = "invalid_image";

/** Formats accepted, judged by the bytes (never the name or the declared type). SVG is not one: it can carry script. */
const ACCEPTED_MIME_TYPES = new Set<string>(ACCEPTED_IMAGE_TYPES);
/** Longest side kept; larger images are scaled down (never up). */
const MAX_OUTPUT_SIDE = 2048;
/** Refuse to decode more pixels than this (a small file can expand to a huge bitmap). */
const MAX_INPUT_PIXELS = 40_000_000;
const STORED_CONTENT_TYPE = "image/webp";

const tooLarge = () => new AppError(413, IMAGE_TOO_LARGE_CODE, IMAGE_TOO_LARGE_MESSAGE);
const invalid = (message = INVALID_IMAGE_MESSAGE) => new AppError(422, INVALID_IMAGE_CODE, message);

async function bytesOf(file: unknown): Promise<Uint8Array> {
  if (file instanceof Blob) {
    if (file.size > MAX_IMAGE_BYTES) throw tooLarge();
    return new Uint8Array(await file.arrayBuffer());
  }
  if (file instanceof Uint8Array) return file;
  if (file instanceof ArrayBuffer) return new Uint8Array(file);
  throw invalid();
}

/** Decodes, turns upright by EXIF, caps the size and re-encodes to WebP: the stored bytes carry no metadata. */
async function reencode(bytes: Uint8Array): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(MAX_OUTPUT_SIDE, MAX_OUTPUT_SIDE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw invalid(IMAGE_TOO_MANY_PIXELS_MESSAGE);
    throw invalid();
  }
}

/**
 * Validates an uploaded image by its bytes (JPEG, PNG, WebP, GIF or AVIF; at most 5 MB), re-encodes
 * it to WebP without metadata, keeps it for the church and returns its key and URL. Throws
 * AppError 413 (image_too_large) or 422 (invalid_image).
 */
export async function storeImage(storage: Storage, churchId: string, file: unknown): Promise<{ key: string; url: string }> {
  const bytes = await bytesOf(file);
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw tooLarge();
  if (bytes.byteLength === 0) throw invalid();
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED_MIME_TYPES.has(detected.mime)) throw invalid();
  const encoded = await reencode(bytes);
  // Rare (noise with transparency) but possible: the stored bytes keep the same limit.
  if (encoded.byteLength > MAX_IMAGE_BYTES) throw tooLarge();
  const key = await storage.put(churchId, { contentType: STORED_CONTENT_TYPE, bytes: encoded });
  return { key, url: storage.urlOf(key) };
}

/**
 * Reads the `file` field of a multipart/form-data request and stores it for the church with
 * storeImage. A request that is not multipart, is malformed or has no file gets 422 (invalid_image).
 */
export async function storeUploadedImage(c: Context, storage: Storage, churchId: string): Promise<{ key: string; url: string }> {
  const contentType = c.req.header("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) throw invalid();
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch (error) {
    // The app's body limit aborts the read with its own 413; let that through.
    if (error instanceof AppError) throw error;
    throw invalid();
  }
  const file = body.file;
  if (!(file instanceof Blob)) throw invalid();
  return storeImage(storage, churchId, file);
}

/**
 * Gives back the church's use of an image stored by storeImage, given its URL (the bytes go when
 * no other row of the church uses the same image); URLs that are not ours (or null) are ignored.
 */
export async function deleteStoredImage(storage: Storage, churchId: string, url: string | null): Promise<void> {
  if (!url) return;
  const key = storage.keyOf(url);
  if (key) await storage.release(churchId, key);
}

/**
 * Removes an image no row points at any more (replaced or its owner deleted). A failure leaves an
 * orphan image and a warning in the log, never a failed request.
 */
export async function removeReplacedImage(c: Context<AppEnv>, storage: Storage, churchId: string, url: string | null): Promise<void> {
  try {
    await deleteStoredImage(storage, churchId, url);
  } catch (error) {
    c.get("logger").warn({ err: error, url }, "could not delete a replaced image");
  }
}
