import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { AppError, errorResponse } from "../http/errors";
import { createLocalStorage } from "../storage/storage";
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TOO_MANY_PIXELS_MESSAGE,
  INVALID_IMAGE_MESSAGE,
  MAX_IMAGE_BYTES,
  deleteStoredImage,
  storeImage,
  storeUploadedImage,
} from "./images";

const root = mkdtempSync(path.join(os.tmpdir(), "louvor-images-"));
const storage = createLocalStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const exif = { IFD0: { Copyright: "Segredo do fotógrafo", Artist: "Fulano" } };

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
}

async function storedBytes(key: string) {
  const bytes = await storage.get(key);
  if (!bytes) throw new Error(`nothing stored at ${key}`);
  return bytes;
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe("storeImage", () => {
  it("re-encodes a PNG to WebP without its metadata", async () => {
    const png = await solid(300, 200).png().withExif(exif).toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();

    const { key, url } = await storeImage(storage, "church-logos", new File([png], "logo.png", { type: "image/png" }));

    expect(key).toMatch(/^church-logos\/[0-9a-f-]{36}\.webp$/);
    expect(url).toBe(`/uploads/${key}`);
    const metadata = await sharp(await storedBytes(key)).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([300, 200]);
  });

  it("turns a JPEG upright by its EXIF orientation and drops the EXIF", async () => {
    const jpeg = await solid(400, 100).jpeg().withMetadata({ orientation: 6 }).withExif(exif).toBuffer();

    const { key } = await storeImage(storage, "church-logos", jpeg);

    const metadata = await sharp(await storedBytes(key)).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([100, 400]);
  });

  it.each([
    ["webp", () => solid(20, 20).webp().toBuffer()],
    ["gif", () => solid(20, 20).gif().toBuffer()],
    ["avif", () => solid(20, 20).avif().toBuffer()],
  ])("accepts %s", async (_format, make) => {
    const { key } = await storeImage(storage, "band-images", await make());
    expect((await sharp(await storedBytes(key)).metadata()).format).toBe("webp");
  });

  it("scales a large image down to 2048 pixels on its longest side", async () => {
    const png = await solid(4000, 1000).png().toBuffer();
    const { key } = await storeImage(storage, "church-logos", png);
    const metadata = await sharp(await storedBytes(key)).metadata();
    expect([metadata.width, metadata.height]).toEqual([2048, 512]);
  });

  it("refuses a text file named .png with a declared image type", async () => {
    const fake = new File(["isto não é uma imagem"], "foto.png", { type: "image/png" });
    const error = await rejection(storeImage(storage, "church-logos", fake));
    expect([error.status, error.code, error.message]).toEqual([422, "invalid_image", INVALID_IMAGE_MESSAGE]);
  });

  it("refuses an SVG", async () => {
    const svg = new File(
      ['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'],
      "logo.svg",
      { type: "image/svg+xml" },
    );
    const error = await rejection(storeImage(storage, "church-logos", svg));
    expect([error.status, error.message]).toEqual([422, INVALID_IMAGE_MESSAGE]);
  });

  it("refuses a file that only starts like a PNG", async () => {
    const png = await solid(50, 50).png().toBuffer();
    const error = await rejection(storeImage(storage, "church-logos", png.subarray(0, 40)));
    expect([error.status, error.message]).toEqual([422, INVALID_IMAGE_MESSAGE]);
  });

  it("refuses an empty file and things that are not files", async () => {
    for (const input of [new File([], "vazio.png", { type: "image/png" }), "texto", null, { name: "x" }]) {
      const error = await rejection(storeImage(storage, "church-logos", input));
      expect([error.status, error.message]).toEqual([422, INVALID_IMAGE_MESSAGE]);
    }
  });

  it("refuses more than 5 MB with 413", async () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    for (const input of [new File([big], "grande.png", { type: "image/png" }), big]) {
      const error = await rejection(storeImage(storage, "church-logos", input));
      expect([error.status, error.code, error.message]).toEqual([413, "image_too_large", IMAGE_TOO_LARGE_MESSAGE]);
    }
  });

  it("refuses an image of more than 40 megapixels (a small file that decodes huge)", async () => {
    const png = await solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    expect(png.byteLength).toBeLessThan(MAX_IMAGE_BYTES);
    const error = await rejection(storeImage(storage, "church-logos", png));
    expect([error.status, error.message]).toEqual([422, IMAGE_TOO_MANY_PIXELS_MESSAGE]);
  });
});

describe("storeUploadedImage", () => {
  const app = new Hono()
    .post("/upload", async (c) => c.json(await storeUploadedImage(c, storage, "band-images")))
    .onError((error, c) => (error instanceof AppError ? errorResponse(c, error) : c.json({ error: "unexpected" }, 500)));

  function upload(form: FormData) {
    return app.request("/upload", { method: "POST", body: form });
  }

  it("stores the multipart field `file`", async () => {
    const form = new FormData();
    form.append("file", new File([await solid(10, 10).png().toBuffer()], "a.png", { type: "image/png" }));
    const response = await upload(form);
    expect(response.status).toBe(200);
    const { key, url } = (await response.json()) as { key: string; url: string };
    expect(key).toMatch(/^band-images\//);
    expect(url).toBe(`/uploads/${key}`);
  });

  it("answers 422 without a file field, with a text field, a non-multipart or a malformed body", async () => {
    const withoutFile = new FormData();
    withoutFile.append("other", new File(["x"], "a.png"));
    const textField = new FormData();
    textField.append("file", "não é arquivo");
    const responses = [
      await upload(withoutFile),
      await upload(textField),
      await app.request("/upload", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
      await app.request("/upload", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=xyz" },
        body: "--xyz\r\nlixo sem fim",
      }),
    ];
    for (const response of responses) {
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: { code: "invalid_image", message: INVALID_IMAGE_MESSAGE } });
    }
  });
});

describe("deleteStoredImage", () => {
  it("deletes a stored image by its URL", async () => {
    const { key, url } = await storeImage(storage, "church-logos", await solid(10, 10).png().toBuffer());
    await deleteStoredImage(storage, url);
    expect(await storage.get(key)).toBeNull();
  });

  it("ignores null and URLs that are not ours", async () => {
    await expect(deleteStoredImage(storage, null)).resolves.toBeUndefined();
    await expect(deleteStoredImage(storage, "https://example.com/uploads/x.png")).resolves.toBeUndefined();
    await expect(deleteStoredImage(storage, "/uploads/../../etc/passwd")).resolves.toBeUndefined();
  });
});
